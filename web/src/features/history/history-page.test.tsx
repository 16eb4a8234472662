import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, localDay } from '../../domains/diary/diary-day';
import { diaryTargets } from '../../domains/diary/diary-targets';
import type { QuerySpec, ReadDocument } from '../../lib/firestore';
import type { Meal } from '../../lib/live-data';
import { renderWithApp } from '../../testing/render';
import HistoryPage from './history-page';

/** A meal as stored; the page reads it with the app's meal reader. */
type StoredMeal = Partial<Meal> & { id: string };

type StoredRow = Record<string, unknown> & { id: string };

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  meals: [] as StoredMeal[],
  /** Documents of the other collections (days, shoppingLists, sharedRecipes), by collection. */
  docs: {} as Record<string, StoredRow[]>,
  specs: [] as QuerySpec[],
  /** Documents read one by one (subscribeDoc). */
  docPaths: [] as string[],
  failQuery: false,
  profile: { shoppingLists: [] } as Record<string, unknown>,
}));

function matches(row: StoredRow, [field, op, value]: [string, string, unknown]): boolean {
  if (op === '==') return row[field] === value;
  if (op === 'in') return (value as unknown[]).includes(row[field]);
  if (op === 'array-contains') return ((row[field] as unknown[]) ?? []).includes(value);
  throw new Error(`unexpected filter ${op}`);
}

// A tiny in-memory Firestore: filters, order, cursor and limit as the real one applies them.
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
      const stored =
        spec.collection === 'meals' ? (mocks.meals as StoredRow[]) : (mocks.docs[spec.collection] ?? []);
      const filtered = stored.filter((row) => (spec.where ?? []).every((filter) => matches(row, filter)));
      const [field, direction] = spec.orderBy?.[0] ?? [];
      const sorted = field
        ? [...filtered].sort(
            (a, b) => (Number(a[field]) - Number(b[field])) * (direction === 'desc' ? -1 : 1),
          )
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
  },
  countQuery: async () => mocks.meals.length,
  subscribeDoc: (
    path: string,
    onData: (row: unknown) => void,
    _onError: (e: Error) => void,
    read: ReadDocument<object>,
  ) => {
    mocks.docPaths.push(path);
    queueMicrotask(() => {
      const found = mocks.meals.find((m) => `meals/${m.id}` === path);
      if (!found) return onData(null);
      const { id, ...fields } = found;
      onData({ ...read(fields), id });
    });
    return () => undefined;
  },
}));
vi.mock('../../hooks/use-auth', () => ({
  useAuth: () => ({ user: { uid: 'me', email: 'me@example.com' } }),
}));
vi.mock('../../lib/callable', () => ({ call: mocks.call, CallError: Error }));
vi.mock('../../hooks/use-active-list', () => ({ useActiveList: () => [null, vi.fn()] }));
vi.mock('../../hooks/use-profile', () => ({
  useProfile: () => ({ profile: mocks.profile, loading: false }),
}));

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

/** A recipe entry (never eaten) with its stored ingredients and steps. */
const storedStew = (): StoredMeal =>
  ({
    ...makeMeals(1)[0],
    id: 'r1',
    type: 'recipe',
    title: 'Stored stew',
    recipeIngredients: [{ item: 'Beef', amount: 200, unit: 'g' }],
    instructions: ['Simmer.'],
  }) as StoredMeal;

const today = localDay();
const yesterday = addDays(today, -1);
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
/** `hour` o'clock on `day` in the test's local time zone. */
const localTime = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00`);

const completeProfile = {
  gender: 'female',
  age: 35,
  height: 168,
  weight: 64,
  measurementSystem: 'metric',
  activityLevel: 'moderate',
  dailyGoal: 'maintain',
} as const;

/** An eaten entry of `day` with two rows; `hoursAgo` orders it. */
function eaten(id: string, day: string, slot: string, calories: number, hoursAgo: number): StoredMeal {
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

const dayDoc = (day: string, calories: number, meals: number): StoredRow => ({
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

const sharedDoc = (
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

const mealSpecs = () => mocks.specs.filter((spec) => spec.collection === 'meals');

const titles = () => screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent ?? '');

describe('HistoryPage', () => {
  beforeEach(() => {
    mocks.call.mockReset();
    mocks.specs.length = 0;
    mocks.docPaths.length = 0;
    mocks.failQuery = false;
    mocks.docs = {};
    mocks.profile = { shoppingLists: [] };
  });

  it('lists own meals newest first without a pager when they fit on one page', async () => {
    mocks.meals = makeMeals(8);
    await renderWithApp(<HistoryPage />);
    await screen.findByText('Meal 8');
    expect(titles()[0]).toContain('Meal 8');
    expect(titles()).toHaveLength(8);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(mealSpecs()[0]).toMatchObject({
      collection: 'meals',
      where: [['user_id', '==', 'me']],
      orderBy: [['timestamp', 'desc']],
      limit: 10,
    });
  });

  it('shows a copied entry with the photo of the meal it was copied from, read from that meal', async () => {
    const photo = 'data:image/jpeg;base64,/9j/4AAQ';
    const [original, copy, plain] = makeMeals(3) as [StoredMeal, StoredMeal, StoredMeal];
    mocks.meals = [{ ...original, thumbnail: photo }, { ...copy, thumbnailOf: original.id }, plain];
    const { container } = await renderWithApp(<HistoryPage />);
    await screen.findByText('Meal 3');
    await waitFor(() => expect(container.querySelectorAll('img.history-entry__thumb')).toHaveLength(2));
    for (const img of container.querySelectorAll('img.history-entry__thumb'))
      expect(img.getAttribute('src')).toBe(photo);
    // Only the copy reads another document; the entry without a photo shows the plate.
    expect(mocks.docPaths).toEqual(['meals/m1']);
    expect(container.querySelectorAll('.history-entry__thumb--empty')).toHaveLength(1);
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
    expect(mealSpecs().at(-1)).toMatchObject({
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

  it('groups eaten entries under day headers with the day total against the target', async () => {
    mocks.profile = { ...completeProfile, shoppingLists: [] };
    const target = diaryTargets(completeProfile)?.calories ?? 0;
    mocks.meals = [
      eaten('e1', today, 'lunch', 500, 3),
      eaten('e2', today, 'breakfast', 300, 2),
      {
        ...makeMeals(1)[0],
        id: 'r1',
        type: 'recipe',
        title: 'Lentil soup',
        timestamp: localTime(yesterday, 12),
      } as StoredMeal,
      { ...eaten('e3', yesterday, 'dinner', 700, 0), timestamp: localTime(yesterday, 8) },
    ];
    mocks.docs.days = [dayDoc(today, 800, 2), dayDoc(yesterday, 700, 1)];
    await renderWithApp(<HistoryPage />);
    const todayHeader = await screen.findByRole('heading', { name: 'Today' });
    expect(todayHeader.closest('.history-day')).toHaveTextContent(
      `800 / ${target.toLocaleString('en')} kcal`,
    );
    expect(within(todayHeader).getByRole('link')).toHaveAttribute('href', `/history?day=${today}`);
    const yesterdayHeader = screen.getByRole('heading', { name: 'Yesterday' });
    expect(yesterdayHeader.closest('.history-day')).toHaveTextContent('700 /');
    // The recipe shows under the day it was made on, marked as not counted; the total leaves it out.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Today', 'Yesterday']);
    const recipe = screen.getByRole('button', { name: /Lentil soup/ });
    expect(recipe).toHaveTextContent('Recipe');
    expect(recipe).toHaveTextContent('Not counted');
    expect(yesterdayHeader.closest('section')).toContainElement(recipe);
    expect(screen.getByRole('button', { name: /Eaten e1/ })).toHaveTextContent('Lunch');
    expect(screen.getByRole('button', { name: /Eaten e1/ })).not.toHaveTextContent('Not counted');
    // One query for the page's days, not one per day.
    const daySpecs = mocks.specs.filter((spec) => spec.collection === 'days');
    expect(daySpecs).toHaveLength(1);
    expect(daySpecs[0]?.where).toEqual([
      ['userId', '==', 'me'],
      ['day', 'in', [yesterday, today]],
    ]);
  });

  it('shows a meal moved to yesterday once, under Yesterday and with its date, not between two Todays', async () => {
    mocks.meals = [
      eaten('e1', today, 'lunch', 500, 1),
      // Logged today between the other two, then moved to yesterday (before moves took the time along).
      eaten('moved', yesterday, 'dinner', 300, 2),
      eaten('e2', today, 'breakfast', 300, 3),
      { ...eaten('e3', yesterday, 'lunch', 700, 0), timestamp: localTime(yesterday, 12) },
    ];
    mocks.docs.days = [dayDoc(today, 800, 2), dayDoc(yesterday, 1000, 2)];
    await renderWithApp(<HistoryPage />);
    await screen.findByRole('heading', { name: 'Today' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Today',
      'Yesterday',
    ]);
    const moved = screen.getByRole('button', { name: /Eaten moved/ });
    expect(screen.getByRole('heading', { name: 'Yesterday' }).closest('section')).toContainElement(moved);
    const shownDate = moved.querySelector('time');
    expect(shownDate).toHaveAttribute('datetime', yesterday);
    expect(shownDate?.textContent).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${yesterday}T12:00:00Z`),
      ),
    );
  });

  it('deletes an entry after the undo window, lowers the day total at once, and undo keeps it', async () => {
    const user = userEvent.setup();
    mocks.meals = [eaten('e1', today, 'lunch', 500, 3), eaten('e2', today, 'breakfast', 300, 2)];
    mocks.docs.days = [dayDoc(today, 800, 2)];
    mocks.call.mockResolvedValue({});
    await renderWithApp(<HistoryPage />);
    const header = () => screen.getByRole('heading', { name: 'Today' }).closest('.history-day');
    await waitFor(() => expect(header()).toHaveTextContent('800 kcal'));

    await user.click(screen.getByRole('button', { name: /Eaten e1/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('button', { name: /Eaten e1/ })).not.toBeInTheDocument();
    expect(header()).toHaveTextContent('300 kcal');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: /Eaten e1/ })).toBeInTheDocument();
    expect(header()).toHaveTextContent('800 kcal');

    await user.click(screen.getByRole('button', { name: /Eaten e1/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('status')).toHaveTextContent('“Eaten e1” deleted');
    expect(mocks.call).not.toHaveBeenCalled();
    await waitFor(() => expect(mocks.call).toHaveBeenCalledWith('deleteMeal', { mealId: 'e1' }), {
      timeout: 3000,
    });
    expect(mocks.call).toHaveBeenCalledTimes(1);
  });

  it('brings a deleted entry back and says so when the delete fails', async () => {
    const user = userEvent.setup();
    mocks.meals = [eaten('e1', today, 'lunch', 500, 3)];
    mocks.call.mockRejectedValue(new Error('boom'));
    await renderWithApp(<HistoryPage />);
    await user.click(await screen.findByRole('button', { name: /Eaten e1/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('button', { name: /Eaten e1/ })).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'Failed to delete the meal. It is back in your history.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Eaten e1/ })).toBeInTheDocument();
  });

  it("shows an eaten entry's rows and moves it to another slot or day", async () => {
    const user = userEvent.setup();
    mocks.meals = [eaten('e1', today, 'lunch', 500, 3)];
    mocks.call.mockResolvedValue({
      mealId: 'e1',
      nutrition: {
        calories: 500,
        protein: 3,
        carbs: 3,
        fat: 3,
        description: '',
        ingredients: [],
        macroCalories: 51,
        consistent: true,
        items: [],
      },
      slot: 'dinner',
      day: today,
    });
    await renderWithApp(<HistoryPage />);
    await user.click(await screen.findByRole('button', { name: /Eaten e1/ }));
    expect(screen.getByText('Rice')).toBeInTheDocument();
    expect(screen.getByText('Chicken')).toBeInTheDocument();

    const dayInput = screen.getByLabelText('Day');
    await user.clear(dayInput);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That date does not exist.');
    expect(mocks.call).not.toHaveBeenCalled();

    await user.type(dayInput, today);
    await user.selectOptions(screen.getByLabelText('Meal'), 'Dinner');
    // A refusal from the server is said in the user's words, under the form.
    mocks.call.mockRejectedValueOnce(
      Object.assign(new Error('refused'), { code: 'history.mealNotEditable' }),
    );
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only eaten meals can be changed this way.');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(mocks.call).toHaveBeenLastCalledWith('updateMeal', { mealId: 'e1', slot: 'dinner' });
    expect(await screen.findByText('Meal moved')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs a recipe as eaten with the portions chosen and the browser time zone', async () => {
    const user = userEvent.setup();
    mocks.meals = [storedStew()];
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
    mocks.docs.shoppingLists = [{ id: 'l1', name: 'Family', memberIds: ['me', 'friend'], createdAt: at(0) }];
    mocks.docs.sharedRecipes = [
      sharedDoc('l1_r9', 'r9', 'friend', 'Ana', 'Friday curry', 2),
      sharedDoc('l1_r1', 'r1', 'me', 'Me', 'Stored stew', 1),
    ];
    mocks.meals = [
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

  it('shows one day from ?day=, within 11 reads, with a way back', async () => {
    mocks.profile = { ...completeProfile, shoppingLists: [] };
    mocks.meals = [
      eaten('e1', yesterday, 'lunch', 500, 3),
      eaten('e2', yesterday, 'breakfast', 300, 2),
      eaten('e3', today, 'dinner', 700, 1),
    ];
    mocks.docs.days = [dayDoc(yesterday, 800, 2), dayDoc(today, 700, 1)];
    await renderWithApp(<HistoryPage />, { route: `/history?day=${yesterday}` });
    const header = await screen.findByRole('heading', { level: 1, name: 'Yesterday' });
    await waitFor(() => expect(header.closest('.history-day')).toHaveTextContent('800 /'));
    expect(header.closest('.history-day')).toHaveTextContent(/Protein 10 \/ \d+ g/);
    await screen.findByText('Eaten e1');
    expect(titles()).toEqual([expect.stringContaining('Eaten e2'), expect.stringContaining('Eaten e1')]);
    expect(screen.getByRole('link', { name: '‹ All history' })).toHaveAttribute('href', '/history');
    expect(mealSpecs()).toEqual([
      expect.objectContaining({
        where: [
          ['user_id', '==', 'me'],
          ['day', '==', yesterday],
        ],
        orderBy: [['timestamp', 'desc']],
        limit: 10,
      }),
    ]);
    expect(mocks.specs.filter((spec) => spec.collection === 'days')).toEqual([
      expect.objectContaining({ limit: 1 }),
    ]);
    expect(mocks.specs.filter((spec) => spec.collection === 'sharedRecipes')).toHaveLength(0);
  });

  it('says so when ?day= is not a date', async () => {
    await renderWithApp(<HistoryPage />, { route: '/history?day=2026-02-30' });
    expect(await screen.findByRole('alert')).toHaveTextContent('That date does not exist.');
    expect(screen.getByRole('link', { name: '‹ All history' })).toBeInTheDocument();
    expect(mealSpecs()).toHaveLength(0);
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
