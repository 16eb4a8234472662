// History's list: own meals newest first, paged 10 at a time, one day from ?day=, and the empty and
// failed states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../testing/history-mocks';
import * as world from '../../testing/history-store';
import { renderWithApp } from '../../testing/render';
import HistoryPage from './history-page';

describe('HistoryPage', () => {
  beforeEach(world.resetStore);

  it('lists own meals newest first without a pager when they fit on one page', async () => {
    world.store.meals = world.makeMeals(8);
    await renderWithApp(<HistoryPage />);
    await screen.findByText('Meal 8');
    expect(world.titles()[0]).toContain('Meal 8');
    expect(world.titles()).toHaveLength(8);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(world.mealSpecs()[0]).toMatchObject({
      collection: 'meals',
      where: [['user_id', '==', 'me']],
      orderBy: [['timestamp', 'desc']],
      limit: 10,
    });
  });

  it('shows a copied entry with the photo of the meal it was copied from, read from that meal', async () => {
    const photo = 'data:image/jpeg;base64,/9j/4AAQ';
    const [original, copy, plain] = world.makeMeals(3) as [
      world.StoredMeal,
      world.StoredMeal,
      world.StoredMeal,
    ];
    world.store.meals = [{ ...original, thumbnail: photo }, { ...copy, thumbnailOf: original.id }, plain];
    const { container } = await renderWithApp(<HistoryPage />);
    await screen.findByText('Meal 3');
    await waitFor(() => expect(container.querySelectorAll('img.history-entry__thumb')).toHaveLength(2));
    for (const img of container.querySelectorAll('img.history-entry__thumb'))
      expect(img.getAttribute('src')).toBe(photo);
    // Only the copy reads another document; the entry without a photo shows the plate.
    expect(world.store.docPaths).toEqual(['meals/m1']);
    expect(container.querySelectorAll('.history-entry__thumb--empty')).toHaveLength(1);
  });

  it('pages 10 at a time with arrows and an n / total dropdown', async () => {
    const user = userEvent.setup();
    world.store.meals = world.makeMeals(25);
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
    expect(world.titles()).toHaveLength(10);
    expect(world.titles()[0]).toContain('Meal 15');
    expect(world.mealSpecs().at(-1)).toMatchObject({
      limit: 10,
      startAfter: expect.objectContaining({ id: 'm16' }),
    });
    expect(select).toHaveValue('1');

    await user.selectOptions(select, '3 / 3');
    await screen.findByText('Meal 5');
    expect(world.titles()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Meal 15');
  });

  it('jumps straight from the first to the last page through the dropdown', async () => {
    const user = userEvent.setup();
    world.store.meals = world.makeMeals(25);
    await renderWithApp(<HistoryPage />);
    await screen.findByText('Meal 25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page' }), '3 / 3');
    await screen.findByText('Meal 1');
    expect(world.titles()[0]).toContain('Meal 5');
  });

  it('shows one day from ?day= by slot, within 41 reads, with a way back', async () => {
    world.history.profile = { ...world.completeProfile, shoppingLists: [] };
    world.store.meals = [
      world.eaten('e1', world.yesterday, 'lunch', 500, 3),
      world.eaten('e2', world.yesterday, 'breakfast', 300, 2),
      world.eaten('e3', world.today, 'dinner', 700, 1),
    ];
    world.store.docs.days = [world.dayDoc(world.yesterday, 800, 2), world.dayDoc(world.today, 700, 1)];
    await renderWithApp(<HistoryPage />, { route: `/history?day=${world.yesterday}` });
    const header = await screen.findByRole('heading', { level: 1, name: 'Yesterday' });
    await waitFor(() => expect(header.closest('.history-day')).toHaveTextContent('800 /'));
    expect(header.closest('.history-day')).toHaveTextContent(/Protein 10 \/ \d+ g/);
    await screen.findByText('Eaten e1');
    // Breakfast before lunch, whatever the time each was logged at.
    expect(world.titles().filter((title) => title.includes('Eaten'))).toEqual([
      expect.stringContaining('Eaten e2'),
      expect.stringContaining('Eaten e1'),
    ]);
    expect(screen.getByRole('link', { name: '‹ All history' })).toHaveAttribute('href', '/history');
    expect(world.mealSpecs()).toEqual([
      expect.objectContaining({
        where: [
          ['user_id', '==', 'me'],
          ['day', '==', world.yesterday],
        ],
        orderBy: [['timestamp', 'desc']],
        limit: 40,
      }),
    ]);
    expect(world.store.specs.filter((spec) => spec.collection === 'days')).toEqual([
      expect.objectContaining({ limit: 1 }),
    ]);
    expect(world.store.specs.filter((spec) => spec.collection === 'sharedRecipes')).toHaveLength(0);
  });

  it('says so when ?day= is not a date', async () => {
    await renderWithApp(<HistoryPage />, { route: '/history?day=2026-02-30' });
    expect(await screen.findByRole('alert')).toHaveTextContent('That date does not exist.');
    expect(screen.getByRole('link', { name: '‹ All history' })).toBeInTheDocument();
    expect(world.mealSpecs()).toHaveLength(0);
  });

  it('shows an empty state, or the load error', async () => {
    world.store.meals = [];
    const view = await renderWithApp(<HistoryPage />);
    expect(await screen.findByText('No meals yet')).toBeInTheDocument();
    view.unmount();
    world.store.failQuery = true;
    await renderWithApp(<HistoryPage />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load history. Please try again.'),
    );
  });
});
