import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CallError } from '../../../lib/callable';
import { expectLastRowsSent } from '../../../testing/meal-updates';
import { renderWithApp } from '../../../testing/render';
import type { MealRow } from '../meal-rows';
import { MealRowsEditor } from './meal-rows-editor';

const mocks = vi.hoisted(() => ({ call: vi.fn(), readBarcode: vi.fn() }));

vi.mock('../../../lib/barcode-reader', () => ({ readBarcode: mocks.readBarcode }));

vi.mock(import('../../../lib/callable'), async (importOriginal) => ({
  ...(await importOriginal()),
  call: mocks.call,
}));

const rows: MealRow[] = [
  { id: 'r1', name: 'muesli', grams: 60, calories: 220, protein: 6, carbs: 38, fat: 4 },
];
// A valid EAN-13 (check digit 2).
const CODE = '5000112637922';
const product = {
  code: CODE,
  name: 'Oat drink',
  brand: 'Oatly',
  per100g: { calories: 46, protein: 1, carbs: 6.6, fat: 1.5 },
  servingGrams: 250,
  source: 'openfoodfacts' as const,
};

async function lookUp(code: string) {
  const user = userEvent.setup();
  await renderWithApp(<MealRowsEditor mealId="meal-1" items={rows} />);
  await user.click(screen.getByRole('button', { name: 'Add by barcode' }));
  await user.type(screen.getByLabelText('Barcode digits'), code);
  await user.click(screen.getByRole('button', { name: 'Look up' }));
  return user;
}

/** The lookup answers with `found`; the meal update that follows answers as the server would. */
function lookupFinds(found: typeof product) {
  mocks.call.mockImplementation(async (name: string) =>
    name === 'lookupBarcode' ? { product: found } : { mealId: 'meal-1', nutrition: {} },
  );
}

/** Adds the product shown: the meal keeps its row and gains the product's serving with its barcode. */
async function addsTheProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add product' }));
  expectLastRowsSent(mocks.call, [
    { id: 'r1', name: 'muesli', grams: 60 },
    { name: 'Oat drink', grams: 250, barcode: CODE },
  ]);
}

describe('adding a product by its barcode', () => {
  beforeEach(() => {
    mocks.call.mockReset();
    mocks.readBarcode.mockReset();
  });

  it('looks the digits up, shows the product and adds it with its barcode and one serving', async () => {
    lookupFinds(product);
    const user = await lookUp(CODE);
    expect(mocks.call).toHaveBeenCalledWith('lookupBarcode', { code: CODE });
    const found = await screen.findByTestId('barcode-product');
    expect(found).toHaveTextContent('Oat drink');
    expect(found).toHaveTextContent('Oatly');
    expect(found).toHaveTextContent('46 kcal per 100 g');
    expect(found).toHaveTextContent('Figures from Open Food Facts');
    expect(screen.getAllByLabelText('Grams').at(-1)).toHaveValue('250');
    await addsTheProduct(user);
  });

  it('shows and adds a drink in ml, as its pack gives it', async () => {
    const drink = { ...product, unit: 'ml' as const };
    lookupFinds(drink);
    const user = await lookUp(CODE);
    const found = await screen.findByTestId('barcode-product');
    expect(found).toHaveTextContent('46 kcal per 100 ml');
    expect(found).toHaveTextContent('One serving: 250 ml');
    expect(screen.getAllByLabelText('Millilitres').at(-1)).toHaveValue('250');
    await addsTheProduct(user);
  });

  it('a drink’s row reads and is typed in ml, its figures set per 100 ml; other rows stay in grams', async () => {
    const user = userEvent.setup();
    const drink: MealRow = {
      id: 'd1',
      name: 'Oat drink',
      grams: 250,
      calories: 115,
      protein: 2.5,
      carbs: 16.5,
      fat: 3.8,
      source: 'barcode',
      barcode: CODE,
      unit: 'ml',
    };
    await renderWithApp(<MealRowsEditor mealId="meal-1" items={[...rows, drink]} />);
    expect(screen.getByRole('textbox', { name: 'Millilitres of Oat drink' })).toHaveValue('250');
    expect(screen.getByRole('textbox', { name: 'Grams of muesli' })).toHaveValue('60');
    await user.click(screen.getByRole('button', { name: 'Set the figures of Oat drink by hand' }));
    expect(screen.getByRole('radio', { name: 'For this row (250 ml)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Per 100 ml, as on a pack' })).toBeInTheDocument();
  });

  it('refuses digits that are not a barcode before asking the server', async () => {
    await lookUp('5000112637923');
    expect(
      await screen.findByText('This is not a valid barcode. Check the digits under the bars.'),
    ).toBeVisible();
    expect(mocks.call).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Add it by name for an estimate' })).toBeNull();
  });

  it('says when no product has the code and offers an estimate by name instead', async () => {
    mocks.call.mockResolvedValue({ product: null });
    const user = await lookUp(CODE);
    expect(
      await screen.findByText(
        'No product with nutrition figures has this barcode. Photograph its nutrition label instead.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add it by name for an estimate' }));
    expect(screen.getByRole('combobox', { name: 'Add a food' })).toHaveFocus();
    expect(screen.queryByLabelText('Barcode digits')).toBeNull();
  });

  it('says when the product database does not answer, with the same way out', async () => {
    mocks.call.mockRejectedValue(new CallError('history.productLookupUnavailable', 'Unavailable'));
    await lookUp(CODE);
    expect(
      await screen.findByText('The product database is not answering. Please try again later.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add it by name for an estimate' })).toBeVisible();
  });

  it('reads the digits from a photo of the barcode and looks them up', async () => {
    mocks.readBarcode.mockResolvedValue(CODE);
    mocks.call.mockResolvedValue({ product });
    const user = userEvent.setup();
    await renderWithApp(<MealRowsEditor mealId="meal-1" items={rows} />);
    await user.click(screen.getByRole('button', { name: 'Add by barcode' }));
    const photo = new File(['jpeg'], 'barcode.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Scan a photo of the barcode'), photo);
    expect(mocks.readBarcode).toHaveBeenCalledWith(photo);
    expect(await screen.findByTestId('barcode-product')).toHaveTextContent('Oat drink');
    expect(screen.getByLabelText('Barcode digits')).toHaveValue(CODE);
    expect(mocks.call).toHaveBeenCalledWith('lookupBarcode', { code: CODE });
  });

  it('says when no barcode can be read in the photo, and asks for nothing', async () => {
    mocks.readBarcode.mockResolvedValue(null);
    const user = userEvent.setup();
    await renderWithApp(<MealRowsEditor mealId="meal-1" items={rows} />);
    await user.click(screen.getByRole('button', { name: 'Add by barcode' }));
    await user.upload(
      screen.getByLabelText('Scan a photo of the barcode'),
      new File(['jpeg'], 'blurred.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await screen.findByText('No barcode could be read in this photo. Type the digits instead.'),
    ).toBeVisible();
    expect(mocks.call).not.toHaveBeenCalled();
  });
});
