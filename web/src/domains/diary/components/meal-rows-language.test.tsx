import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as callable from '../../../testing/fake-callable';
import { expectRowsSent, retype } from '../../../testing/meal-updates';
import { renderWithApp } from '../../../testing/render';
import type { MealRow } from '../meal-rows';
import { MealRowsEditor } from './meal-rows-editor';

vi.mock('../../../lib/callable', () => import('../../../testing/fake-callable'));
const mocks = { call: vi.mocked(callable.call) };

// Rows made while the app spoke English: one named as the table names its food, one in the model's words.
const rows: MealRow[] = [
  {
    id: 'r1',
    name: 'Chicken breast',
    grams: 150,
    calories: 248,
    protein: 46.5,
    carbs: 0,
    fat: 5.4,
    source: 'database',
    foodId: 'sr24:05064',
    foodName: 'Chicken, broilers or fryers, breast, meat only, cooked, roasted',
  },
  {
    id: 'r2',
    name: 'Berries',
    grams: 80,
    calories: 46,
    protein: 0.6,
    carbs: 11.6,
    fat: 0.3,
    source: 'database',
    foodId: 'sr24:09050',
    foodName: 'Blueberries, raw',
  },
];

describe('rows of table foods in the reader’s language', () => {
  beforeEach(() => mocks.call.mockReset());

  it('a German reader sees the table’s German names; the user’s words and what is sent stay as written', async () => {
    const user = userEvent.setup();
    mocks.call.mockResolvedValue({} as never);
    await renderWithApp(<MealRowsEditor mealId="meal-1" items={rows} />, { language: 'de' });
    const grams = await screen.findByRole('textbox', { name: 'Gramm von Hähnchenbrust' });
    const [chicken, berries] = screen.getAllByTestId('meal-row') as [HTMLElement, HTMLElement];
    expect(within(chicken).getByTestId('row-food')).toHaveTextContent('Hähnchenbrust');
    expect(chicken).not.toHaveTextContent(/Chicken/);
    expect(within(berries).getByText('Berries')).toBeInTheDocument();
    expect(within(berries).getByTestId('row-food')).toHaveTextContent('Heidelbeeren');
    await retype(user, grams, '200');
    expectRowsSent(mocks.call, [
      { id: 'r1', name: 'Chicken breast', grams: 200 },
      { id: 'r2', name: 'Berries', grams: 80 },
    ]);
  });

  it('in English the rows read as they were made', async () => {
    await renderWithApp(<MealRowsEditor mealId="meal-1" items={rows} readOnly />);
    const [chicken] = screen.getAllByTestId('meal-row') as [HTMLElement];
    expect(within(chicken).getByText('Chicken breast')).toBeInTheDocument();
    expect(within(chicken).getByTestId('row-food')).toHaveTextContent('Chicken, broilers or fryers');
  });
});
