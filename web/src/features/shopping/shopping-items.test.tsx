// Groceries' items: added, ticked, renamed and deleted with an undo, each shown at once and sent through
// the outbox (offline too, in order once back), and what the server refused taken back and said.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import {
  CallError,
  call,
  db,
  outboxes,
  resetStore,
  setItem,
  stamped,
  uncheckedList,
} from '../../testing/shopping-store';
import '../../testing/shopping-mocks';
import ShoppingPage from './shopping-page';

describe('ShoppingPage: items', () => {
  beforeEach(resetStore);
  it('adds a trimmed item (shown at once, sent with its own item id and an opId) and ignores a blank one', async () => {
    const user = userEvent.setup();
    call.mockResolvedValue({ itemId: 'new' });
    await renderWithApp(<ShoppingPage />);
    const input = await screen.findByPlaceholderText('Add an item…');
    await user.type(input, '   {enter}');
    expect(call).not.toHaveBeenCalled();
    await user.type(input, '  Butter  {enter}');
    expect(screen.getByRole('checkbox', { name: 'Butter' })).not.toBeChecked();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('addItem', {
        listId: 'home',
        name: 'Butter',
        itemId: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
        opId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      }),
    );
    expect(input).toHaveValue('');
  });

  it('takes an added item back and says why when the list is full', async () => {
    const user = userEvent.setup();
    call.mockRejectedValue(new CallError('shopping.tooManyItems', 'functions/resource-exhausted'));
    await renderWithApp(<ShoppingPage />);
    const input = await screen.findByPlaceholderText('Add an item…');
    await user.type(input, 'Butter{enter}');
    expect(
      await screen.findByText(
        'A change could not be saved and was discarded: This shopping list is full. Clear checked items or remove some items first.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Butter' })).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('moves a toggled item to the checked section at once and reconciles with the live data', async () => {
    const user = userEvent.setup();
    let ack!: () => void;
    call.mockReturnValue(new Promise<void>((resolve) => (ack = resolve)));
    await renderWithApp(<ShoppingPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Milk' }));

    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('updateItem', stamped({ itemId: 'i1', checked: true })),
    );
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Checked items (2)' })).toBeInTheDocument();
    expect(within(uncheckedList() as HTMLElement).queryByText('Milk')).not.toBeInTheDocument();

    await act(async () => ack());
    setItem('i1', { checked: true, checkedAt: new Date() });
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    // Later a second member unchecks it: the live value wins, no stale override remains.
    setItem('i1', { checked: false, checkedAt: null });
    expect(screen.getByRole('checkbox', { name: 'Milk' })).not.toBeChecked();
  });

  it('a tick taken back at once stays taken back once both are confirmed, before the live data shows either', async () => {
    const user = userEvent.setup();
    call.mockResolvedValue({});
    await renderWithApp(<ShoppingPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Milk' }));
    await user.click(screen.getByRole('checkbox', { name: 'Milk' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('updateItem', stamped({ itemId: 'i1', checked: false })),
    );
    await waitFor(() => expect(screen.queryByText(/waiting to sync/)).not.toBeInTheDocument());
    // The live data still says unticked, as the second change left it: the first change must not come back.
    expect(screen.getByRole('checkbox', { name: 'Milk' })).not.toBeChecked();
    expect(within(uncheckedList() as HTMLElement).getByText('Milk')).toBeInTheDocument();
  });

  it('reverts a toggle the server refused for good and says why, once', async () => {
    const user = userEvent.setup();
    call.mockRejectedValue(new CallError('shopping.notMember', 'functions/permission-denied'));
    await renderWithApp(<ShoppingPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Bread' }));
    expect(
      await screen.findByText(
        'A change could not be saved and was discarded: You are not a member of this shopping list',
      ),
    ).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'Bread' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Checked items (1)' })).toBeInTheDocument();
  });

  it('ticks an item when its name is tapped; renaming has its own button', async () => {
    const user = userEvent.setup();
    call.mockResolvedValue({});
    await renderWithApp(<ShoppingPage />, { language: 'da' });
    await user.click(await screen.findByText('Milk'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('updateItem', stamped({ itemId: 'i1', checked: true })),
    );
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Varenavn' })).not.toBeInTheDocument();
    const rename = screen.getByRole('button', { name: 'Omdøb Bread' });
    expect(rename.querySelector('svg')).not.toBeNull();
    await user.click(rename);
    expect(screen.getByRole('textbox', { name: 'Varenavn' })).toHaveValue('Bread');
  });

  it('renames an item inline: Enter saves the trimmed name, Escape cancels', async () => {
    const user = userEvent.setup();
    call.mockResolvedValue({});
    await renderWithApp(<ShoppingPage />);
    await user.click(await screen.findByRole('button', { name: 'Rename Bread' }));
    const field = screen.getByRole('textbox', { name: 'Item name' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, ' Rye bread {enter}');
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith('updateItem', stamped({ itemId: 'i2', name: 'Rye bread' }));
    expect(screen.getByRole('button', { name: 'Rename Rye bread' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Milk' }));
    await user.type(screen.getByRole('textbox', { name: 'Item name' }), ' oat{escape}');
    expect(screen.queryByRole('textbox', { name: 'Item name' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Milk' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });

  describe('deletes with undo', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());
    const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

    it('in German, hides an item at once, undo brings it back unsent, else it is deleted after 2 s', async () => {
      const user = setup();
      call.mockResolvedValue({});
      await renderWithApp(<ShoppingPage />, { language: 'de' });
      await user.click(await screen.findByRole('button', { name: 'Milk löschen' }));
      expect(screen.queryByText('Milk')).not.toBeInTheDocument();
      expect(screen.getByText('„Milk“ gelöscht')).toBeInTheDocument();
      const undo = screen.getByRole('button', { name: 'Rückgängig' });
      expect(undo).toHaveFocus();
      await user.click(undo);
      expect(screen.getByText('Milk')).toBeInTheDocument();
      await wait(3000);
      expect(call).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Milk löschen' }));
      await wait(1900);
      expect(call).not.toHaveBeenCalled();
      await wait(200);
      await waitFor(() =>
        expect(call).toHaveBeenCalledWith('deleteItem', { itemId: 'i1', opId: expect.any(String) }),
      );
      expect(screen.queryByRole('button', { name: 'Rückgängig' })).not.toBeInTheDocument();
      db.state.items = db.state.items.filter((i) => i.id !== 'i1');
      act(() => db.emit());
      expect(screen.queryByText('Milk')).not.toBeInTheDocument();
    });

    it('clears checked items with an undo reachable by keyboard, and sends at once when the screen is left', async () => {
      const user = setup();
      call.mockResolvedValue({ deleted: 1 });
      const view = await renderWithApp(<ShoppingPage />);
      await screen.findByText('Eggs');
      await user.click(screen.getByRole('button', { name: 'Clear checked items' }));
      expect(screen.queryByText('Eggs')).not.toBeInTheDocument();
      expect(screen.getByText('1 checked item cleared')).toBeInTheDocument();
      await user.keyboard('{Enter}');
      expect(screen.getByText('Eggs')).toBeInTheDocument();
      expect(call).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Clear checked items' }));
      view.unmount();
      await waitFor(() =>
        expect(call).toHaveBeenCalledWith('deleteItem', { itemId: 'i3', opId: expect.any(String) }),
      );
      expect(call).toHaveBeenCalledTimes(1);
    });

    it('says "Failed to clear checked items" when the server refuses the clear, and shows the items again (German)', async () => {
      const user = setup();
      call.mockRejectedValue(new CallError('shopping.notMember', 'functions/permission-denied'));
      await renderWithApp(<ShoppingPage />, { language: 'de' });
      await screen.findByText('Eggs');
      await user.click(screen.getByRole('button', { name: 'Abgehakte löschen' }));
      expect(screen.queryByText('Eggs')).not.toBeInTheDocument();
      await wait(2100);
      expect(await screen.findByText('Abgehakte Artikel konnten nicht gelöscht werden')).toBeInTheDocument();
      expect(screen.queryByText(/nicht gespeichert/)).not.toBeInTheDocument();
      expect(screen.getByText('Eggs')).toBeInTheDocument();
    });

    it('deletes only the cleared items when another was ticked meanwhile, retrying with the same opId while the server is out of reach', async () => {
      const user = setup();
      // The server fails for a moment, then answers.
      call
        .mockRejectedValueOnce(new CallError('common.error', 'functions/unavailable'))
        .mockResolvedValue({});
      await renderWithApp(<ShoppingPage />);
      await screen.findByText('Eggs');
      await user.click(screen.getByRole('button', { name: 'Clear checked items' }));
      setItem('i2', { checked: true }); // Bread, ticked by another member within the undo window
      await wait(2100);
      await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
      expect(await screen.findByText('1 change waiting to sync')).toBeInTheDocument();
      expect(screen.queryByText('Eggs')).not.toBeInTheDocument();
      expect(screen.queryByText('Failed to clear checked items')).not.toBeInTheDocument();

      await wait(1100);
      await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
      const [first, second] = call.mock.calls as [string, { itemId: string; opId: string }][];
      expect(first).toEqual(['deleteItem', { itemId: 'i3', opId: expect.any(String) }]);
      expect(second).toEqual(first);
      await waitFor(() => expect(screen.queryByText('1 change waiting to sync')).not.toBeInTheDocument());
      expect(call).not.toHaveBeenCalledWith('deleteItem', expect.objectContaining({ itemId: 'i2' }));
      expect(screen.getByText('Bread')).toBeInTheDocument();
    });
  });

  it('keeps a delete that a reload cut short and sends it when the list is opened again', async () => {
    const user = userEvent.setup();
    call.mockResolvedValue({});
    const first = await renderWithApp(<ShoppingPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Milk' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem('meal-app.pendingDeletes.me') ?? '[]')).toEqual(['i1']);
    expect(call).not.toHaveBeenCalled();
    // What the next page load finds (a reload runs no unmount): here the first page's timers are dropped.
    const stored = localStorage.getItem('meal-app.pendingDeletes.me') ?? '';
    first.unmount();
    call.mockClear();
    localStorage.setItem('meal-app.pendingDeletes.me', stored);

    await renderWithApp(<ShoppingPage />);
    await screen.findByText('Bread');
    expect(screen.queryByText('Milk')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('deleteItem', { itemId: 'i1', opId: expect.any(String) }),
    );
    expect(localStorage.getItem('meal-app.pendingDeletes.me')).toBeNull();
  });

  it("leaves another account's interrupted deletes alone, and replays its own without an error toast", async () => {
    localStorage.setItem('meal-app.pendingDeletes.someone-else', JSON.stringify(['i1']));
    localStorage.setItem('meal-app.pendingDeletes.me', JSON.stringify(['gone']));
    call.mockRejectedValue(new CallError('shopping.itemNotFound', 'functions/not-found'));
    await renderWithApp(<ShoppingPage />);
    expect(await screen.findByText('Milk')).toBeInTheDocument();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('deleteItem', { itemId: 'gone', opId: expect.any(String) }),
    );
    expect(call).not.toHaveBeenCalledWith('deleteItem', expect.objectContaining({ itemId: 'i1' }));
    expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument();
    expect(localStorage.getItem('meal-app.pendingDeletes.someone-else')).toBe('["i1"]');
    localStorage.removeItem('meal-app.pendingDeletes.someone-else');
  });

  it('offline: shows every change at once, counts the waiting ones, and sends them in order once back', async () => {
    const user = userEvent.setup();
    call.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderWithApp(<ShoppingPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Milk' }));
    expect(await screen.findByText('1 change waiting to sync')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Bread' }));
    await user.type(screen.getByPlaceholderText('Add an item…'), 'Butter{enter}');
    expect(await screen.findByText('3 changes waiting to sync')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bread' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Butter' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Checked items (3)' })).toBeInTheDocument();
    expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument();

    call.mockReset();
    call.mockResolvedValue({});
    await act(() => outboxes.get('me')?.flush());
    await waitFor(() => expect(screen.queryByText(/waiting to sync/)).not.toBeInTheDocument());
    expect(call.mock.calls.map(([name, data]) => [name, data.itemId ?? data.name])).toEqual([
      ['updateItem', 'i1'],
      ['updateItem', 'i2'],
      ['addItem', expect.stringMatching(/^[A-Za-z0-9]{20}$/)],
    ]);
    // Shown as confirmed until the live data has them.
    expect(screen.getByRole('checkbox', { name: 'Butter' })).toBeInTheDocument();
  });
});
