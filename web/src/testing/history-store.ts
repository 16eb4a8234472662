// History's tests' world: a tiny in-memory Firestore that applies filters, order, cursor and limit as the
// real one does (meals, and the other collections by name), and the stored documents the tests put in it.
// The module also stands in for the signed-in user 'me' (hooks/use-auth), their profile
// (`history.profile`) and lib/callable with `call` a mock each test answers. In a test file:
//   import '../../testing/history-mocks'; (first: it puts this module in place of lib/firestore,
//   hooks/use-auth, lib/callable and domains/account/hooks/use-profile)
//   import { store, eaten, ... } from '../../testing/history-store';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { addDays, localDay } from '../domains/diary/diary-day';
import type { Meal } from '../domains/diary/queries';
import type { QuerySpec, ReadDocument } from '../lib/firestore';

/** A meal as stored; the page reads it with the app's meal reader. */
export type StoredMeal = Partial<Meal> & { id: string };

export type StoredRow = Record<string, unknown> & { id: string };

export const store = {
  meals: [] as StoredMeal[],
  /** Documents of the other collections (days, shoppingLists, sharedRecipes), by collection. */
  docs: {} as Record<string, StoredRow[]>,
  specs: [] as QuerySpec[],
  /** Documents read one by one (subscribeDoc). */
  docPaths: [] as string[],
  failQuery: false,
};

/** The signed-in user's profile, as use-profile gives it. */
export const history = { profile: { shoppingLists: [] } as Record<string, unknown> };

export const useAuth = () => ({ user: { uid: 'me', email: 'me@example.com' } });
export const useProfile = () => ({ profile: history.profile, loading: false });
export const call = vi.fn();
export const CallError = Error;

/** Empties the store, forgets the calls' answers and gives back a profile with no lists, before each test. */
export function resetStore() {
  store.meals = [];
  store.specs.length = 0;
  store.docPaths.length = 0;
  store.failQuery = false;
  store.docs = {};
  call.mockReset();
  history.profile = { shoppingLists: [] };
}

function matches(row: StoredRow, [field, op, value]: [string, string, unknown]): boolean {
  if (op === '==') return row[field] === value;
  if (op === 'in') return (value as unknown[]).includes(row[field]);
  if (op === 'array-contains') return ((row[field] as unknown[]) ?? []).includes(value);
  throw new Error(`unexpected filter ${op}`);
}

export const subscribeQuery = (
  spec: QuerySpec,
  onData: (rows: unknown[]) => void,
  onError: (e: Error) => void,
  read: ReadDocument<object>,
) => {
  store.specs.push(spec);
  queueMicrotask(() => {
    if (store.failQuery) return onError(new Error('permission-denied'));
    const stored =
      spec.collection === 'meals' ? (store.meals as StoredRow[]) : (store.docs[spec.collection] ?? []);
    const filtered = stored.filter((row) => (spec.where ?? []).every((filter) => matches(row, filter)));
    const [field, direction] = spec.orderBy?.[0] ?? [];
    const sorted = field
      ? [...filtered].sort((a, b) => (Number(a[field]) - Number(b[field])) * (direction === 'desc' ? -1 : 1))
      : filtered;
    const from = spec.startAfter ? sorted.findIndex((m) => m.id === (spec.startAfter as Meal).id) + 1 : 0;
    const page = sorted.slice(from, from + (spec.limit ?? sorted.length));
    onData(
      page.flatMap(({ id, ...fields }) => {
        const row = read(fields);
        return row ? [{ ...row, id }] : [];
      }),
    );
  });
  return () => undefined;
};

export const countQuery = async () => store.meals.length;

export function makeMeals(count: number): StoredMeal[] {
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

/** A recipe entry (never eaten) with one stored ingredient and one step. */
export const storedRecipe = (
  id: string,
  title: string,
  ingredient: { item: string; amount: number; unit: string },
  step: string,
): StoredMeal =>
  ({
    ...makeMeals(1)[0],
    id,
    type: 'recipe',
    title,
    recipeIngredients: [ingredient],
    instructions: [step],
  }) as StoredMeal;

export const storedStew = () =>
  storedRecipe('r1', 'Stored stew', { item: 'Beef', amount: 200, unit: 'g' }, 'Simmer.');

export const today = localDay();
export const yesterday = addDays(today, -1);
export const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
/** `hour` o'clock on `day` in the test's local time zone. */
export const localTime = (day: string, hour: number) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00`);
/** `seconds` past today's local midnight: a time that is today whatever the hour of the run. */
export const startOfToday = (seconds: number) =>
  new Date(`${today}T00:00:${String(seconds).padStart(2, '0')}`);

export const completeProfile = {
  gender: 'female',
  age: 35,
  height: 168,
  weight: 64,
  measurementSystem: 'metric',
  activityLevel: 'moderate',
  dailyGoal: 'maintain',
} as const;

/** An eaten entry of `day` with two rows; `hoursAgo` orders it. */
export function eaten(id: string, day: string, slot: string, calories: number, hoursAgo: number): StoredMeal {
  return {
    id,
    user_id: 'me',
    type: 'nutrition',
    timestamp: at(hoursAgo),
    description: `Eaten ${id}`,
    calories,
    protein: 5,
    carbs: 20,
    fat: 10,
    ingredients: ['Rice', 'Chicken'],
    day,
    slot: slot as Meal['slot'],
    source: 'text',
    items: [
      { id: 'a', name: 'Rice', grams: 150, calories: calories - 100, protein: 3, carbs: 20, fat: 1 },
      { id: 'b', name: 'Chicken', grams: 50, calories: 100, protein: 2, carbs: 0, fat: 9 },
    ],
  };
}

export const dayDoc = (day: string, calories: number, meals: number): StoredRow => ({
  id: `me_${day}`,
  userId: 'me',
  day,
  calories,
  protein: 5 * meals,
  carbs: 20 * meals,
  fat: 10 * meals,
  meals,
  updatedAt: new Date(),
});

export const sharedDoc = (
  id: string,
  mealId: string,
  sharedBy: string,
  sharedByName: string,
  title: string,
  hoursAgo: number,
): StoredRow => ({
  id,
  listId: 'l1',
  mealId,
  sharedBy,
  sharedByName,
  sharedAt: at(hoursAgo),
  type: 'recipe',
  title,
  description: title,
  ingredients: ['200 g rice'],
  recipeIngredients: [{ item: 'Rice', amount: 200, unit: 'g' }],
  instructions: ['Cook.'],
  servings: 1,
  calories: 600,
  protein: 20,
  carbs: 80,
  fat: 15,
});

/** generateRecipe's answer for meal `mealId`: one ingredient and one step, for one person. */
export const generatedRecipe = (
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

/** A diary callable's answer for entry `mealId` (moved, or logged from a recipe): its total in `calories`,
 * with `placed` (its day and slot) as the server says it. */
export const placedEntry = (mealId: string, calories: number, placed: { day: string; slot: string }) => ({
  mealId,
  nutrition: {
    calories,
    protein: 3,
    carbs: 3,
    fat: 3,
    description: '',
    ingredients: [],
    macroCalories: 51,
    consistent: true,
    items: [],
  },
  ...placed,
});

export const mealSpecs = () => store.specs.filter((spec) => spec.collection === 'meals');

export const titles = () =>
  screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent ?? '');

/** One meal document by its path, read as the app reads it; null when there is none. */
export const subscribeDoc = (
  path: string,
  onData: (row: unknown) => void,
  _onError: (e: Error) => void,
  read: ReadDocument<object>,
) => {
  store.docPaths.push(path);
  queueMicrotask(() => {
    const found = store.meals.find((m) => `meals/${m.id}` === path);
    if (!found) return onData(null);
    const { id, ...fields } = found;
    onData({ ...read(fields), id });
  });
  return () => undefined;
};
