import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuerySpec, ReadDocument } from '../../lib/firestore';
import type { Meal } from '../../lib/live-data';
import { renderWithApp } from '../../testing/render';
import HistoryPage from './history-page';

/** A meal as stored; the page reads it with the app's meal reader. */
type StoredMeal = Partial<Meal> & { id: string };

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  meals: [] as StoredMeal[],
  specs: [] as QuerySpec[],
  failQuery: false,
}));

// A tiny in-memory Firestore for the meals query: order, cursor and limit as the real one applies them.
vi.mock('../../lib/firestore', () => ({
  subscribeQuery: (
    spec: QuerySpec,
    onData: (rows: unknown[]) => void,
    onError: (e: Error) => void,
    read: ReadDocument<object>,
  ) => {
    mocks.specs.push(spec);
    queueMicrotask(() => {
      if (mocks.failQuery) return onError(new Error('permission-denied'));
      const sorted = [...mocks.meals].sort((a, b) => Number(b.timestamp) - Number(a.timestamp));
      const from = spec.startAfter ? sorted.findIndex((m) => m.id === (spec.startAfter as Meal).id) + 1 : 0;
      const page = sorted.slice(from, from + (spec.limit ?? sorted.length));
      onData(
        page.flatMap(({ id, ...fields }) => {
          const meal = read(fields);
          return meal ? [{ ...meal, id }] : [];
        }),
      );
    });
    return () => undefined;
  },
  countQuery: async () => mocks.meals.length,
}));
vi.mock('../../lib/auth', () => ({ useAuth: () => ({ user: { uid: 'me', email: 'me@example.com' } }) }));
vi.mock('../../lib/callable', () => ({ call: mocks.call, CallError: Error }));
vi.mock('../../lib/active-list', () => ({ useActiveList: () => [null, vi.fn()] }));
vi.mock('../../lib/profile', () => ({ useProfile: () => ({ profile: { shoppingLists: [] } }) }));

function makeMeals(count: number): StoredMeal[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i + 1}`,
    user_id: 'me',
    type: 'nutrition' as const,
    timestamp: new Date(Date.UTC(2026, 0, 1, 12) + i * 3_600_000),
    description: `Meal ${i + 1}`,
    calories: 100 + i,
    protein: 10,
    carbs: 20,
    fat: 5,
    ingredients: ['rice', 'beans'],
  }));
}

/** generateRecipe's answer for meal `mealId`: one ingredient and one step, for one person. */
const generatedRecipe = (
  mealId: string,
  title: string,
  ingredient: { item: string; amount: number; unit: string },
  step: string,
) => ({
  recipe: { title, ingredients: [ingredient], instructions: [step], persons: 1 },
  nutritionData: { calories: 400, protein: 15, carbs: 70, fat: 4 },
  mealId,
  macroCalories: 376,
  consistent: true,
});

const titles = () => screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent ?? '');

describe('HistoryPage', () => {
  beforeEach(() => {
    mocks.call.mockReset();
    mocks.specs.length = 0;
    mocks.failQuery = false;
  });

  it('lists own meals newest first without a pager when they fit on one page', async () => {
    mocks.meals = makeMeals(8);
    await renderWithApp(<HistoryPage />);
    await screen.findByText('Meal 8');
    expect(titles()[0]).toContain('Meal 8');
    expect(titles()).toHaveLength(8);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(mocks.specs[0]).toMatchObject({
      collection: 'meals',
      where: [['user_id', '==', 'me']],
      orderBy: [['timestamp', 'desc']],
      limit: 10,
    });
  });

  it('pages 10 at a time with arrows and an n / total dropdown', async () => {
    const user = userEvent.setup();
    mocks.meals = makeMeals(25);
    await renderWithApp(<HistoryPage />);
    await screen.findByText('Meal 25');
    expect(screen.getByText('25 meals')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Meal 15');
    expect(titles()).toHaveLength(10);
    expect(titles()[0]).toContain('Meal 15');
    expect(mocks.specs.at(-1)).toMatchObject({
      limit: 10,
      startAfter: expect.objectContaining({ id: 'm16' }),
    });
    expect(select).toHaveValue('1');

    await user.selectOptions(select, '3 / 3');
    await screen.findByText('Meal 5');
    expect(titles()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Meal 15');
  });

  it('jumps straight from the first to the last page through the dropdown', async () => {
    const user = userEvent.setup();
    mocks.meals = makeMeals(25);
    await renderWithApp(<HistoryPage />);
    await screen.findByText('Meal 25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page' }), '3 / 3');
    await screen.findByText('Meal 1');
    expect(titles()[0]).toContain('Meal 5');
  });

  it('expands an entry with macros and ingredients, and generates its recipe', async () => {
    const user = userEvent.setup();
    mocks.meals = makeMeals(1);
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
    mocks.meals = [
      {
        ...makeMeals(1)[0],
        id: 'r1',
        type: 'recipe',
        title: 'Stored stew',
        recipeIngredients: [{ item: 'Beef', amount: 200, unit: 'g' }],
        instructions: ['Simmer.'],
      } as StoredMeal,
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
    mocks.meals = [
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

  it("labels another user's entry as shared", async () => {
    mocks.meals = [
      { ...makeMeals(1)[0], user_id: 'friend' } as StoredMeal,
      { ...makeMeals(2)[1] } as StoredMeal,
    ];
    await renderWithApp(<HistoryPage />);
    await screen.findByText('Meal 2');
    expect(screen.getAllByText('Shared')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Meal 1/ })).toHaveTextContent('Shared');
  });

  it('shows an empty state, or the load error', async () => {
    mocks.meals = [];
    const view = await renderWithApp(<HistoryPage />);
    expect(await screen.findByText('No meals yet')).toBeInTheDocument();
    view.unmount();
    mocks.failQuery = true;
    await renderWithApp(<HistoryPage />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load history. Please try again.'),
    );
  });
});
