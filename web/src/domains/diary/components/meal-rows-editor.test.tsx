import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as callable from '../../../testing/fake-callable';
import { expectRowsSent, mealUpdate, retype } from '../../../testing/meal-updates';
import { renderWithApp } from '../../../testing/render';
import type { MealRow, MealUpdate } from '../meal-rows';
import { MealRowsEditor } from './meal-rows-editor';

vi.mock('../../../lib/callable', () => import('../../../testing/fake-callable'));
const mocks = { call: vi.mocked(callable.call) };

const rows: MealRow[] = [
  { id: 'r1', name: 'rice', grams: 100, calories: 130, protein: 2.7, carbs: 28, fat: 0.3 },
  { id: 'r2', name: 'chicken', grams: 150, calories: 248, protein: 46.5, carbs: 0, fat: 5.4 },
];

/** The server's answer for a new row list (the figures of each row as the server would rescale them). */
const answer = (items: MealRow[]): MealUpdate =>
  mealUpdate(
    'Rice and chicken',
    items.map((r, i) => ({
      id: r.id ?? `new${i}`,
      name: r.name,
      grams: r.grams,
      calories: r.calories ?? 0,
      protein: r.protein ?? 0,
      carbs: r.carbs ?? 0,
      fat: r.fat ?? 0,
    })),
  );

/** The editor as a screen uses it: it shows the rows of the latest answer. */
function Harness({ initial = rows }: { initial?: MealRow[] }) {
  const [items, setItems] = useState<MealRow[]>(initial);
  return <MealRowsEditor mealId="meal-1" items={items} onUpdated={(u) => setItems(u.nutrition.items)} />;
}

const row = (name: string) =>
  screen.getAllByTestId('meal-row').find((r) => within(r).queryByText(name)) as HTMLElement;

describe('MealRowsEditor', () => {
  beforeEach(() => {
    mocks.call.mockReset();
  });

  it('shows each row with grams, kcal and macros, and their total', async () => {
    await renderWithApp(<Harness />);
    expect(within(row('rice')).getByLabelText('Grams of rice')).toHaveValue('100');
    expect(row('rice')).toHaveTextContent('130 kcal');
    expect(row('rice')).toHaveTextContent('P 2.7 g · C 28 g · F 0.3 g');
    expect(screen.getByTestId('meal-rows-total')).toHaveTextContent(
      /Total\s*378 kcal\s*P 49.2 g · C 28 g · F 5.7 g/,
    );
  });

  it('sends new grams for one row without figures (the server rescales it) and shows the new totals', async () => {
    const user = userEvent.setup();
    mocks.call.mockResolvedValue(
      answer([
        { ...(rows[0] as MealRow), grams: 200, calories: 260, protein: 5.4, carbs: 56, fat: 0.6 },
        rows[1] as MealRow,
      ]),
    );
    await renderWithApp(<Harness />);
    const grams = within(row('rice')).getByLabelText('Grams of rice');
    await retype(user, grams, '200');
    expectRowsSent(mocks.call, [
      { id: 'r1', name: 'rice', grams: 200 },
      { id: 'r2', name: 'chicken', grams: 150 },
    ]);
    await waitFor(() => expect(row('rice')).toHaveTextContent('260 kcal'));
    expect(screen.getByTestId('meal-rows-total')).toHaveTextContent('508 kcal');
  });

  it('refuses grams that are not a number from 0 to 5000 in the user’s language and sends nothing', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Harness />, { language: 'de' });
    const grams = within(row('rice')).getByLabelText('Gramm von rice');
    await retype(user, grams, 'viel');
    expect(screen.getByRole('alert')).toHaveTextContent('Gib die Gramm als Zahl von 0 bis 5.000 ein.');
    expect(grams).toHaveAttribute('aria-invalid', 'true');
    await retype(user, grams, '6000');
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('removes a row, and the last row cannot be removed', async () => {
    const user = userEvent.setup();
    mocks.call.mockResolvedValue(answer([rows[1] as MealRow]));
    await renderWithApp(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Remove rice' }));
    expectRowsSent(mocks.call, [{ id: 'r2', name: 'chicken', grams: 150 }]);
    await waitFor(() => expect(screen.getAllByTestId('meal-row')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Remove chicken' })).not.toBeInTheDocument();
  });

  it('adds a row by name and grams for the server to estimate', async () => {
    const user = userEvent.setup();
    mocks.call.mockImplementation(async (name: string) =>
      name === 'searchFoods'
        ? { foods: [] }
        : answer([
            ...rows,
            { id: 'r3', name: 'butter', grams: 10, calories: 72, protein: 0.1, carbs: 0, fat: 8.1 },
          ]),
    );
    await renderWithApp(<Harness />);
    await user.type(screen.getByLabelText('Add a food'), 'butter');
    await user.type(screen.getByLabelText('Grams'), '10');
    await user.click(screen.getByRole('button', { name: 'Add food' }));
    expectRowsSent(mocks.call, [
      { id: 'r1', name: 'rice', grams: 100 },
      { id: 'r2', name: 'chicken', grams: 150 },
      { name: 'butter', grams: 10 },
    ]);
    await waitFor(() => expect(row('butter')).toHaveTextContent('72 kcal'));
    expect(screen.getByLabelText('Add a food')).toHaveValue('');
  });

  it('asks for a name before adding a row', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Harness />);
    await user.type(screen.getByLabelText('Grams'), '10');
    await user.click(screen.getByRole('button', { name: 'Add food' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the name of the food to add.');
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('sets all four figures of a row by hand', async () => {
    const user = userEvent.setup();
    mocks.call.mockResolvedValue(
      answer([{ ...(rows[0] as MealRow), calories: 150, protein: 3, carbs: 30, fat: 1 }, rows[1] as MealRow]),
    );
    await renderWithApp(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Set the figures of rice by hand' }));
    for (const [label, value] of [
      ['Calories (kcal)', '150'],
      ['Protein (g)', '3'],
      ['Carbs (g)', '30'],
      ['Fat (g)', '1'],
    ] as const) {
      const input = within(row('rice')).getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
    }
    await user.click(screen.getByRole('button', { name: 'Save figures' }));
    expectRowsSent(mocks.call, [
      { id: 'r1', name: 'rice', grams: 100, calories: 150, protein: 3, carbs: 30, fat: 1 },
      { id: 'r2', name: 'chicken', grams: 150 },
    ]);
    await waitFor(() => expect(row('rice')).toHaveTextContent('150 kcal'));
    expect(screen.queryByRole('button', { name: 'Save figures' })).not.toBeInTheDocument();
  });

  it('refuses a missing figure and sends nothing', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Set the figures of rice by hand' }));
    await user.clear(within(row('rice')).getByLabelText('Fat (g)'));
    await user.click(screen.getByRole('button', { name: 'Save figures' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter all four figures');
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in the user’s language and keeps the rows', async () => {
    const user = userEvent.setup();
    mocks.call.mockRejectedValue(new callable.CallError('history.gramsTooLarge'));
    await renderWithApp(<Harness />, { language: 'es' });
    const grams = within(row('rice')).getByLabelText('Gramos de rice');
    await retype(user, grams, '300');
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(screen.getByRole('alert').textContent).not.toMatch(/history\./);
    expect(row('rice')).toHaveTextContent('130 kcal');
  });

  it('marks where each row’s figures come from, in words', async () => {
    await renderWithApp(
      <MealRowsEditor
        mealId="meal-1"
        items={[
          { ...(rows[0] as MealRow), id: 'a', name: 'rice', source: 'database', foodId: '20445' },
          { ...(rows[1] as MealRow), id: 'b', name: 'chicken', source: 'ai' },
          { id: 'c', name: 'older row', grams: 50, calories: 60 },
          { id: 'd', name: 'my sauce', grams: 30, calories: 40, source: 'manual' },
          { id: 'e', name: 'yoghurt', grams: 150, calories: 90, source: 'barcode' },
          { id: 'f', name: 'bar', grams: 40, calories: 180, source: 'label' },
          { id: 'g', name: 'skyr', grams: 150, calories: 95, source: 'database', foodId: 'frida:1693' },
          { id: 'h', name: 'yoghurt', grams: 150, calories: 146, source: 'database', foodId: 'sr28:01256' },
        ]}
      />,
    );
    const marks = screen.getAllByTestId('meal-row').map((r) => within(r).getByTestId('source-mark'));
    // A table row names its table: USDA's (SR24 and SR28) or Frida, whose licence asks to be named.
    expect(marks.map((m) => m.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      'USDA',
      'estimate',
      'estimate',
      'by hand',
      'barcode',
      'label',
      'Frida',
      'USDA',
    ]);
    expect(marks[6]).toHaveAttribute(
      'title',
      'Figures from Frida, the food data of the Technical University of Denmark (CC BY 4.0)',
    );
    // A screen reader hears the whole sentence with the row.
    expect(row('rice')).toHaveTextContent('Figures from the USDA food table');
    expect(row('older row')).toHaveTextContent('Figures estimated by the AI');
    expect(marks[0]).toHaveAttribute('title', 'Figures from the USDA food table');
  });

  it('marks the sources in the user’s language', async () => {
    await renderWithApp(
      <MealRowsEditor
        mealId="meal-1"
        items={[
          { ...(rows[0] as MealRow), source: 'database' },
          { ...(rows[1] as MealRow), source: 'manual' },
        ]}
        readOnly
      />,
      { language: 'da' },
    );
    expect(row('rice')).toHaveTextContent('USDA');
    expect(row('rice')).toHaveTextContent('Værdier fra USDA-fødevaretabellen');
    expect(row('chicken')).toHaveTextContent('manuelt');
  });

  it('adds fibre, sugars and salt to the total where rows know them, and shows none otherwise', async () => {
    const { unmount } = await renderWithApp(<MealRowsEditor mealId="meal-1" items={rows} />);
    expect(screen.getByTestId('meal-rows-total')).not.toHaveTextContent(/Fibre|Sugars|Salt/);
    expect(screen.queryByTestId('extra-figures')).not.toBeInTheDocument();
    unmount();
    await renderWithApp(
      <MealRowsEditor
        mealId="meal-1"
        items={[
          { ...(rows[0] as MealRow), fiber: 0.4, sugars: 0.1, sodium: 1 },
          { ...(rows[1] as MealRow), fiber: 0, sugars: 0, sodium: 111 },
        ]}
      />,
    );
    // Salt = sodium x 2.5: 112 mg of sodium is 0.3 g of salt.
    expect(screen.getByTestId('meal-rows-total')).toHaveTextContent(
      'Fibre 0.4 g · Sugars 0.1 g · Salt 0.3 g',
    );
    expect(screen.getByTestId('meal-rows-total')).not.toHaveTextContent('known for');
  });

  it('says which foods fibre, sugars and salt cover when some rows are estimates without them', async () => {
    await renderWithApp(
      <MealRowsEditor
        mealId="meal-1"
        items={[{ ...(rows[0] as MealRow), fiber: 0.4, sugars: 0.1, sodium: 1 }, rows[1] as MealRow]}
      />,
    );
    expect(screen.getByTestId('meal-rows-total')).toHaveTextContent(
      'Fibre 0.4 g · Sugars 0.1 g · Salt 0.0 g (known for 1 of 2 foods)',
    );
  });

  it('only shows the rows when read-only', async () => {
    await renderWithApp(<MealRowsEditor mealId="meal-1" items={rows} readOnly />);
    expect(row('rice')).toHaveTextContent('100 g');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a drink counted in ml once, and a food counted in portions with its grams, when read-only', async () => {
    const cola = {
      id: 'r3',
      name: 'cola',
      grams: 330,
      unit: 'ml' as const,
      serving: { quantity: 330, unit: 'ml', grams: 1 },
      calories: 139,
      protein: 0,
      carbs: 35,
      fat: 0,
    };
    const bread = {
      ...(rows[0] as MealRow),
      id: 'r4',
      name: 'bread',
      grams: 56,
      serving: { quantity: 2, unit: 'slice', grams: 28 },
    };
    await renderWithApp(<MealRowsEditor mealId="meal-1" items={[cola, bread]} readOnly />);
    expect(within(row('cola')).getAllByText(/330 ml/)).toHaveLength(1);
    expect(within(row('cola')).getByText(/330 ml/).textContent).toBe('330 ml');
    expect(row('bread')).toHaveTextContent('2 x slice (28 g) · 56 g');
  });
});
