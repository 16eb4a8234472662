import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import * as callable from '../../../testing/fake-callable';
import { renderWithApp } from '../../../testing/render';
import type { MealUpdate } from '../meal-rows';
import { MealCorrection } from './meal-correction';

vi.mock('../../../lib/callable', () => import('../../../testing/fake-callable'));

const answer: MealUpdate = {
  mealId: 'meal-1',
  nutrition: {
    description: 'Coffee with milk',
    ingredients: [],
    calories: 130,
    protein: 8,
    carbs: 12,
    fat: 5,
    macroCalories: 0,
    consistent: true,
    items: [{ id: 'm1', name: 'milk', grams: 250, calories: 130, protein: 8, carbs: 12, fat: 5 }],
  },
};

it('says nothing changed when the words were not acted on, keeps them and keeps the undo', async () => {
  const user = userEvent.setup();
  const updates: string[] = [];
  function Harness() {
    const [canUndo, setCanUndo] = useState(true);
    return (
      <MealCorrection
        mealId="meal-1"
        canUndo={canUndo}
        onUpdated={(_u, change) => {
          updates.push(change);
          setCanUndo(change === 'corrected');
        }}
      />
    );
  }
  callable.call.mockResolvedValue({ ...answer, unchanged: true });
  await renderWithApp(<Harness />);
  await user.type(screen.getByLabelText('Fix it in words'), 'the milk was 100 ml, not 250');
  await user.click(screen.getByRole('button', { name: 'Fix estimate' }));
  expect(await screen.findByText('Nothing changed. Try saying it another way.')).toBeInTheDocument();
  expect(screen.queryByText('Estimate updated.')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Fix it in words')).toHaveValue('the milk was 100 ml, not 250');
  expect(screen.getByRole('button', { name: 'Restore previous estimate' })).toBeInTheDocument();
  expect(updates).toEqual([]);
});
