// The diary of one day (/history?day=): the four slots in the order of a day with their subtotals, a food
// entry's foods with their servings and sources, "+ Add food" for the slot tapped, a slot copied to today,
// the day's water, and the day before and after.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as world from '../../testing/history-store';
import { renderWithApp } from '../../testing/render';
import HistoryPage from './history-page';

vi.mock('../../lib/firestore', () => import('../../testing/history-store'));
vi.mock('../../hooks/use-auth', () => import('../../testing/history-store'));
vi.mock('../../lib/callable', () => import('../../testing/history-store'));
vi.mock('../../domains/account/hooks/use-profile', () => import('../../testing/history-store'));

const bananaEntry = (id: string, day: string, slot: string, hoursAgo: number): world.StoredMeal => ({
  ...world.eaten(id, day, slot, 105, hoursAgo),
  description: 'Bananas, raw',
  source: 'foods',
  protein: 1.3,
  carbs: 27,
  fat: 0.4,
  items: [
    {
      id: 'r1',
      name: 'Bananas, raw',
      grams: 118,
      calories: 105,
      protein: 1.3,
      carbs: 27,
      fat: 0.4,
      source: 'database',
      foodId: 'sr24:09040',
      serving: { quantity: 1, unit: 'medium', grams: 118 },
    },
  ],
});

const slotOf = (name: string) => screen.getByRole('region', { name });

describe('the diary day', () => {
  beforeEach(() => {
    world.resetStore();
    world.history.profile = { ...world.completeProfile, shoppingLists: [], waterTarget: 2000 };
  });

  it('shows Breakfast, Lunch, Dinner and Snacks in that order, each with its entries and subtotal', async () => {
    world.store.meals = [
      world.eaten('late', world.yesterday, 'dinner', 700, 30),
      bananaEntry('b1', world.yesterday, 'breakfast', 40),
      world.eaten('l1', world.yesterday, 'lunch', 500, 35),
    ];
    world.store.docs.days = [world.dayDoc(world.yesterday, 1305, 3)];
    await renderWithApp(<HistoryPage />, { route: `/history?day=${world.yesterday}` });
    await screen.findByText('Eaten l1');
    const slots = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(slots.slice(0, 4)).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snacks']);
    expect(within(slotOf('Breakfast')).getByTestId('slot-kcal')).toHaveTextContent('105 kcal');
    expect(within(slotOf('Lunch')).getByTestId('slot-kcal')).toHaveTextContent('500 kcal');
    expect(within(slotOf('Snacks')).getByTestId('slot-kcal')).toHaveTextContent('0 kcal');
    expect(slotOf('Lunch')).toHaveTextContent('P 5 g · C 20 g · F 10 g');
    // A food entry lists its food with its serving, grams, kcal and source.
    const food = within(slotOf('Breakfast')).getByTestId('diary-food');
    expect(food).toHaveTextContent('Bananas, raw');
    expect(food).toHaveTextContent('1 x medium (118 g)');
    expect(food).toHaveTextContent('105 kcal');
    expect(within(food).getByTestId('source-mark')).toHaveTextContent('USDA');
    // Every slot, empty or not, has its "+ Add food".
    expect(screen.getAllByRole('button', { name: /^Add food to / })).toHaveLength(4);
  });

  it('opens "+ Add food" for the slot tapped, on the day shown', async () => {
    const user = userEvent.setup();
    await renderWithApp(<HistoryPage />, { route: `/history?day=${world.yesterday}` });
    await user.click(await screen.findByRole('button', { name: 'Add food to Dinner' }));
    expect(screen.getByRole('dialog', { name: 'Add to Dinner · Yesterday' })).toBeInTheDocument();
  });

  it("copies yesterday's breakfast to today's breakfast", async () => {
    const user = userEvent.setup();
    world.store.meals = [bananaEntry('b1', world.yesterday, 'breakfast', 30)];
    world.store.docs.days = [world.dayDoc(world.yesterday, 105, 1)];
    world.call.mockResolvedValue({ mealIds: ['copy-1'] });
    await renderWithApp(<HistoryPage />, { route: `/history?day=${world.yesterday}` });
    await user.click(await screen.findByRole('button', { name: 'Copy, move or delete Breakfast' }));
    const breakfast = slotOf('Breakfast');
    expect(within(breakfast).getByLabelText('To day')).toHaveValue(world.today);
    await user.click(within(breakfast).getByRole('button', { name: 'Copy' }));
    expect(world.call).toHaveBeenCalledWith('copyDay', {
      fromDay: world.yesterday,
      slot: 'breakfast',
      toDay: world.today,
      timeZone: expect.any(String),
    });
    expect(await screen.findByText('1 entry copied to Breakfast, Today')).toBeInTheDocument();
  });

  it('counts glasses of water against the target, one glass a tap', async () => {
    const user = userEvent.setup();
    world.store.docs.days = [{ ...world.dayDoc(world.today, 0, 0), water: 750 }];
    world.call.mockResolvedValue({ day: world.today, glasses: 4, water: 1000 });
    await renderWithApp(<HistoryPage />, { route: `/history?day=${world.today}` });
    await waitFor(() => expect(screen.getByTestId('water-amount')).toHaveTextContent('0.75 / 2 l'));
    expect(screen.getByText('3 glasses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One glass more' }));
    expect(world.call).toHaveBeenCalledWith('logWater', {
      day: world.today,
      timeZone: expect.any(String),
      glasses: 4,
    });
    expect(screen.getByText('4 glasses')).toBeInTheDocument();
  });

  it('changes the daily water target in steps of 250 ml', async () => {
    const user = userEvent.setup();
    world.call.mockResolvedValue({ profile: {} });
    await renderWithApp(<HistoryPage />, { route: `/history?day=${world.today}` });
    await user.click(await screen.findByRole('button', { name: 'Target' }));
    const target = screen.getByRole('combobox', { name: 'Daily target' });
    expect(target).toHaveDisplayValue('2 l');
    await user.selectOptions(target, '2.5 l');
    expect(world.call).toHaveBeenCalledWith('updateProfile', { waterTarget: 2500 });
  });

  it('steps to the day before, and to the day after up to today only', async () => {
    await renderWithApp(<HistoryPage />, { route: `/history?day=${world.yesterday}` });
    const nav = await screen.findByRole('navigation', { name: 'Choose a day' });
    expect(within(nav).getByRole('link', { name: 'Next day' })).toHaveAttribute(
      'href',
      `/history?day=${world.today}`,
    );
    expect(within(nav).getByLabelText('Day')).toHaveValue(world.yesterday);
    expect(within(nav).getByRole('link', { name: 'Today' })).toBeInTheDocument();
  });
});
