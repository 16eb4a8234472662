import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as callable from '../../../testing/fake-callable';
import { served } from '../../../testing/fake-queries';
import { expectRowsSent } from '../../../testing/meal-updates';
import { renderWithApp } from '../../../testing/render';
import type { MealRow } from '../meal-rows';
import { MealRowsEditor } from './meal-rows-editor';

vi.mock('../../../lib/callable', () => import('../../../testing/fake-callable'));
vi.mock('../../../lib/firestore', () => import('../../../testing/fake-queries'));
vi.mock('../../../hooks/use-auth', () => import('../../../testing/fake-auth'));

const oil: MealRow = { name: 'Olive oil', grams: 10, calories: 88, protein: 0, carbs: 0, fat: 10 };
const rice: MealRow = { id: 'a', name: 'Rice', grams: 150, calories: 195, protein: 4, carbs: 42, fat: 0.4 };
const spread: MealRow = { name: 'Nutella', grams: 20, calories: 108, protein: 1.3, carbs: 11.5, fat: 6.2 };
const granola: MealRow = {
  name: 'Granola',
  grams: 45,
  calories: 200,
  protein: 5,
  carbs: 30,
  fat: 7,
  fiber: 4,
};
const eaten = (id: string, items: MealRow[], extra: Record<string, unknown> = {}) => ({
  id,
  user_id: 'u1',
  description: id,
  timestamp: null,
  day: '2026-11-24',
  items,
  ...extra,
});

describe('recent foods in the rows editor', () => {
  beforeEach(() => {
    callable.call.mockReset();
    served.specs = [];
    served.rows = [
      eaten('m1', [
        { ...oil, source: 'database', foodId: '04053' },
        { ...spread, name: 'Chicken curry', grams: 350, source: 'ai' },
        { ...rice, source: 'database', foodId: '20445' },
      ]),
      eaten('m2', [
        // The same oil as an id that names its table: one food.
        { ...oil, grams: 15, source: 'database', foodId: 'sr24:04053' },
        { ...spread, source: 'barcode', barcode: '3017620422003' },
        { ...granola, source: 'label', micros: { iron: 1.8 } },
        { ...granola, name: 'Soup' },
      ]),
      eaten('recipe', [{ ...oil, name: 'Flour', source: 'database', foodId: '20081' }], {
        day: undefined,
        type: 'recipe',
      }),
    ];
  });

  it('offers each known food once, newest first, at its grams; not estimates, recipes or what the meal has', async () => {
    // The meal's rice by its table-named id is the recent rice's bare NDB number: not offered.
    await renderWithApp(
      <MealRowsEditor mealId="meal-1" items={[{ ...rice, source: 'database', foodId: 'sr24:20445' }]} />,
    );
    const list = await screen.findByRole('list', { name: 'Recent foods' });
    const chips = within(list).getAllByRole('button');
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Add Olive oil, 10 g',
      'Add Nutella, 20 g',
      'Add Granola, 45 g',
    ]);
    expect(chips[0]).toHaveTextContent('10 g · 88 kcal');
    // One read: the newest meals, the query History's first page and the camera chips make.
    expect(served.specs).toEqual([
      { collection: 'meals', where: [['user_id', '==', 'u1']], orderBy: [['timestamp', 'desc']], limit: 10 },
    ]);
  });

  it.each([
    ['a table food by its id', 'Add Olive oil, 10 g', { name: 'Olive oil', grams: 10, foodId: '04053' }],
    [
      'a product by its barcode',
      'Add Nutella, 20 g',
      { name: 'Nutella', grams: 20, barcode: '3017620422003' },
    ],
    [
      'a label’s row with its figures, vitamins and minerals',
      'Add Granola, 45 g',
      { ...granola, micros: { iron: 1.8 }, source: 'label' },
    ],
  ])('adds %s in one tap', async (_what, button, sent) => {
    const user = userEvent.setup();
    callable.call.mockResolvedValue({ mealId: 'meal-1', nutrition: { items: [] } });
    await renderWithApp(<MealRowsEditor mealId="meal-1" items={[rice]} />);
    await user.click(await screen.findByRole('button', { name: button }));
    expectRowsSent(callable.call, [{ id: 'a', name: 'Rice', grams: 150 }, sent]);
  });

  it('is not offered, nor read, where the rows cannot be changed', async () => {
    await renderWithApp(<MealRowsEditor mealId="meal-1" items={[rice]} readOnly />);
    expect(screen.getByText('Rice')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent foods' })).not.toBeInTheDocument();
    expect(served.specs).toEqual([]);
  });
});
