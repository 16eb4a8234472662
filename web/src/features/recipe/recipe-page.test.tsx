import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../components/recipe/test-render';
import RecipePage from './recipe-page';

const mocks = vi.hoisted(() => {
  class CallError extends Error {
    constructor(readonly code: string) {
      super(code);
    }
  }
  return { call: vi.fn(), CallError };
});
vi.mock('../../lib/callable', () => ({ call: mocks.call, CallError: mocks.CallError }));
vi.mock('../../lib/active-list', () => ({ useActiveList: () => ['list-1', vi.fn()] }));
vi.mock('../../lib/profile', () => ({ useProfile: () => ({ profile: { shoppingLists: ['list-1'] } }) }));

const generated = {
  recipe: {
    title: 'Chicken rice bowl',
    ingredients: [
      { item: 'Chicken breast', amount: 150, unit: 'g' },
      { item: 'Rice', amount: 75, unit: 'g' },
    ],
    instructions: ['Cook the rice.', 'Grill the chicken.'],
    persons: 1,
  },
  nutritionData: { calories: 520, protein: 42, carbs: 60, fat: 9 },
  macroCalories: 489,
  consistent: true,
};

describe('RecipePage', () => {
  beforeEach(() => {
    mocks.call.mockReset();
  });

  it('requires a description before generating', async () => {
    const user = userEvent.setup();
    renderWithApp(<RecipePage />);
    const prompt = screen.getByLabelText('Ingredients or meal description');
    expect(prompt).toBeRequired();
    expect(prompt).toHaveAttribute('placeholder', expect.stringContaining('One ingredient per line'));
    const generate = screen.getByRole('button', { name: 'Generate recipe' });
    expect(generate).toBeDisabled();
    await user.type(prompt, '   ');
    expect(generate).toBeDisabled();
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('generates with the chosen dietary labels, shows the generating state, then the recipe', async () => {
    const user = userEvent.setup();
    let answer!: (v: unknown) => void;
    mocks.call.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithApp(<RecipePage />);
    await user.type(screen.getByLabelText('Ingredients or meal description'), 'chicken{enter}rice');
    await user.click(screen.getByRole('button', { name: 'Vegan', pressed: false }));
    expect(screen.getByRole('button', { name: 'Vegan' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Generate recipe' }));

    expect(mocks.call).toHaveBeenCalledWith('generateRecipe', {
      prompt: 'chicken\nrice\n\nThe recipe must be: Vegan.',
    });
    expect(screen.getByRole('button', { name: /Generating recipe/ })).toBeDisabled();

    answer(generated);
    expect(await screen.findByRole('heading', { name: 'Chicken rice bowl' })).toBeInTheDocument();
    expect(screen.getByTestId('tile-calories')).toHaveTextContent('520 kcal');
    expect(screen.getByText('Chicken breast').closest('label')).toHaveTextContent('150 g');
    expect(screen.getByText('Grill the chicken.').closest('ol')).not.toBeNull();
  });

  it("shows 'Failed to generate recipe. Please try again.' when generation fails", async () => {
    const user = userEvent.setup();
    mocks.call.mockRejectedValue(new mocks.CallError('recipe.generateError'));
    renderWithApp(<RecipePage />);
    await user.type(screen.getByLabelText('Ingredients or meal description'), 'pasta');
    await user.click(screen.getByRole('button', { name: 'Generate recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to generate recipe. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Generate recipe' })).toBeEnabled();
  });
});
