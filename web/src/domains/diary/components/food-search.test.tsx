// "Add a food" in an entry's rows: the food table searched as the user types (once they pause, only the
// latest answer shown), a food and a portion picked with the mouse or the keyboard and added with its
// table id, the estimate by name when the table lacks the food, and a failed search said in words.

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as callable from '../../../testing/fake-callable';
import { expectLastRowsSent, mealUpdate } from '../../../testing/meal-updates';
import { renderWithApp } from '../../../testing/render';
import { srFood } from '../../../testing/table-foods';
import type { TableFood } from '../../nutrition/hooks/use-food-search';
import type { MealRow, MealUpdate } from '../meal-rows';
import { MealRowsEditor } from './meal-rows-editor';

vi.mock('../../../lib/callable', () => import('../../../testing/fake-callable'));

// No serving offered first: a portion is picked from the list.
const oliveOil: TableFood = {
  ...srFood('04053', 'Olive oil', [884, 0, 0, 100, 0, 0, 2, 13.8], {
    portions: { tablespoon: 13.5, cup: 216, tsp: 4.5 },
    everyday: 'tablespoon',
  }),
  serving: null,
};
const olives: TableFood = {
  ...oliveOil,
  id: 'sr24:09195',
  name: 'Olives, green',
  per100g: { ...oliveOil.per100g, calories: 145, fat: 15.3 },
  portions: [{ label: '1 olive', grams: 2.7, unit: 'olive' }],
};
const carrot: TableFood = {
  ...oliveOil,
  id: 'sr24:11124',
  name: 'Karotte',
  per100g: { ...oliveOil.per100g, calories: 41, fat: 0.2 },
  portions: [
    { label: '1 cup, chopped', grams: 128, unit: 'cup, chopped' },
    { label: '1 large', grams: 72, unit: 'large' },
  ],
};

const rows: MealRow[] = [
  { id: 'r1', name: 'rice', grams: 100, calories: 130, protein: 2.7, carbs: 28, fat: 0.3, source: 'ai' },
];

/** The server's answer to updateMeal: a table row gets the table's figures, a new name is estimated. */
function updated(items: { id?: string; name: string; grams: number; foodId?: string }[]): MealUpdate {
  const full = items.map((item, i) => {
    const known = rows.find((r) => r.id === item.id);
    if (known) return { ...known, id: known.id as string, calories: 130, protein: 2.7, carbs: 28, fat: 0.3 };
    const food = [oliveOil, olives, carrot].find((f) => f.id === item.foodId);
    const per = (value: number | null) => Math.round(((value ?? 0) * item.grams) / 10) / 10;
    return food
      ? {
          id: `new${i}`,
          name: item.name,
          grams: item.grams,
          calories: Math.round(((food.per100g.calories ?? 0) * item.grams) / 100),
          protein: per(food.per100g.protein),
          carbs: per(food.per100g.carbs),
          fat: per(food.per100g.fat),
          source: 'database' as const,
          foodId: food.id,
        }
      : { id: `new${i}`, name: item.name, grams: item.grams, calories: 72, protein: 0.1, carbs: 0, fat: 8.1 };
  });
  return mealUpdate('Rice', full);
}

/** The table as the server searches it: foods whose name holds the query. */
let table: TableFood[] = [oliveOil, olives];
function answer(name: string, data: Record<string, unknown>) {
  if (name === 'searchFoods') {
    const query = String(data.query).toLowerCase();
    return { foods: table.filter((f) => f.name.toLowerCase().includes(query)) };
  }
  if (name === 'updateMeal') return updated(data.items as Parameters<typeof updated>[0]);
  throw new Error(`unexpected call ${name}`);
}

function Harness() {
  const [items, setItems] = useState<MealRow[]>(rows);
  return <MealRowsEditor mealId="meal-1" items={items} onUpdated={(u) => setItems(u.nutrition.items)} />;
}

/** The last updateMeal kept the rice and added `added` after it. */
const expectAdded = (added: object) =>
  expectLastRowsSent(callable.call, [{ id: 'r1', name: 'rice', grams: 100 }, added]);
const searches = () => callable.call.mock.calls.filter(([name]) => name === 'searchFoods');
const field = () => screen.getByRole('combobox', { name: 'Add a food' });
const row = (name: string) =>
  screen.getAllByTestId('meal-row').find((r) => within(r).queryByText(name)) as HTMLElement;

describe('adding a food from the food table', () => {
  beforeEach(() => {
    table = [oliveOil, olives];
    callable.call.mockReset();
    callable.answerWith(answer);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names Frida for its foods, in the list and the preview; the picked food’s vitamins a tap away', async () => {
    const skyr: TableFood = {
      ...oliveOil,
      id: 'frida:1693',
      name: 'Skyr, plain',
      source: 'frida',
      per100g: { ...oliveOil.per100g, calories: 63, fat: 0.2, calcium: 100, vitaminB12: 0.5 },
      portions: [{ label: '1 cup', grams: 200, unit: 'cup' }],
    };
    table = [skyr];
    const user = userEvent.setup();
    await renderWithApp(<Harness />);
    await user.type(field(), 'skyr');
    const list = await screen.findByRole('listbox', { name: 'Foods in the food table' });
    const option = within(list).getByRole('option', { name: /Skyr/ });
    expect(within(option).getByTestId('source-mark')).toHaveTextContent('Frida');
    await user.click(option);
    expect(screen.getByTestId('food-preview')).toHaveTextContent(
      '200 g = 126 kcal, from Frida (Technical University of Denmark)',
    );
    await user.click(screen.getByRole('button', { name: 'Vitamins and minerals' }));
    expect(await screen.findByText(/^For 200 g, from Frida/)).toBeInTheDocument();
    expect(screen.getByText('Calcium').parentElement).toHaveTextContent('Calcium 200 mg');
  });

  it('searches as the user types, picks a food and a portion, and adds it with its table id', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Harness />);
    await user.type(field(), 'olive');
    const list = await screen.findByRole('listbox', { name: 'Foods in the food table' });
    const option = within(list).getByRole('option', { name: /Olive oil/ });
    expect(option).toHaveTextContent('884 kcal / 100 g');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    // One search for the whole word, in the user's language.
    expect(searches()).toEqual([['searchFoods', { query: 'olive', limit: 8, language: 'en' }]]);
    expect(screen.getByRole('status')).toHaveTextContent('2 foods found in the food table');

    await user.click(option);
    expect(field()).toHaveValue('Olive oil');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    const portion = screen.getByLabelText('Portion');
    expect(portion).toHaveDisplayValue('1 tablespoon (13.5 g)');
    expect(
      within(portion)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 tablespoon (13.5 g)', '1 cup (216 g)', '1 tsp (4.5 g)', 'Another amount (grams)']);
    expect(screen.getByLabelText('Grams')).toHaveValue('13.5');
    expect(screen.getByTestId('food-preview')).toHaveTextContent(
      '13.5 g = 119 kcal, from the USDA food table',
    );

    await user.click(screen.getByRole('button', { name: 'Add food' }));
    expectAdded({ name: 'Olive oil', grams: 13.5, foodId: 'sr24:04053' });
    await waitFor(() => expect(row('Olive oil')).toHaveTextContent('119 kcal'));
    expect(within(row('Olive oil')).getByTestId('source-mark')).toHaveTextContent('USDA');
    expect(screen.getByTestId('meal-rows-total')).toHaveTextContent('249 kcal');
    expect(field()).toHaveValue('');
    expect(screen.queryByLabelText('Portion')).not.toBeInTheDocument();
  });

  it('waits until typing pauses for 200 ms before it searches', async () => {
    await renderWithApp(<Harness />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(field(), { target: { value: 'ol' } });
    await act(() => vi.advanceTimersByTimeAsync(150));
    fireEvent.change(field(), { target: { value: 'oli' } });
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(searches()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(searches()).toEqual([['searchFoods', { query: 'oli', limit: 8, language: 'en' }]]);
    vi.useRealTimers();
    expect(await screen.findByRole('option', { name: /Olive oil/ })).toBeInTheDocument();
  });

  it('shows only the answer to what is typed now, even when an earlier answer comes later', async () => {
    const user = userEvent.setup();
    const slow: { resolve?: (value: unknown) => void } = {};
    callable.call.mockImplementation((name: string, data: Record<string, unknown>) => {
      if (name === 'searchFoods' && data.query === 'ol')
        return new Promise((resolve) => {
          slow.resolve = resolve;
        });
      return Promise.resolve(answer(name, data));
    });
    await renderWithApp(<Harness />);
    await user.type(field(), 'ol');
    await waitFor(() => expect(slow.resolve).toBeDefined());
    await user.type(field(), 'ive oil');
    expect(await screen.findByRole('option', { name: /Olive oil/ })).toBeInTheDocument();
    await act(async () => slow.resolve?.({ foods: [olives] }));
    expect(screen.queryByRole('option', { name: /Olives, green/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option', { hidden: false })).toHaveLength(1);
  });

  it('works from the keyboard: arrows choose, Enter picks without adding, Escape closes', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Harness />);
    await user.type(field(), 'oli');
    await screen.findByRole('option', { name: /Olive oil/ });
    await user.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    const chosen = screen.getByRole('option', { name: /Olives, green/ });
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', chosen.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(field()).toHaveValue('Olive oil');
    expect(callable.call.mock.calls.filter(([name]) => name === 'updateMeal')).toHaveLength(0);
    // A cup instead of the spoon, then Enter adds it.
    await user.selectOptions(screen.getByLabelText('Portion'), '1 cup (216 g)');
    expect(screen.getByLabelText('Grams')).toHaveValue('216');
    await user.type(screen.getByLabelText('Grams'), '{Enter}');
    expectAdded({ name: 'Olive oil', grams: 216, foodId: 'sr24:04053' });
  });

  it('takes grams typed by the user for a picked food', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Harness />);
    await user.type(field(), 'olive oil');
    await user.click(await screen.findByRole('option', { name: /Olive oil/ }));
    await user.selectOptions(screen.getByLabelText('Portion'), 'Another amount (grams)');
    expect(screen.getByLabelText('Grams')).toHaveFocus();
    await user.clear(screen.getByLabelText('Grams'));
    await user.type(screen.getByLabelText('Grams'), '20');
    expect(screen.getByTestId('food-preview')).toHaveTextContent('20 g = 177 kcal');
    await user.click(screen.getByRole('button', { name: 'Add food' }));
    expectAdded({ name: 'Olive oil', grams: 20, foodId: 'sr24:04053' });
  });

  it('adds a food the table lacks by name, for the server to estimate', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Harness />);
    await user.type(field(), 'grandma’s stew');
    expect(
      await screen.findByText('Not in the food table: add it by name and its figures will be estimated.'),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Grams'), '300');
    await user.click(screen.getByRole('button', { name: 'Add food' }));
    expectAdded({ name: 'grandma’s stew', grams: 300 });
    await waitFor(() => expect(row('grandma’s stew')).toHaveTextContent('72 kcal'));
    expect(within(row('grandma’s stew')).getByTestId('source-mark')).toHaveTextContent('estimate');
  });

  it('adds by name when the user changes the text after picking a food', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Harness />);
    await user.type(field(), 'olive');
    await user.click(await screen.findByRole('option', { name: /Olive oil/ }));
    await user.type(field(), ' dressing');
    await user.click(screen.getByRole('button', { name: 'Add food' }));
    expectAdded({ name: 'Olive oil dressing', grams: 13.5 });
  });

  it('says in the user’s language when the search fails, and the food can still be added by name', async () => {
    const user = userEvent.setup();
    callable.answerWith(answer, { name: 'searchFoods', code: 'history.foodQueryInvalid' });
    await renderWithApp(<Harness />, { language: 'es' });
    const input = screen.getByRole('combobox', { name: 'Añadir un alimento' });
    await user.type(input, 'aceite');
    expect(await screen.findByText('La búsqueda contiene caracteres que no se pueden buscar')).toBeVisible();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // Anything unexpected reads as the search's own message.
    callable.call.mockImplementation(async () => {
      throw new Error('boom');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.type(input, ' de oliva');
    expect(
      await screen.findByText(
        'No se pudo buscar en la tabla de alimentos. Aún puedes añadir el alimento por su nombre.',
      ),
    ).toBeVisible();
  });

  it('offers the portions with their measure words in the user’s language', async () => {
    const user = userEvent.setup();
    table = [carrot];
    await renderWithApp(<Harness />, { language: 'de' });
    await user.type(screen.getByRole('combobox', { name: 'Lebensmittel hinzufügen' }), 'karotte');
    await user.click(await screen.findByRole('option', { name: /Karotte/ }));
    expect(
      within(screen.getByLabelText('Portion'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 Tasse, gehackt (128 g)', '1 groß (72 g)', 'Andere Menge (Gramm)']);
    expect(screen.getByLabelText('Gramm')).toHaveValue('128');
  });
});
