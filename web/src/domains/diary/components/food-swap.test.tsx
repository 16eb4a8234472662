// "Not this food?" in an entry's rows: a table row names its food, its mark opens a sheet with the table's
// foods for the row's words (the food in use marked) and a search; one tap swaps the food for the same
// grams, "Keep the estimate" goes back to the model's figures; refusals are said in the sheet.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as callable from '../../../testing/fake-callable';
import { mealUpdate } from '../../../testing/meal-updates';
import { renderWithApp } from '../../../testing/render';
import { noMicros } from '../../../testing/table-foods';
import type { TableFood } from '../../nutrition/hooks/use-food-search';
import type { MealRow } from '../meal-rows';
import { MealRowsEditor } from './meal-rows-editor';

vi.mock('../../../lib/callable', () => import('../../../testing/fake-callable'));

const food = (id: string, name: string, calories: number): TableFood => ({
  id,
  name,
  source: 'sr24',
  per100g: {
    ...noMicros,
    calories,
    protein: 2,
    carbs: 25,
    fat: 1,
    fiber: 1,
    sugars: 0,
    sodium: 1,
    saturatedFat: 0,
  },
  portions: [],
  serving: null,
});
const white = food('20445', 'Rice, white, cooked', 130);
const brown = food('20037', 'Rice, brown, cooked', 111);
const fried = food('20450', 'Rice, fried', 168);
const model = { calories: 2.6, protein: 0.1, carbs: 0.4, fat: 0.06 };

const rice: MealRow = {
  id: 'r1',
  name: 'rice',
  grams: 200,
  calories: 260,
  protein: 5.4,
  carbs: 56.3,
  fat: 0.6,
  source: 'database',
  foodId: '20445',
  foodName: 'Rice, white, cooked',
  estimatePerGram: model,
};
const stew: MealRow = { id: 'r2', name: 'stew', grams: 300, calories: 450, protein: 30, carbs: 40, fat: 18 };

/** The server: searches by the words in the name, swaps from the table, goes back to the kept figures. */
function answer(name: string, data: Record<string, unknown>) {
  if (name === 'searchFoods') {
    // The table answers in four languages: "Reis, gekocht" finds its rice.
    const query = String(data.query).toLowerCase();
    const words = query.startsWith('reis') ? 'rice' : query;
    return { foods: [white, brown, fried].filter((f) => f.name.toLowerCase().includes(words)) };
  }
  if (name !== 'updateMeal') throw new Error(`unexpected call ${name}`);
  const sent = data.items as { id: string; grams: number; foodId?: string; keepEstimate?: true }[];
  return mealUpdate(
    'Rice and stew',
    sent.map((s) => {
      const before = { ...(s.id === 'r1' ? rice : stew), id: s.id } as MealRow & { id: string };
      const swapTo = [white, brown, fried].find((f) => f.id === s.foodId);
      if (swapTo)
        return {
          ...before,
          calories: Math.round(((swapTo.per100g.calories ?? 0) * s.grams) / 100),
          protein: 4,
          carbs: 50,
          fat: 2,
          source: 'database' as const,
          foodId: swapTo.id,
          foodName: swapTo.name,
        };
      if (s.keepEstimate) {
        const { foodId: _id, foodName: _name, ...rest } = before;
        return { ...rest, calories: 520, protein: 20, carbs: 80, fat: 12, source: 'ai' as const };
      }
      return before as never;
    }),
  );
}

function Harness({ readOnly = false }: { readOnly?: boolean }) {
  const [items, setItems] = useState<MealRow[]>([rice, stew]);
  return (
    <MealRowsEditor
      mealId="meal-1"
      items={items}
      readOnly={readOnly}
      onUpdated={(u) => setItems(u.nutrition.items)}
    />
  );
}

const row = (name: string) =>
  screen.getAllByTestId('meal-row').find((r) => within(r).queryByText(name)) as HTMLElement;
const updates = () => callable.call.mock.calls.filter(([name]) => name === 'updateMeal');
const openRice = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(
    screen.getByRole('button', {
      name: 'Figures from the USDA food table: Rice, white, cooked. Change the food',
    }),
  );
  return screen.getByRole('dialog', { name: 'Not this food?' });
};

describe('Not this food?', () => {
  beforeEach(() => {
    callable.call.mockReset();
    callable.answerWith(answer);
  });

  it('names the food a table row uses; a read-only entry names it without a way to change it', async () => {
    const { unmount } = await renderWithApp(<Harness />);
    // The mark reads "USDA" on screen and as a whole sentence to a screen reader.
    const named = /^USDA\s*Figures from the USDA food table\s*Rice, white, cooked$/;
    expect(within(row('rice')).getByTestId('row-food')).toHaveTextContent(named);
    expect(within(row('rice')).getByTestId('row-food').tagName).toBe('BUTTON');
    unmount();
    await renderWithApp(<Harness readOnly />);
    expect(within(row('rice')).getByTestId('row-food')).toHaveTextContent(named);
    expect(within(row('rice')).queryByRole('button')).toBeNull();
  });

  it("lists the table's foods for the row's words with the one in use marked, and swaps in one tap", async () => {
    const user = userEvent.setup();
    await renderWithApp(<Harness />);
    const opener = within(row('rice')).getByTestId('row-food');
    const dialog = await openRice(user);
    expect(dialog).toHaveTextContent('rice, 200 g');
    expect(dialog).toHaveTextContent(/Now: USDA.*Rice, white, cooked\s*260 kcal/);
    // The sheet starts on what it is about, not in the field (a phone's keyboard would hide the foods).
    expect(within(dialog).getByText('rice, 200 g')).toHaveFocus();
    const list = await within(dialog).findByRole('list', { name: 'Foods in the food table' });
    expect(callable.call).toHaveBeenCalledWith('searchFoods', { query: 'rice', limit: 8, language: 'en' });
    const inUse = within(list).getByRole('button', { name: /Rice, white, cooked/ });
    expect(inUse).toHaveAttribute('aria-current', 'true');
    expect(inUse).toBeDisabled();
    expect(inUse).toHaveTextContent('in use');
    // Each food with its kcal for the row's grams.
    const other = within(list).getByRole('button', { name: /Rice, brown, cooked/ });
    expect(other).toHaveTextContent('222 kcal');
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 foods found.');

    await user.click(other);
    expect(updates()).toEqual([
      [
        'updateMeal',
        {
          mealId: 'meal-1',
          items: [
            { id: 'r1', name: 'rice', grams: 200, foodId: '20037' },
            { id: 'r2', name: 'stew', grams: 300 },
          ],
        },
      ],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row('rice')).toHaveTextContent('222 kcal');
    expect(within(row('rice')).getByTestId('row-food')).toHaveTextContent(/USDA.*Rice, brown, cooked$/);
    expect(screen.getByTestId('meal-rows-total')).toHaveTextContent('672 kcal');
    expect(opener).toHaveFocus();
  });

  it('searches other words typed in the sheet', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Harness />);
    const dialog = await openRice(user);
    const field = within(dialog).getByRole('searchbox', { name: 'Search the food table' });
    expect(field).toHaveValue('rice');
    await user.clear(field);
    await user.type(field, 'fried');
    const list = await within(dialog).findByRole('list', { name: 'Foods in the food table' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent('Rice, fried336 kcal');
    await user.clear(field);
    await user.type(field, 'pizza');
    expect(await within(dialog).findByText('Nothing in the food table matches these words. Try others.'));
  });

  it("keeps the estimate: the row goes back to the model's figures", async () => {
    const user = userEvent.setup();
    await renderWithApp(<Harness />);
    const dialog = await openRice(user);
    const keep = within(dialog).getByRole('button', { name: /Keep the estimate/ });
    expect(keep).toHaveTextContent("The AI's own figures: 520 kcal");
    await user.click(keep);
    expect(updates().at(-1)).toEqual([
      'updateMeal',
      {
        mealId: 'meal-1',
        items: [
          { id: 'r1', name: 'rice', grams: 200, keepEstimate: true },
          { id: 'r2', name: 'stew', grams: 300 },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row('rice')).toHaveTextContent('520 kcal');
    expect(within(row('rice')).queryByTestId('row-food')).toBeNull();
    expect(within(row('rice')).getByTestId('source-mark')).toHaveTextContent('estimate');
  });

  it('an estimate opens the sheet to take it from the table, without a way back to itself', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Harness />);
    await user.click(
      screen.getByRole('button', { name: 'Figures estimated by the AI. Find stew in the food table' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Take it from the food table?' });
    expect(dialog).toHaveTextContent(/Now: estimate\s*Figures estimated by the AI\s*450 kcal/);
    expect(within(dialog).queryByRole('button', { name: /Keep the estimate/ })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(updates()).toEqual([]);
  });

  it('says in the sheet, in the user’s language, why a swap was refused, and keeps it open', async () => {
    const user = userEvent.setup();
    callable.answerWith(answer, { name: 'updateMeal', code: 'history.rowNotFound' });
    await renderWithApp(<Harness />, { language: 'de' });
    // The row made in English ("rice") reads as the table's German name once the names have come.
    await screen.findByText('Reis, gekocht');
    await user.click(
      screen.getByRole('button', { name: /^Werte aus der USDA-Nährwerttabelle: Rice, white, cooked/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Nicht dieses Lebensmittel?' });
    // The sheet searches for the name shown.
    expect(dialog).toHaveTextContent('Reis, gekocht, 200 g');
    const list = await within(dialog).findByRole('list');
    expect(callable.call).toHaveBeenCalledWith(
      'searchFoods',
      expect.objectContaining({ query: 'Reis, gekocht' }),
    );
    await user.click(within(list).getByRole('button', { name: /Rice, brown, cooked/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Dieses Lebensmittel ist nicht mehr in der Mahlzeit.',
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(row('Reis, gekocht')).toHaveTextContent('260 kcal');
  });
});
