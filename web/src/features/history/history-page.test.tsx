// History's list: own meals newest first, paged 10 at a time, one day from ?day=, and the empty and
// failed states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completeProfile,
  dayDoc,
  eaten,
  makeMeals,
  mealSpecs,
  resetStore,
  type StoredMeal,
  store,
  titles,
  today,
  yesterday,
} from '../../testing/history-store';
import { renderWithApp } from '../../testing/render';
import HistoryPage from './history-page';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  profile: { shoppingLists: [] } as Record<string, unknown>,
}));

vi.mock('../../lib/firestore', () => import('../../testing/history-store'));
vi.mock('../../hooks/use-auth', () => ({
  useAuth: () => ({ user: { uid: 'me', email: 'me@example.com' } }),
}));
vi.mock('../../lib/callable', () => ({ call: mocks.call, CallError: Error }));
vi.mock('../../domains/lists/hooks/use-active-list', () => ({ useActiveList: () => [null, vi.fn()] }));
vi.mock('../../domains/account/hooks/use-profile', () => ({
  useProfile: () => ({ profile: mocks.profile, loading: false }),
}));

describe('HistoryPage', () => {
  beforeEach(() => {
    mocks.call.mockReset();
    resetStore();
    mocks.profile = { shoppingLists: [] };
  });

  it('lists own meals newest first without a pager when they fit on one page', async () => {
    store.meals = makeMeals(8);
    await renderWithApp(<HistoryPage />);
    await screen.findByText('Meal 8');
    expect(titles()[0]).toContain('Meal 8');
    expect(titles()).toHaveLength(8);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(mealSpecs()[0]).toMatchObject({
      collection: 'meals',
      where: [['user_id', '==', 'me']],
      orderBy: [['timestamp', 'desc']],
      limit: 10,
    });
  });

  it('shows a copied entry with the photo of the meal it was copied from, read from that meal', async () => {
    const photo = 'data:image/jpeg;base64,/9j/4AAQ';
    const [original, copy, plain] = makeMeals(3) as [StoredMeal, StoredMeal, StoredMeal];
    store.meals = [{ ...original, thumbnail: photo }, { ...copy, thumbnailOf: original.id }, plain];
    const { container } = await renderWithApp(<HistoryPage />);
    await screen.findByText('Meal 3');
    await waitFor(() => expect(container.querySelectorAll('img.history-entry__thumb')).toHaveLength(2));
    for (const img of container.querySelectorAll('img.history-entry__thumb'))
      expect(img.getAttribute('src')).toBe(photo);
    // Only the copy reads another document; the entry without a photo shows the plate.
    expect(store.docPaths).toEqual(['meals/m1']);
    expect(container.querySelectorAll('.history-entry__thumb--empty')).toHaveLength(1);
  });

  it('pages 10 at a time with arrows and an n / total dropdown', async () => {
    const user = userEvent.setup();
    store.meals = makeMeals(25);
    await renderWithApp(<HistoryPage />);
    await screen.findByText('Meal 25');
    expect(screen.getByText('25 meals')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Meal 15');
    expect(titles()).toHaveLength(10);
    expect(titles()[0]).toContain('Meal 15');
    expect(mealSpecs().at(-1)).toMatchObject({
      limit: 10,
      startAfter: expect.objectContaining({ id: 'm16' }),
    });
    expect(select).toHaveValue('1');

    await user.selectOptions(select, '3 / 3');
    await screen.findByText('Meal 5');
    expect(titles()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Meal 15');
  });

  it('jumps straight from the first to the last page through the dropdown', async () => {
    const user = userEvent.setup();
    store.meals = makeMeals(25);
    await renderWithApp(<HistoryPage />);
    await screen.findByText('Meal 25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page' }), '3 / 3');
    await screen.findByText('Meal 1');
    expect(titles()[0]).toContain('Meal 5');
  });

  it('shows one day from ?day=, within 11 reads, with a way back', async () => {
    mocks.profile = { ...completeProfile, shoppingLists: [] };
    store.meals = [
      eaten('e1', yesterday, 'lunch', 500, 3),
      eaten('e2', yesterday, 'breakfast', 300, 2),
      eaten('e3', today, 'dinner', 700, 1),
    ];
    store.docs.days = [dayDoc(yesterday, 800, 2), dayDoc(today, 700, 1)];
    await renderWithApp(<HistoryPage />, { route: `/history?day=${yesterday}` });
    const header = await screen.findByRole('heading', { level: 1, name: 'Yesterday' });
    await waitFor(() => expect(header.closest('.history-day')).toHaveTextContent('800 /'));
    expect(header.closest('.history-day')).toHaveTextContent(/Protein 10 \/ \d+ g/);
    await screen.findByText('Eaten e1');
    expect(titles()).toEqual([expect.stringContaining('Eaten e2'), expect.stringContaining('Eaten e1')]);
    expect(screen.getByRole('link', { name: '‹ All history' })).toHaveAttribute('href', '/history');
    expect(mealSpecs()).toEqual([
      expect.objectContaining({
        where: [
          ['user_id', '==', 'me'],
          ['day', '==', yesterday],
        ],
        orderBy: [['timestamp', 'desc']],
        limit: 10,
      }),
    ]);
    expect(store.specs.filter((spec) => spec.collection === 'days')).toEqual([
      expect.objectContaining({ limit: 1 }),
    ]);
    expect(store.specs.filter((spec) => spec.collection === 'sharedRecipes')).toHaveLength(0);
  });

  it('says so when ?day= is not a date', async () => {
    await renderWithApp(<HistoryPage />, { route: '/history?day=2026-02-30' });
    expect(await screen.findByRole('alert')).toHaveTextContent('That date does not exist.');
    expect(screen.getByRole('link', { name: '‹ All history' })).toBeInTheDocument();
    expect(mealSpecs()).toHaveLength(0);
  });

  it('shows an empty state, or the load error', async () => {
    store.meals = [];
    const view = await renderWithApp(<HistoryPage />);
    expect(await screen.findByText('No meals yet')).toBeInTheDocument();
    view.unmount();
    store.failQuery = true;
    await renderWithApp(<HistoryPage />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load history. Please try again.'),
    );
  });
});
