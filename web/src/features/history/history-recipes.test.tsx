// History's recipes: an entry's recipe generated or stored, titles said once, a recipe logged as eaten,
// and the recipes shared with the user's lists.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  at,
  generatedRecipe,
  makeMeals,
  resetStore,
  type StoredMeal,
  sharedDoc,
  store,
  storedStew,
  today,
} from '../../testing/history-store';
import { renderWithApp } from '../../testing/render';
import HistoryPage from './history-page';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  profile: { shoppingLists: [] } as Record<string, unknown>,
}));

vi.mock('../../lib/firestore', () => import('../../testing/history-store'));
vi.mock('../../hooks/use-auth', () => ({
  useAuth: () => ({ user: { uid: 'me', email: 'me@example.com' } }),
}));
vi.mock('../../lib/callable', () => ({ call: mocks.call, CallError: Error }));
vi.mock('../../domains/lists/hooks/use-active-list', () => ({ useActiveList: () => [null, vi.fn()] }));
vi.mock('../../domains/account/hooks/use-profile', () => ({
  useProfile: () => ({ profile: mocks.profile, loading: false }),
}));

describe('HistoryPage: recipes', () => {
  beforeEach(() => {
    mocks.call.mockReset();
    resetStore();
    mocks.profile = { shoppingLists: [] };
  });
  it('expands an entry with macros and ingredients, and generates its recipe', async () => {
    const user = userEvent.setup();
    store.meals = makeMeals(1);
    mocks.call.mockResolvedValue(
      generatedRecipe('m1', 'Rice and beans', { item: 'Rice', amount: 80, unit: 'g' }, 'Boil.'),
    );
    await renderWithApp(<HistoryPage />);
    const toggle = await screen.findByRole('button', { name: /Meal 1/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('tile-calories')).toHaveTextContent('100 kcal');
    expect(screen.getByText('beans')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate recipe' }));
    expect(mocks.call).toHaveBeenCalledWith('generateRecipe', { mealId: 'm1' });
    expect(await screen.findByRole('heading', { name: 'Rice and beans' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add all to list' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate recipe' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.queryByText('beans')).not.toBeInTheDocument();
  });

  it('shows the stored recipe of a recipe entry, and an error when generation fails', async () => {
    const user = userEvent.setup();
    store.meals = [
      storedStew(),
      { ...makeMeals(1)[0], id: 'n1', description: 'Plain toast', timestamp: new Date(0) } as StoredMeal,
    ];
    mocks.call.mockRejectedValue(new Error('boom'));
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
    const base = makeMeals(1)[0] as StoredMeal;
    store.meals = [
      {
        ...base,
        id: 'r1',
        type: 'recipe',
        title: 'Risotto cremoso de setas',
        description: 'un risotto cremoso de setas',
        recipeIngredients: [{ item: 'Arroz', amount: 80, unit: 'g' }],
        instructions: ['Remover.'],
      } as StoredMeal,
      { ...base, id: 'n1', description: 'Pollo a la plancha con arroz', timestamp: new Date(0) },
    ];
    mocks.call.mockResolvedValue(
      generatedRecipe(
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
    store.meals = [storedStew()];
    mocks.call.mockResolvedValue({
      mealId: 'new',
      nutrition: {
        calories: 800,
        protein: 3,
        carbs: 3,
        fat: 3,
        description: '',
        ingredients: [],
        macroCalories: 51,
        consistent: true,
        items: [],
      },
      day: today,
      slot: 'lunch',
    });
    await renderWithApp(<HistoryPage />);
    await user.click(await screen.findByRole('button', { name: /Stored stew/ }));
    expect(screen.getByText(/count in your diary only when you log them/)).toBeInTheDocument();
    const fewer = screen.getByRole('button', { name: 'Fewer portions' });
    await user.click(screen.getByRole('button', { name: 'More portions' }));
    await user.click(screen.getByRole('button', { name: 'More portions' }));
    await user.click(fewer);
    await user.click(screen.getByRole('button', { name: 'I ate this' }));
    expect(mocks.call).toHaveBeenCalledWith('logRecipe', {
      mealId: 'r1',
      portions: 1.5,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(await screen.findByText('Added to today (Lunch)')).toBeInTheDocument();
  });

  it("lists recipes other members shared, read-only and marked shared, and shares the user's own", async () => {
    const user = userEvent.setup();
    mocks.profile = { shoppingLists: ['l1'] };
    store.docs.shoppingLists = [{ id: 'l1', name: 'Family', memberIds: ['me', 'friend'], createdAt: at(0) }];
    store.docs.sharedRecipes = [
      sharedDoc('l1_r9', 'r9', 'friend', 'Ana', 'Friday curry', 2),
      sharedDoc('l1_r1', 'r1', 'me', 'Me', 'Stored stew', 1),
    ];
    store.meals = [
      storedStew(),
      {
        ...makeMeals(1)[0],
        id: 'r2',
        type: 'recipe',
        title: 'Pancakes',
        recipeIngredients: [{ item: 'Flour', amount: 100, unit: 'g' }],
        instructions: ['Fry.'],
        timestamp: at(-1),
      } as StoredMeal,
    ];
    mocks.call.mockImplementation(async (name: string) =>
      name === 'logRecipe' ? { mealId: 'new', nutrition: {}, day: today, slot: 'dinner' } : {},
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
    expect(mocks.call).toHaveBeenCalledWith(
      'logRecipe',
      expect.objectContaining({ mealId: 'r9', portions: 1 }),
    );

    // The user's own recipes: one already shared with Family, one not.
    await user.click(screen.getByRole('button', { name: /Stored stew/ }));
    await user.click(await screen.findByRole('button', { name: 'Stop sharing with Family' }));
    expect(mocks.call).toHaveBeenCalledWith('unshareRecipe', { mealId: 'r1', listId: 'l1' });
    await user.click(screen.getByRole('button', { name: /Pancakes/ }));
    await user.click(await screen.findByRole('button', { name: 'Share with Family' }));
    expect(mocks.call).toHaveBeenCalledWith('shareRecipe', { mealId: 'r2', listId: 'l1' });
    expect(await screen.findByText('Shared with Family')).toBeInTheDocument();
  });
});
