// History's diary days: eaten entries under day headers with the day's total against the target, an
// entry moved to another day, deleted with an undo, its rows changed and moved in place.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { diaryTargets } from '../../domains/weight/diary-targets';
import '../../testing/history-mocks';
import * as world from '../../testing/history-store';
import { renderWithApp } from '../../testing/render';
import HistoryPage from './history-page';

describe('HistoryPage: diary days', () => {
  beforeEach(world.resetStore);
  it('groups eaten entries under day headers with the day total against the target', async () => {
    world.history.profile = { ...world.completeProfile, shoppingLists: [] };
    const target = diaryTargets(world.completeProfile)?.calories ?? 0;
    world.store.meals = [
      world.eaten('e1', world.today, 'lunch', 500, 3),
      world.eaten('e2', world.today, 'breakfast', 300, 2),
      {
        ...world.makeMeals(1)[0],
        id: 'r1',
        type: 'recipe',
        title: 'Lentil soup',
        timestamp: world.localTime(world.yesterday, 12),
      } as world.StoredMeal,
      {
        ...world.eaten('e3', world.yesterday, 'dinner', 700, 0),
        timestamp: world.localTime(world.yesterday, 8),
      },
    ];
    world.store.docs.days = [world.dayDoc(world.today, 800, 2), world.dayDoc(world.yesterday, 700, 1)];
    await renderWithApp(<HistoryPage />);
    const todayHeader = await screen.findByRole('heading', { name: 'Today' });
    expect(todayHeader.closest('.history-day')).toHaveTextContent(
      `800 / ${target.toLocaleString('en')} kcal`,
    );
    expect(within(todayHeader).getByRole('link')).toHaveAttribute('href', `/history?day=${world.today}`);
    const yesterdayHeader = screen.getByRole('heading', { name: 'Yesterday' });
    expect(yesterdayHeader.closest('.history-day')).toHaveTextContent('700 /');
    // The recipe shows under the day it was made on, marked as not counted; the total leaves it out.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Today', 'Yesterday']);
    const recipe = screen.getByRole('button', { name: /Lentil soup/ });
    expect(recipe).toHaveTextContent('Recipe');
    expect(recipe).toHaveTextContent('Not counted');
    expect(yesterdayHeader.closest('section')).toContainElement(recipe);
    expect(screen.getByRole('button', { name: /Eaten e1/ })).toHaveTextContent('Lunch');
    expect(screen.getByRole('button', { name: /Eaten e1/ })).not.toHaveTextContent('Not counted');
    // One query for the page's days, not one per day.
    const daySpecs = world.store.specs.filter((spec) => spec.collection === 'days');
    expect(daySpecs).toHaveLength(1);
    expect(daySpecs[0]?.where).toEqual([
      ['userId', '==', 'me'],
      ['day', 'in', [world.yesterday, world.today]],
    ]);
  });

  it('shows a meal moved to yesterday once, under Yesterday and with its date, not between two Todays', async () => {
    world.store.meals = [
      // Logged in the first seconds of today, so all three stay today whatever the hour of the run.
      { ...world.eaten('e1', world.today, 'lunch', 500, 1), timestamp: world.startOfToday(3) },
      // Logged today between the other two, then moved to yesterday (before moves took the time along).
      { ...world.eaten('moved', world.yesterday, 'dinner', 300, 2), timestamp: world.startOfToday(2) },
      { ...world.eaten('e2', world.today, 'breakfast', 300, 3), timestamp: world.startOfToday(1) },
      {
        ...world.eaten('e3', world.yesterday, 'lunch', 700, 0),
        timestamp: world.localTime(world.yesterday, 12),
      },
    ];
    world.store.docs.days = [world.dayDoc(world.today, 800, 2), world.dayDoc(world.yesterday, 1000, 2)];
    await renderWithApp(<HistoryPage />);
    await screen.findByRole('heading', { name: 'Today' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Today',
      'Yesterday',
    ]);
    const moved = screen.getByRole('button', { name: /Eaten moved/ });
    expect(screen.getByRole('heading', { name: 'Yesterday' }).closest('section')).toContainElement(moved);
    const shownDate = moved.querySelector('time');
    expect(shownDate).toHaveAttribute('datetime', world.yesterday);
    expect(shownDate?.textContent).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${world.yesterday}T12:00:00Z`),
      ),
    );
  });

  it('deletes an entry after the undo window, lowers the day total at once, and undo keeps it', async () => {
    const user = userEvent.setup();
    world.store.meals = [
      world.eaten('e1', world.today, 'lunch', 500, 3),
      world.eaten('e2', world.today, 'breakfast', 300, 2),
    ];
    world.store.docs.days = [world.dayDoc(world.today, 800, 2)];
    world.call.mockResolvedValue({});
    await renderWithApp(<HistoryPage />);
    const header = () => screen.getByRole('heading', { name: 'Today' }).closest('.history-day');
    await waitFor(() => expect(header()).toHaveTextContent('800 kcal'));

    await user.click(screen.getByRole('button', { name: /Eaten e1/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('button', { name: /Eaten e1/ })).not.toBeInTheDocument();
    expect(header()).toHaveTextContent('300 kcal');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: /Eaten e1/ })).toBeInTheDocument();
    expect(header()).toHaveTextContent('800 kcal');

    await user.click(screen.getByRole('button', { name: /Eaten e1/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('status')).toHaveTextContent('“Eaten e1” deleted');
    expect(world.call).not.toHaveBeenCalled();
    await waitFor(() => expect(world.call).toHaveBeenCalledWith('deleteMeal', { mealId: 'e1' }), {
      timeout: 3000,
    });
    expect(world.call).toHaveBeenCalledTimes(1);
  });

  it('brings a deleted entry back and says so when the delete fails', async () => {
    const user = userEvent.setup();
    world.store.meals = [world.eaten('e1', world.today, 'lunch', 500, 3)];
    world.call.mockRejectedValue(new Error('boom'));
    await renderWithApp(<HistoryPage />);
    await user.click(await screen.findByRole('button', { name: /Eaten e1/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('button', { name: /Eaten e1/ })).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'Failed to delete the meal. It is back in your history.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Eaten e1/ })).toBeInTheDocument();
  });

  it("shows an eaten entry's rows and moves it to another slot or day", async () => {
    const user = userEvent.setup();
    world.store.meals = [world.eaten('e1', world.today, 'lunch', 500, 3)];
    world.call.mockResolvedValue(world.placedEntry('e1', 500, { day: world.today, slot: 'dinner' }));
    await renderWithApp(<HistoryPage />);
    await user.click(await screen.findByRole('button', { name: /Eaten e1/ }));
    expect(screen.getByText('Rice')).toBeInTheDocument();
    expect(screen.getByText('Chicken')).toBeInTheDocument();

    const dayInput = screen.getByLabelText('Day');
    await user.clear(dayInput);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That date does not exist.');
    expect(world.call).not.toHaveBeenCalled();

    await user.type(dayInput, world.today);
    await user.selectOptions(screen.getByLabelText('Meal'), 'Dinner');
    // A refusal from the server is said in the user's words, under the form.
    world.call.mockRejectedValueOnce(
      Object.assign(new Error('refused'), { code: 'history.mealNotEditable' }),
    );
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only eaten meals can be changed this way.');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(world.call).toHaveBeenLastCalledWith('updateMeal', { mealId: 'e1', slot: 'dinner' });
    expect(await screen.findByText('Meal moved')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sets the time an entry was eaten, which orders its slot', async () => {
    const user = userEvent.setup();
    world.store.meals = [world.eaten('e1', world.today, 'lunch', 500, 3)];
    world.call.mockResolvedValue({ mealId: 'e1', nutrition: { items: [] } });
    await renderWithApp(<HistoryPage />);
    await user.click(await screen.findByRole('button', { name: /Eaten e1/ }));
    const time = screen.getByLabelText('Time');
    const logged = world.at(3);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(time).toHaveValue(`${pad(logged.getHours())}:${pad(logged.getMinutes())}`);
    await user.clear(time);
    await user.type(time, '12:45');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(world.call).toHaveBeenLastCalledWith('updateMeal', { mealId: 'e1', time: '12:45' });
  });
});
