import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, localDay } from '../../domains/diary/diary-day';
import { mondayOf } from '../../domains/plans/week';
import type { QuerySpec } from '../../lib/firestore';
import * as callable from '../../testing/fake-callable';
import * as queries from '../../testing/fake-queries';
import { renderWithApp } from '../../testing/render';
import { WeekSection } from './week-section';

vi.mock('../../lib/callable', () => import('../../testing/fake-callable'));
vi.mock('../../lib/firestore', () => import('../../testing/fake-queries'));
const active = vi.hoisted(() => ({ list: null as string | null }));
vi.mock('../../domains/lists/hooks/use-active-list', () => ({ useActiveList: () => [active.list, vi.fn()] }));
vi.mock('../../domains/account/hooks/use-profile', () => ({
  useProfile: () => ({ profile: { shoppingLists: ['home', 'cabin'] }, loading: false }),
}));
vi.mock('../../hooks/use-auth', () => ({ useAuth: () => ({ user: { uid: 'me' } }) }));

const monday = mondayOf(localDay());
const tuesday = addDays(monday, 1);
const friday = addDays(monday, 4);

const lists = [
  { id: 'home', name: 'Home', createdBy: 'me', memberIds: ['me', 'anna'] },
  { id: 'cabin', name: 'Cabin', createdBy: 'me', memberIds: ['me'] },
];
const plan = (fields: { id: string; day: string } & Record<string, unknown>) => ({
  userId: 'me',
  mealId: 'meal-1',
  listId: null,
  slot: 'dinner',
  persons: 2,
  title: 'Shakshuka',
  servings: 4,
  ingredients: [],
  calories: 200,
  protein: 10,
  carbs: 10,
  fat: 10,
  ...fields,
});
const own = [
  plan({ id: 'p1', day: tuesday }),
  plan({ id: 'p2', day: tuesday, slot: 'breakfast', title: 'Oats' }),
];
const shared = [
  plan({
    id: 'p3',
    day: friday,
    userId: 'anna',
    userName: 'Anna',
    listId: 'home',
    title: 'Lasagne',
    persons: 4,
  }),
];

/** Answers each query as the server would for these lists and plans. */
function serve() {
  queries.subscribeQuery.mockImplementation(((spec: QuerySpec, onData: (rows: unknown[]) => void) => {
    queries.served.specs.push(spec);
    const field = (name: string) => spec.where?.find(([key]) => key === name)?.[2];
    const days = (field('day') as string[] | undefined) ?? [];
    let rows: unknown[] = [];
    if (spec.collection === 'shoppingLists') rows = lists;
    else if (field('userId') === 'me') rows = own.filter((p) => days.includes(p.day));
    else if (field('listId') === 'home') rows = shared.filter((p) => days.includes(p.day));
    queueMicrotask(() => onData(rows));
    return () => {};
  }) as unknown as typeof queries.subscribeQuery);
}

describe('the week plan on the recipe screen', () => {
  beforeEach(() => {
    callable.call.mockReset();
    queries.served.specs = [];
    active.list = null;
    serve();
  });

  it('shows the week Monday to Sunday with its planned meals by day and slot, and whose shared ones are', async () => {
    await renderWithApp(<WeekSection />);
    const week = await screen.findByTestId('week-plan');
    await within(week).findByText('Shakshuka');
    const days = within(week).getAllByRole('heading', { level: 3 });
    expect(days).toHaveLength(7);
    const tuesdayItem = days[1]?.closest('li') as HTMLElement;
    expect(
      within(tuesdayItem)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Breakfast', 'Dinner']);
    expect(within(tuesdayItem).getByRole('button', { name: /Shakshuka/ })).toHaveTextContent('for 2 persons');
    const fridayItem = days[4]?.closest('li') as HTMLElement;
    expect(within(fridayItem).getByRole('button', { name: /Lasagne/ })).toHaveTextContent(
      'for 4 persons · planned by Anna',
    );
    expect(within(days[0]?.closest('li') as HTMLElement).getByText('Nothing planned')).toBeInTheDocument();
  });

  it('moves, changes and removes an own meal with a tap; another member’s it only logs', async () => {
    const user = userEvent.setup();
    callable.call.mockResolvedValue({});
    await renderWithApp(<WeekSection />);
    await user.click(await screen.findByRole('button', { name: /Shakshuka/ }));
    await user.selectOptions(screen.getByLabelText('Day'), friday);
    expect(callable.call).toHaveBeenLastCalledWith('updatePlan', { planId: 'p1', day: friday });
    await user.selectOptions(screen.getByLabelText('Meal'), 'lunch');
    expect(callable.call).toHaveBeenLastCalledWith('updatePlan', { planId: 'p1', slot: 'lunch' });
    await user.click(screen.getByRole('button', { name: 'More persons' }));
    await waitFor(() =>
      expect(callable.call).toHaveBeenLastCalledWith('updatePlan', { planId: 'p1', persons: 3 }),
    );

    await user.click(screen.getByRole('button', { name: 'Remove “Shakshuka” from the plan' }));
    expect(callable.call).toHaveBeenLastCalledWith('unplanRecipe', { planId: 'p1' });
    expect(await screen.findByText('“Shakshuka” removed from the plan')).toBeInTheDocument();
    // The row is about to go: the focus goes to the week rather than nowhere.
    expect(screen.getByRole('heading', { name: 'Meal plan' })).toHaveFocus();

    // Another member's plan: it can be logged, not moved or removed.
    await user.click(screen.getByRole('button', { name: /Lasagne/ }));
    const panel = screen.getByRole('button', { name: /Lasagne/ }).closest('li') as HTMLElement;
    expect(within(panel).queryByLabelText('Day')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('logs a planned meal of today or earlier as eaten in one tap', async () => {
    const user = userEvent.setup();
    own.push(plan({ id: 'p0', day: localDay(), slot: 'lunch', title: 'Soup' }));
    callable.call.mockResolvedValue({ mealId: 'e1', nutrition: {}, day: localDay(), slot: 'lunch' });
    await renderWithApp(<WeekSection />);
    await user.click(await screen.findByRole('button', { name: /Soup/ }));
    await user.click(screen.getByRole('button', { name: 'Log as eaten' }));
    expect(callable.call).toHaveBeenCalledWith('logPlanned', {
      planId: 'p0',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    const today = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'short' }).format(
      new Date(),
    );
    expect(await screen.findByText(`Logged as eaten: Lunch, ${today}`)).toBeInTheDocument();
    own.pop();
  });

  it('pages to the week before and after, reading the plans of those days', async () => {
    const user = userEvent.setup();
    await renderWithApp(<WeekSection />);
    await screen.findByText('Shakshuka');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText(/Nothing planned this week/)).toBeInTheDocument();
    const lastDays = queries.served.specs
      .map((spec) => (spec as QuerySpec).where?.find(([key]) => key === 'day')?.[2] as string[] | undefined)
      .filter(Boolean)
      .at(-1);
    expect(lastDays?.[0]).toBe(addDays(monday, 7));
    await user.click(screen.getByRole('button', { name: 'Back to this week' }));
    expect(await screen.findByText('Shakshuka')).toBeInTheDocument();
  });

  it('adds the week to the list picked, says what was added and merged, and offers the staples unticked', async () => {
    const user = userEvent.setup();
    callable.call.mockResolvedValueOnce({
      added: 5,
      merged: 2,
      plans: 3,
      staples: [
        { item: 'salt', amount: 0, unit: '' },
        { item: 'olive oil', amount: 3, unit: 'tbsp' },
      ],
    });
    await renderWithApp(<WeekSection />);
    await screen.findByText('Shakshuka');
    await user.selectOptions(screen.getByLabelText('Shopping list'), 'cabin');
    await user.click(screen.getByRole('button', { name: 'Add this week to Cabin' }));
    expect(callable.call).toHaveBeenCalledWith('addPlanToList', {
      from: monday,
      to: addDays(monday, 6),
      listId: 'cabin',
    });
    expect(await screen.findByText('Cabin: 5 added, 2 merged')).toBeInTheDocument();

    const staples = screen.getByRole('group', { name: 'Pantry staples' });
    const boxes = within(staples).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false]);
    callable.call.mockResolvedValueOnce({ added: 1, merged: 0 });
    await user.click(within(staples).getByRole('checkbox', { name: /olive oil/ }));
    await user.click(within(staples).getByRole('button', { name: 'Add 1 staple' }));
    expect(callable.call).toHaveBeenLastCalledWith('addIngredientsToList', {
      listId: 'cabin',
      persons: 1,
      ingredients: [{ item: 'olive oil', amount: 3, unit: 'tbsp' }],
      opId: expect.any(String),
    });
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Pantry staples' })).not.toBeInTheDocument(),
    );
  });

  it('sends the week and its staples to a list even where Groceries has the personal items open', async () => {
    const user = userEvent.setup();
    active.list = '~personal';
    callable.call.mockResolvedValueOnce({
      added: 1,
      merged: 0,
      plans: 2,
      staples: [{ item: 'salt', amount: 1, unit: 'tsp' }],
    });
    await renderWithApp(<WeekSection />);
    await screen.findByText('Shakshuka');
    await user.click(screen.getByRole('button', { name: 'Add this week to Home' }));
    expect(callable.call).toHaveBeenCalledWith('addPlanToList', expect.objectContaining({ listId: 'home' }));
    callable.call.mockResolvedValueOnce({ added: 1, merged: 0 });
    await user.click(await screen.findByRole('checkbox', { name: /salt/ }));
    await user.click(screen.getByRole('button', { name: 'Add 1 staple' }));
    expect(callable.call).toHaveBeenLastCalledWith(
      'addIngredientsToList',
      expect.objectContaining({ listId: 'home', ingredients: [{ item: 'salt', amount: 1, unit: 'tsp' }] }),
    );
  });
});
