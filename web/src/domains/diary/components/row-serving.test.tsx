// A row counted in a serving, in the rows editor: its quantity changed (the grams follow), another unit of
// its food taken from the table, or grams, after which the row is counted in grams.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as callable from '../../../testing/fake-callable';
import { served } from '../../../testing/fake-queries';
import { expectLastRowsSent, retype } from '../../../testing/meal-updates';
import { renderWithApp } from '../../../testing/render';
import { tableBread } from '../../../testing/table-foods';
import type { MealRow } from '../meal-rows';
import { MealRowsEditor } from './meal-rows-editor';

vi.mock('../../../lib/callable', () => import('../../../testing/fake-callable'));
vi.mock('../../../lib/firestore', () => import('../../../testing/fake-queries'));
vi.mock('../../../hooks/use-auth', () => import('../../../testing/fake-auth'));

const bread: MealRow = {
  id: 'r1',
  name: 'Bread, whole-wheat',
  grams: 56,
  calories: 138,
  protein: 7,
  carbs: 23,
  fat: 2,
  source: 'database',
  foodId: 'sr24:18075',
  foodName: 'Bread, whole-wheat',
  serving: { quantity: 2, unit: 'slice', grams: 28 },
};
const oats: MealRow = { id: 'r2', name: 'Oats', grams: 40, calories: 150, protein: 5, carbs: 27, fat: 3 };

/** The row list updateMeal was last sent: the bread row as given, the oats row untouched. */
const lastSent = (breadRow: Record<string, unknown>) =>
  expectLastRowsSent(callable.call, [
    { id: 'r1', name: 'Bread, whole-wheat', ...breadRow },
    { id: 'r2', name: 'Oats', grams: 40 },
  ]);

describe('a row counted in a serving', () => {
  beforeEach(() => {
    callable.call.mockReset();
    served.rows = [];
    callable.call.mockImplementation(async (name: string) =>
      name === 'searchFoods' ? { foods: [tableBread] } : { mealId: 'meal-1', nutrition: { items: [] } },
    );
  });

  it('shows its quantity and unit with the grams, and sends a new quantity as a serving', async () => {
    const user = userEvent.setup();
    await renderWithApp(<MealRowsEditor mealId="meal-1" items={[bread, oats]} />);
    const quantity = screen.getByLabelText('Quantity of Bread, whole-wheat');
    expect(quantity).toHaveValue('2');
    expect(screen.getByTestId('serving-grams')).toHaveTextContent('56 g');
    await retype(user, quantity, '3');
    lastSent({ grams: 84, serving: { quantity: 3, unit: 'slice', grams: 28 } });
  });

  it("offers the food's other units from the table, and grams, which make it a row in grams", async () => {
    const user = userEvent.setup();
    await renderWithApp(<MealRowsEditor mealId="meal-1" items={[bread, oats]} />);
    const unit = screen.getByRole('combobox', { name: 'Unit' });
    await user.click(unit);
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'slice, large (38 g)' })).toBeInTheDocument(),
    );
    await user.selectOptions(unit, 'slice, large');
    lastSent({ grams: 38, serving: { quantity: 1, unit: 'slice, large', grams: 38 } });
    await user.selectOptions(unit, 'g');
    lastSent({ grams: 56 });
  });
});
