import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as callable from '../../../testing/fake-callable';
import { mealUpdate } from '../../../testing/meal-updates';
import { renderWithApp } from '../../../testing/render';
import { MealCorrection } from './meal-correction';

vi.mock('../../../lib/callable', () => import('../../../testing/fake-callable'));

/** The server's answer to a correction or its undo. */
const answer = mealUpdate('Rice and chicken', [
  { id: 'r1', name: 'rice', grams: 100, calories: 130, protein: 2.7, carbs: 28, fat: 0.3 },
]);

describe('MealCorrection', () => {
  beforeEach(() => {
    callable.call.mockReset();
  });

  /** The correction as an entry holds it: the undo offered after a correction (at first: `undo`); each
   * change it reports goes to `changes`. */
  function CorrectionHarness({ undo = false, changes = [] }: { undo?: boolean; changes?: string[] }) {
    const [canUndo, setCanUndo] = useState(undo);
    return (
      <MealCorrection
        mealId="meal-1"
        canUndo={canUndo}
        onUpdated={(_u, change) => {
          changes.push(change);
          setCanUndo(change === 'corrected');
        }}
      />
    );
  }

  it('sends the correction in words, then restores the previous estimate once', async () => {
    const user = userEvent.setup();
    callable.call.mockResolvedValue(answer);
    await renderWithApp(<CorrectionHarness />);
    expect(screen.queryByRole('button', { name: 'Restore previous estimate' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Fix it in words'), 'it was 200 g of rice, not 100');
    await user.click(screen.getByRole('button', { name: 'Fix estimate' }));
    expect(callable.call).toHaveBeenCalledWith('correctMeal', {
      mealId: 'meal-1',
      text: 'it was 200 g of rice, not 100',
    });
    expect(await screen.findByText('Estimate updated.')).toBeInTheDocument();
    expect(screen.getByLabelText('Fix it in words')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Restore previous estimate' }));
    expect(callable.call).toHaveBeenLastCalledWith('undoMealCorrection', { mealId: 'meal-1' });
    expect(await screen.findByText('Previous estimate restored.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore previous estimate' })).not.toBeInTheDocument();
  });

  it('says nothing changed when the words were not acted on, keeps them and keeps the undo', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    callable.call.mockResolvedValue({ ...answer, unchanged: true });
    await renderWithApp(<CorrectionHarness undo changes={changes} />);
    await user.type(screen.getByLabelText('Fix it in words'), 'the milk was 100 ml, not 250');
    await user.click(screen.getByRole('button', { name: 'Fix estimate' }));
    expect(await screen.findByText('Nothing changed. Try saying it another way.')).toBeInTheDocument();
    expect(screen.queryByText('Estimate updated.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Fix it in words')).toHaveValue('the milk was 100 ml, not 250');
    expect(screen.getByRole('button', { name: 'Restore previous estimate' })).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('asks for words before sending', async () => {
    const user = userEvent.setup();
    await renderWithApp(<CorrectionHarness />, { language: 'da' });
    await user.click(screen.getByRole('button', { name: 'Ret vurderingen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Skriv, hvad der skal være anderledes.');
    expect(callable.call).not.toHaveBeenCalled();
  });

  it('says when no food was recognised in the correction', async () => {
    const user = userEvent.setup();
    callable.call.mockRejectedValue(new callable.CallError('history.noFoodInText'));
    await renderWithApp(<CorrectionHarness />);
    await user.type(screen.getByLabelText('Fix it in words'), 'hmm');
    await user.click(screen.getByRole('button', { name: 'Fix estimate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't recognise any food in this text.",
    );
  });
});
