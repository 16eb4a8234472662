import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as callable from '../../testing/fake-callable';
import { logRecipeCall } from '../../testing/recipe-calls';
import { renderWithApp } from '../../testing/render';
import RecipePage from './recipe-page';
import { recipeSession } from './recipe-session';

vi.mock('../../lib/callable', () => import('../../testing/fake-callable'));
vi.mock('../../domains/lists/hooks/use-active-list', () => ({ useActiveList: () => ['list-1', vi.fn()] }));
vi.mock('../../domains/account/hooks/use-profile', () => ({
  useProfile: () => ({ profile: { shoppingLists: ['list-1'] } }),
}));
const auth = vi.hoisted(() => ({ uid: 'me' }));
vi.mock('../../hooks/use-auth', () => ({ useAuth: () => ({ user: { uid: auth.uid } }) }));

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

/** The page once the user asked for a recipe of `prompt`. */
async function askForRecipe(user: ReturnType<typeof userEvent.setup>, prompt: string) {
  const view = await renderWithApp(<RecipePage />);
  await user.type(screen.getByLabelText('Ingredients or meal description'), prompt);
  await user.click(screen.getByRole('button', { name: 'Generate recipe' }));
  return view;
}

describe('RecipePage', () => {
  beforeEach(() => {
    callable.call.mockReset();
    recipeSession.reset();
    auth.uid = 'me';
  });

  it('requires a description before generating', async () => {
    const user = userEvent.setup();
    await renderWithApp(<RecipePage />);
    const prompt = screen.getByLabelText('Ingredients or meal description');
    expect(prompt).toBeRequired();
    expect(prompt).toHaveAttribute('placeholder', expect.stringContaining('One ingredient per line'));
    const generate = screen.getByRole('button', { name: 'Generate recipe' });
    expect(generate).toBeDisabled();
    await user.type(prompt, '   ');
    expect(generate).toBeDisabled();
    expect(callable.call).not.toHaveBeenCalled();
  });

  it('generates with the chosen dietary labels, shows the generating state, then the recipe', async () => {
    const user = userEvent.setup();
    let answer!: (v: unknown) => void;
    callable.call.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderWithApp(<RecipePage />);
    await user.type(screen.getByLabelText('Ingredients or meal description'), 'chicken{enter}rice');
    await user.click(screen.getByRole('button', { name: 'Vegan', pressed: false }));
    expect(screen.getByRole('button', { name: 'Vegan' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Generate recipe' }));

    expect(callable.call).toHaveBeenCalledWith('generateRecipe', {
      prompt: 'chicken\nrice\n\nThe recipe must be: Vegan.',
    });
    expect(screen.getByRole('button', { name: /Generating recipe/ })).toBeDisabled();

    answer(generated);
    expect(await screen.findByRole('heading', { name: 'Chicken rice bowl' })).toBeInTheDocument();
    expect(screen.getByTestId('tile-calories')).toHaveTextContent('520 kcal');
    expect(screen.getByText('Chicken breast').closest('label')).toHaveTextContent('150 g');
    expect(screen.getByText('Grill the chicken.').closest('ol')).not.toBeNull();
  });

  it('says the figures are per person once the recipe is for more, and logs it as eaten by portions', async () => {
    const user = userEvent.setup();
    callable.call.mockResolvedValueOnce({ ...generated, mealId: 'recipe-7' });
    await askForRecipe(user, 'chicken and rice');
    await screen.findByRole('heading', { name: 'Chicken rice bowl' });
    expect(screen.queryByText('Per person')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More persons' }));
    expect(screen.getByText('Per person')).toBeInTheDocument();
    expect(screen.getByTestId('tile-calories')).toHaveTextContent('520 kcal');

    callable.call.mockResolvedValueOnce({
      mealId: 'eaten-1',
      nutrition: { ...generated.nutritionData, description: 'Chicken rice bowl', ingredients: [], items: [] },
      day: '2026-03-01',
      slot: 'dinner',
    });
    await user.click(screen.getByRole('button', { name: 'More portions' }));
    await user.click(screen.getByRole('button', { name: 'I ate this' }));
    expect(callable.call).toHaveBeenLastCalledWith(...logRecipeCall('recipe-7', 1.5));
    expect(await screen.findByText('Added to today (Dinner)')).toBeInTheDocument();
  });

  it("shows 'Failed to generate recipe. Please try again.' when generation fails", async () => {
    const user = userEvent.setup();
    callable.call.mockRejectedValue(new callable.CallError('recipe.generateError'));
    await askForRecipe(user, 'pasta');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to generate recipe. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Generate recipe' })).toBeEnabled();
  });

  it('keeps the prompt, choices, recipe, persons and ticks after a look at another tab', async () => {
    const user = userEvent.setup();
    callable.call.mockResolvedValue(generated);
    const first = await renderWithApp(<RecipePage />);
    await user.type(screen.getByLabelText('Ingredients or meal description'), 'chicken and rice');
    await user.click(screen.getByRole('button', { name: 'Vegan' }));
    await user.click(screen.getByRole('button', { name: 'Generate recipe' }));
    await screen.findByRole('heading', { name: 'Chicken rice bowl' });
    await user.click(screen.getByRole('button', { name: 'More persons' }));
    await user.click(screen.getByRole('checkbox', { name: /Rice/ }));
    first.unmount();

    await renderWithApp(<RecipePage />);
    expect(screen.getByLabelText('Ingredients or meal description')).toHaveValue('chicken and rice');
    expect(screen.getByRole('button', { name: 'Vegan' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Chicken rice bowl' })).toBeInTheDocument();
    expect(screen.getByTestId('persons-value')).toHaveTextContent('2');
    expect(screen.getByText('Chicken breast').closest('label')).toHaveTextContent('300 g');
    expect(screen.getByRole('checkbox', { name: /Rice/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Chicken breast/ })).not.toBeChecked();
    expect(callable.call).toHaveBeenCalledTimes(1);
  });

  it('shows a recipe that arrived while the user was on another tab, and a new one starts afresh', async () => {
    const user = userEvent.setup();
    let answer!: (v: unknown) => void;
    callable.call.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const first = await askForRecipe(user, 'chicken');
    first.unmount();
    answer(generated);

    await renderWithApp(<RecipePage />);
    expect(await screen.findByRole('heading', { name: 'Chicken rice bowl' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Rice/ }));
    callable.call.mockResolvedValueOnce({
      ...generated,
      recipe: { ...generated.recipe, title: 'Rice bowl' },
    });
    await user.click(screen.getByRole('button', { name: 'Generate recipe' }));
    expect(await screen.findByRole('heading', { name: 'Rice bowl' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Rice/ })).not.toBeChecked();
  });

  it('starts empty for another user signing in on the same tab', async () => {
    const user = userEvent.setup();
    callable.call.mockResolvedValue(generated);
    const first = await askForRecipe(user, 'chicken');
    await screen.findByRole('heading', { name: 'Chicken rice bowl' });
    first.unmount();

    auth.uid = 'someone-else';
    await renderWithApp(<RecipePage />);
    expect(screen.getByLabelText('Ingredients or meal description')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Chicken rice bowl' })).not.toBeInTheDocument();
  });

  it('generates the recipe of a meal the camera sent, once, in German', async () => {
    callable.call.mockResolvedValue({ ...generated, mealId: 'meal-1' });
    await renderWithApp(<RecipePage />, {
      route: { pathname: '/', state: { recipeForMeal: 'meal-1' } },
      language: 'de',
    });
    expect(await screen.findByRole('heading', { name: 'Chicken rice bowl' })).toBeInTheDocument();
    expect(callable.call).toHaveBeenCalledWith('generateRecipe', { mealId: 'meal-1' });
    expect(callable.call).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Alle zur Liste hinzufügen' })).toBeInTheDocument();
  });
});
