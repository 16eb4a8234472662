// Groceries' lists: a tab per list (and the personal items), the default and the remembered choice,
// the members, the checked section, and what happens to the lists said.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACTIVE_LIST_KEY } from '../../lib/storage-keys';
import { renderWithApp } from '../../testing/render';
import { account, call, db, item, resetStore } from '../../testing/shopping-store';
import '../../testing/shopping-mocks';
import ShoppingPage from './shopping-page';

describe('ShoppingPage', () => {
  beforeEach(resetStore);

  it('shows a tab per list, defaults to the first and remembers the choice', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ShoppingPage />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Home', 'Party', 'Personal']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Milk')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBe('home'));

    await user.click(screen.getByRole('tab', { name: 'Party' }));
    expect(await screen.findByText('Chips')).toBeInTheDocument();
    expect(screen.queryByText('Milk')).not.toBeInTheDocument();
    expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBe('party');
  });

  it('waits for the profile before choosing (and storing) the default list', async () => {
    account.state = { profile: null, loading: true };
    await renderWithApp(<ShoppingPage />);
    await waitFor(() =>
      expect(db.state.specs.some((spec) => spec.collection === 'shoppingLists')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBeNull();
    expect(db.state.specs.some((spec) => spec.collection === 'shoppingItems')).toBe(false);
  });

  it('moves between list tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ShoppingPage />);
    await screen.findByText('Milk');
    screen.getByRole('tab', { name: 'Home' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Party' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Party' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Chips')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveFocus();
  });

  it('reveals member e-mails with the member toggle', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ShoppingPage />);
    const toggle = await screen.findByRole('button', { name: /2 members/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await screen.findByText('friend@example.com')).toBeInTheDocument();
    expect(screen.getByText('me@example.com')).toBeInTheDocument();
  });

  it('shows "No Shopping List Found" with a link to Settings, and the personal items, without lists', async () => {
    db.state.lists = [];
    db.state.items = [item('x1', 'Apples', null)];
    await renderWithApp(<ShoppingPage />);
    expect(await screen.findByRole('heading', { name: 'No Shopping List Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
    expect(await screen.findByText('Apples')).toBeInTheDocument();
    expect(db.state.specs.find((s) => s.collection === 'shoppingItems')?.where).toEqual([
      ['shoppingListId', '==', null],
      ['userId', '==', 'me'],
    ]);
    expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBeNull();
  });

  it('has a Personal tab for the items outside any list, remembered like a list', async () => {
    const user = userEvent.setup();
    call.mockResolvedValue({ itemId: 'x' });
    db.state.items = [...db.state.items, item('x1', 'Apples', null)];
    await renderWithApp(<ShoppingPage />);
    await screen.findByText('Milk');
    expect(screen.queryByText('Apples')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Personal' }));
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Apples')).toBeInTheDocument();
    expect(screen.queryByText('Milk')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /members?$/ })).not.toBeInTheDocument();
    expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBe('~personal');
    await user.type(screen.getByPlaceholderText('Add an item…'), 'Tea{enter}');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('addItem', expect.objectContaining({ listId: null, name: 'Tea' })),
    );
  });

  it('collapses the checked section', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ShoppingPage />);
    const section = await screen.findByRole('button', { name: 'Checked items (1)' });
    expect(section).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Eggs')).toBeInTheDocument();
    await user.click(section);
    expect(screen.queryByText('Eggs')).not.toBeInTheDocument();
  });

  describe('what happens to the lists is said', () => {
    it('opens a list just joined once it arrives, and says so (Spanish)', async () => {
      localStorage.setItem(ACTIVE_LIST_KEY, 'family');
      await renderWithApp(<ShoppingPage />, {
        route: { pathname: '/shopping', state: { joinedListId: 'family' } },
        language: 'es',
      });
      // The join is confirmed before the list reaches the user's lists: no other list is opened meanwhile.
      expect(
        await screen.findByRole('status', { name: 'Abriendo la lista a la que te has unido…' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
      expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBe('family');

      db.state.lists = [...db.state.lists, { id: 'family', name: 'Familia', memberIds: ['ana', 'me'] }];
      db.state.items = [...db.state.items, item('f1', 'Arroz', 'family')];
      act(() => db.emit());
      expect(await screen.findByText('Te has unido a Familia')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Familia' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByText('Arroz')).toBeInTheDocument();
      expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBe('family');
    });

    it('says whose each list is when two share a name, in the user language (Spanish)', async () => {
      db.state.lists = [
        { id: 'party', name: 'Party', createdBy: 'me', memberIds: ['me'] },
        { id: 'home', name: 'Home', createdBy: 'me', memberIds: ['me', 'friend'] },
        { id: 'home2', name: 'Home', createdBy: 'ana', memberIds: ['me', 'ana'] },
      ];
      db.state.members = {
        home2: [{ id: 'ana', userId: 'ana', email: 'ana@example.com', displayName: 'Ana' }],
      };
      account.state = { profile: { shoppingLists: ['home', 'party', 'home2'] }, loading: false };
      await renderWithApp(<ShoppingPage />, { language: 'es' });
      await screen.findByRole('tab', { name: 'Home · de Ana' });
      const tabs = screen.getAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual([
        'Home · tuya',
        'Party',
        'Home · de Ana',
        'Personal',
      ]);
    });

    it('says the list on screen was deleted instead of silently showing another (German)', async () => {
      await renderWithApp(<ShoppingPage />, { language: 'de' });
      expect(await screen.findByText('Milk')).toBeInTheDocument();
      db.state.lists = db.state.lists.filter((list) => list.id !== 'home');
      act(() => db.emit());
      expect(await screen.findByText('Home wurde gelöscht')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Party' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByText('Chips')).toBeInTheDocument();
    });

    it('says nothing when another list, not the one on screen, goes away', async () => {
      await renderWithApp(<ShoppingPage />);
      expect(await screen.findByText('Milk')).toBeInTheDocument();
      db.state.lists = db.state.lists.filter((list) => list.id !== 'party');
      act(() => db.emit());
      await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(2));
      expect(screen.queryByText(/was deleted/)).not.toBeInTheDocument();
    });
  });
});
