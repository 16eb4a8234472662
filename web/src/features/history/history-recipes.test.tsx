// History's recipes: an entry's recipe generated or stored, titles said once, a recipe logged as eaten,
// and the recipes shared with the user's lists.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../testing/history-mocks';
import * as world from '../../testing/history-store';
import { logRecipeCall } from '../../testing/recipe-calls';
import { renderWithApp } from '../../testing/render';
import HistoryPage from './history-page';

describe('HistoryPage: recipes', () => {
  beforeEach(world.resetStore);
  it('expands an entry with macros and ingredients, and generates its recipe', async () => {
    const user = userEvent.setup();
    world.store.meals = world.makeMeals(1);
    world.call.mockResolvedValue(
      world.generatedRecipe('m1', 'Rice and beans', { item: 'Rice', amount: 80, unit: 'g' }, 'Boil.'),
    );
    await renderWithApp(<HistoryPage />);
    const toggle = await screen.findByRole('button', { name: /Meal 1/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('tile-calories')).toHaveTextContent('100 kcal');
    expect(screen.getByText('beans')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate recipe' }));
    expect(world.call).toHaveBeenCalledWith('generateRecipe', { mealId: 'm1' });
    expect(await screen.findByRole('heading', { name: 'Rice and beans' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add all to list' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate recipe' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.queryByText('beans')).not.toBeInTheDocument();
  });

  it('shows the stored recipe of a recipe entry, and an error when generation fails', async () => {
    const user = userEvent.setup();
    world.store.meals = [
      world.storedStew(),
      {
        ...world.makeMeals(1)[0],
        id: 'n1',
        description: 'Plain toast',
        timestamp: new Date(0),
      } as world.StoredMeal,
    ];
    world.call.mockRejectedValue(new Error('boom'));
    await renderWithApp(<HistoryPage />);
    await user.click(await screen.findByRole('button', { name: /Stored stew/ }));
    expect(screen.getByText('Simmer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Plain toast/ }));
    await user.click(screen.getByRole('button', { name: 'Generate recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to generate a recipe for this meal. Please try again.',
    );
  });

  it("says an expanded entry's title once, also when the prompt or the new recipe repeat it", async () => {
    const user = userEvent.setup();
    const base = world.makeMeals(1)[0] as world.StoredMeal;
    world.store.meals = [
      {
        ...base,
        id: 'r1',
        type: 'recipe',
        title: 'Risotto cremoso de setas',
        description: 'un risotto cremoso de setas',
        recipeIngredients: [{ item: 'Arroz', amount: 80, unit: 'g' }],
        instructions: ['Remover.'],
      } as world.StoredMeal,
      { ...base, id: 'n1', description: 'Pollo a la plancha con arroz', timestamp: new Date(0) },
    ];
    world.call.mockResolvedValue(
      world.generatedRecipe(
        'n1',
        'Pollo a la Plancha con Arroz',
        { item: 'Pollo', amount: 150, unit: 'g' },
        'Asar.',
      ),
    );
    await renderWithApp(<HistoryPage />, { language: 'es' });
    await user.click(await screen.findByRole('button', { name: /Risotto cremoso de setas/ }));
    expect(screen.getByText('Remover.')).toBeInTheDocument();
    expect(screen.getAllByText(/risotto cremoso de setas/i)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /Pollo a la plancha/ }));
    await user.click(screen.getByRole('button', { name: 'Generar receta' }));
    expect(await screen.findByText('Asar.')).toBeInTheDocument();
    expect(screen.getAllByText(/pollo a la plancha con arroz/i)).toHaveLength(1);
  });

  it('logs a recipe as eaten with the portions chosen and the browser time zone', async () => {
    const user = userEvent.setup();
    world.store.meals = [world.storedStew()];
    world.call.mockResolvedValue(world.placedEntry('new', 800, { day: world.today, slot: 'lunch' }));
    await renderWithApp(<HistoryPage />);
    await user.click(await screen.findByRole('button', { name: /Stored stew/ }));
    expect(screen.getByText(/count in your diary only when you log them/)).toBeInTheDocument();
    const fewer = screen.getByRole('button', { name: 'Fewer portions' });
    await user.click(screen.getByRole('button', { name: 'More portions' }));
    await user.click(screen.getByRole('button', { name: 'More portions' }));
    await user.click(fewer);
    await user.click(screen.getByRole('button', { name: 'I ate this' }));
    expect(world.call).toHaveBeenCalledWith(...logRecipeCall('r1', 1.5));
    expect(await screen.findByText('Added to today (Lunch)')).toBeInTheDocument();
  });

  it('puts a recipe entry on the meal plan with "Plan it"', async () => {
    const user = userEvent.setup();
    world.store.meals = [world.storedStew()];
    world.call.mockResolvedValue({ planId: 'plan-1' });
    await renderWithApp(<HistoryPage />);
    await user.click(await screen.findByRole('button', { name: /Stored stew/ }));
    await user.click(screen.getByRole('button', { name: 'Plan it' }));
    const dialog = screen.getByRole('dialog', { name: 'Plan this recipe' });
    await user.selectOptions(within(dialog).getByLabelText('Meal'), 'lunch');
    await user.click(within(dialog).getByRole('button', { name: 'Plan it' }));
    expect(world.call).toHaveBeenCalledWith(
      'planRecipe',
      expect.objectContaining({ mealId: 'r1', slot: 'lunch', day: expect.any(String) }),
    );
    expect(await screen.findByText(/^Planned for Lunch on /)).toBeInTheDocument();
  });

  it("lists recipes other members shared, read-only and marked shared, and shares the user's own", async () => {
    const user = userEvent.setup();
    world.history.profile = { shoppingLists: ['l1'] };
    world.store.docs.shoppingLists = [
      { id: 'l1', name: 'Family', memberIds: ['me', 'friend'], createdAt: world.at(0) },
    ];
    world.store.docs.sharedRecipes = [
      world.sharedDoc('l1_r9', 'r9', 'friend', 'Ana', 'Friday curry', 2),
      world.sharedDoc('l1_r1', 'r1', 'me', 'Me', 'Stored stew', 1),
    ];
    world.store.meals = [
      world.storedStew(),
      {
        ...world.storedRecipe('r2', 'Pancakes', { item: 'Flour', amount: 100, unit: 'g' }, 'Fry.'),
        timestamp: world.at(-1),
      },
    ];
    world.call.mockImplementation(async (name: string) =>
      name === 'logRecipe' ? { mealId: 'new', nutrition: {}, day: world.today, slot: 'dinner' } : {},
    );
    await renderWithApp(<HistoryPage />);
    const section = await screen.findByRole('region', { name: 'Shared in Family' });
    // Only the friend's recipe: the user's own share is not repeated.
    const shared = within(section).getByRole('button', { name: /Friday curry/ });
    expect(shared).toHaveTextContent('Shared');
    expect(shared).toHaveTextContent('Ana · Family');
    expect(within(section).queryByText('Stored stew')).not.toBeInTheDocument();
    await user.click(shared);
    expect(within(section).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('region', { name: 'Share with a list' })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'I ate this' }));
    expect(world.call).toHaveBeenCalledWith(
      'logRecipe',
      expect.objectContaining({ mealId: 'r9', portions: 1 }),
    );

    // The user's own recipes: one already shared with Family, one not.
    await user.click(screen.getByRole('button', { name: /Stored stew/ }));
    await user.click(await screen.findByRole('button', { name: 'Stop sharing with Family' }));
    expect(world.call).toHaveBeenCalledWith('unshareRecipe', { mealId: 'r1', listId: 'l1' });
    await user.click(screen.getByRole('button', { name: /Pancakes/ }));
    await user.click(await screen.findByRole('button', { name: 'Share with Family' }));
    expect(world.call).toHaveBeenCalledWith('shareRecipe', { mealId: 'r2', listId: 'l1' });
    expect(await screen.findByText('Shared with Family')).toBeInTheDocument();
  });
});
