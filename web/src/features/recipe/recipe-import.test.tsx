import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as callable from '../../testing/fake-callable';
import { renderWithApp } from '../../testing/render';
import { Where } from '../../testing/where';
import RecipePage from './recipe-page';
import { recipeSession } from './recipe-session';

vi.mock('../../lib/callable', () => import('../../testing/fake-callable'));
vi.mock('../../lib/firestore', () => import('../../testing/fake-queries'));
vi.mock('../../domains/lists/hooks/use-active-list', () => ({ useActiveList: () => ['list-1', vi.fn()] }));
vi.mock('../../domains/account/hooks/use-profile', () => ({
  useProfile: () => ({ profile: { shoppingLists: ['list-1'] }, loading: false }),
}));
vi.mock('../../hooks/use-auth', () => ({ useAuth: () => ({ user: { uid: 'me' } }) }));

const ADDRESS = 'http://127.0.0.1:8025/recipes/shakshuka.html';

const imported = {
  mealId: 'meal-9',
  recipe: {
    title: 'Shakshuka',
    servings: 4,
    ingredients: [
      { item: 'egg', amount: 6, unit: 'pcs', original: '6 eggs', food: 'Egg, whole, raw' },
      { item: 'tomato', amount: 800, unit: 'g', original: '800 g tomatoes', food: 'Tomatoes, raw' },
      { item: 'salt', amount: 0, unit: '', original: 'salt to taste' },
    ],
    instructions: ['Soften the onion.', 'Crack in the eggs.'],
    sourceUrl: ADDRESS,
    nutritionPerServing: { calories: 210, protein: 13, carbs: 12, fat: 12 },
    coverage: { matched: 2, total: 3 },
    times: { prep: 10, cook: 25 },
    readBy: 'structured',
  },
};

describe('a recipe from a web address', () => {
  beforeEach(() => {
    callable.call.mockReset();
    recipeSession.reset();
  });

  it('imports the address and shows the recipe with its source, its coverage and its figures per serving', async () => {
    const user = userEvent.setup();
    callable.call.mockResolvedValue(imported);
    await renderWithApp(<RecipePage />);
    const field = screen.getByLabelText('Recipe page address');
    expect(field).toHaveAttribute('type', 'url');
    await user.type(field, `  ${ADDRESS} `);
    await user.click(screen.getByRole('button', { name: 'Import recipe' }));

    expect(callable.call).toHaveBeenCalledWith('importRecipeFromUrl', { url: ADDRESS });
    const result = await screen.findByTestId('imported-recipe');
    expect(within(result).getByRole('heading', { name: 'Shakshuka' })).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: '127.0.0.1:8025' })).toHaveAttribute('href', ADDRESS);
    expect(within(result).getByTestId('import-coverage')).toHaveTextContent(
      'Nutrition per serving from the food table for 2 of 3 ingredients',
    );
    expect(within(result).getByTestId('tile-calories')).toHaveTextContent('210 kcal');
    expect(within(result).getByTestId('import-times')).toHaveTextContent('Prep 10 min · Cook 25 min');
    // Written for 4 persons; a line without an amount reads as the page wrote it.
    expect(within(result).getByTestId('persons-value')).toHaveTextContent('4');
    expect(within(result).getByText('egg').closest('label')).toHaveTextContent('6 pcs');
    expect(within(result).getByText('salt to taste')).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Plan it' })).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'I ate this' })).toBeInTheDocument();
  });

  it('says in the user’s language why a page gave no recipe, and shows none', async () => {
    const user = userEvent.setup();
    callable.call.mockRejectedValue(new callable.CallError('recipe.noRecipeFound'));
    await renderWithApp(<RecipePage />, { language: 'de' });
    await user.type(screen.getByLabelText('Adresse der Rezeptseite'), 'https://example.com/blog');
    await user.click(screen.getByRole('button', { name: 'Rezept importieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Auf dieser Seite wurde kein Rezept gefunden.',
    );
    expect(screen.getByLabelText('Adresse der Rezeptseite')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('imported-recipe')).not.toBeInTheDocument();
  });

  it('fills the address in from a share and leaves the address bar clean', async () => {
    await renderWithApp(
      <Routes>
        <Route
          path="/recipe"
          element={
            <>
              <RecipePage />
              <Where />
            </>
          }
        />
      </Routes>,
      { route: `/recipe?title=Shakshuka&text=${encodeURIComponent(`Look at this ${ADDRESS}`)}` },
    );
    expect(await screen.findByLabelText('Recipe page address')).toHaveValue(ADDRESS);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/recipe$/);
    expect(callable.call).not.toHaveBeenCalledWith('importRecipeFromUrl', expect.anything());
  });
});
