// "+ Add food" under a slot: a searched food logged in its everyday serving (or another), a product by its
// typed barcode, words for an earlier day, and a refusal said in the user's words with nothing closed.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as callable from '../../../testing/fake-callable';
import { served } from '../../../testing/fake-queries';
import { renderWithApp } from '../../../testing/render';
import { tableBanana } from '../../../testing/table-foods';
import { localDay } from '../diary-day';
import { AddFoodSheet } from './add-food-sheet';

vi.mock('../../../lib/callable', () => import('../../../testing/fake-callable'));
vi.mock('../../../lib/firestore', () => import('../../../testing/fake-queries'));
vi.mock('../../../hooks/use-auth', () => import('../../../testing/fake-auth'));
vi.mock('../../../lib/image-data-url', () => ({
  imageDataUrl: async (_photo: Blob, side: number) =>
    `data:image/jpeg;base64,${side === 160 ? 'dGh1bWI=' : 'cGhvdG8='}`,
}));

const logged = { mealId: 'new-1', nutrition: { items: [] }, day: '2026-03-02', slot: 'breakfast' };
const CODE = '5000112637922';
const product = {
  code: CODE,
  name: 'Oat drink',
  per100g: { calories: 46, protein: 1, carbs: 6.6, fat: 1.5 },
  servingGrams: 250,
  source: 'openfoodfacts' as const,
};

/** The entry logged as of today is moved to the day shown (2 March), and the sheet closes. */
async function expectMovedToShownDay(onClose: () => void) {
  await waitFor(() =>
    expect(callable.call).toHaveBeenLastCalledWith('updateMeal', { mealId: 'new-1', day: '2026-03-02' }),
  );
  await waitFor(() => expect(onClose).toHaveBeenCalled());
}

async function open(day = '2026-03-02') {
  const onClose = vi.fn();
  const user = userEvent.setup();
  await renderWithApp(<AddFoodSheet day={day} slot="breakfast" dayLabel="Mon, 2 Mar" onClose={onClose} />);
  return { user, onClose };
}

async function pickBanana(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'Add a food' }), 'banana');
  await user.click(await screen.findByRole('option', { name: /Bananas, raw/ }));
}

describe('+ Add food', () => {
  beforeEach(() => {
    callable.call.mockReset();
    served.specs = [];
    served.rows = [];
    callable.call.mockImplementation(async (name: string) => {
      if (name === 'searchFoods') return { foods: [tableBanana] };
      if (name === 'lookupBarcode') return { product };
      return logged;
    });
  });

  it('offers a searched food in its everyday serving and logs it into the slot of the day, no AI call', async () => {
    const { user, onClose } = await open();
    expect(screen.getByRole('dialog', { name: 'Add to Breakfast · Mon, 2 Mar' })).toBeInTheDocument();
    await pickBanana(user);
    expect(screen.getByLabelText('Quantity of Bananas, raw')).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveDisplayValue('medium (118 g)');
    expect(screen.getByTestId('serving-grams')).toHaveTextContent('118 g');
    expect(screen.getByTestId('food-serving-kcal')).toHaveTextContent('105 kcal');
    await user.clear(screen.getByLabelText('Quantity of Bananas, raw'));
    await user.type(screen.getByLabelText('Quantity of Bananas, raw'), '2');
    expect(screen.getByTestId('serving-grams')).toHaveTextContent('236 g');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(callable.call).toHaveBeenLastCalledWith('logFoods', {
      timeZone: expect.any(String),
      day: '2026-03-02',
      slot: 'breakfast',
      items: [{ foodId: 'sr24:09040', quantity: 2, unit: 'medium (7" to 7-7/8" long)' }],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('“Bananas, raw” added to Breakfast')).toBeInTheDocument();
  });

  it('counts a food in grams when the user picks grams, keeping the weight chosen', async () => {
    const { user } = await open();
    await pickBanana(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'g');
    expect(screen.getByLabelText('Quantity of Bananas, raw')).toHaveValue('118');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(callable.call).toHaveBeenLastCalledWith(
      'logFoods',
      expect.objectContaining({ items: [{ foodId: 'sr24:09040', grams: 118 }] }),
    );
  });

  it('logs a product by its typed barcode at one serving', async () => {
    const { user, onClose } = await open();
    await user.click(screen.getByRole('button', { name: 'Barcode' }));
    await user.type(screen.getByLabelText('Barcode digits'), CODE);
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    await screen.findByTestId('barcode-product');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(callable.call).toHaveBeenLastCalledWith(
      'logFoods',
      expect.objectContaining({ slot: 'breakfast', items: [{ barcode: CODE, grams: 250 }] }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says a refusal in the user’s words and stays open, with nothing else sent', async () => {
    callable.call.mockImplementation(async (name: string) => {
      if (name === 'searchFoods') return { foods: [tableBanana] };
      throw new callable.CallError('history.dayNotLoggable');
    });
    const { user, onClose } = await open();
    await pickBanana(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/from 1 January 2000 to today/);
    expect(onClose).not.toHaveBeenCalled();
    expect(callable.call.mock.calls.filter(([name]) => name === 'logFoods')).toHaveLength(1);
  });

  it('estimates a photo with its thumbnail, in the slot, and files it under the day shown', async () => {
    callable.call.mockResolvedValue({
      mealId: 'new-1',
      nutrition: {},
      diary: { day: localDay(), slot: 'breakfast' },
    });
    const { user, onClose } = await open('2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Photo' }));
    await user.upload(
      screen.getByLabelText('Take a photo'),
      new File(['x'], 'plate.jpg', { type: 'image/jpeg' }),
    );
    expect(callable.call).toHaveBeenCalledWith('analyzeFoodImage', {
      image: 'data:image/jpeg;base64,cGhvdG8=',
      thumbnail: 'data:image/jpeg;base64,dGh1bWI=',
      timeZone: expect.any(String),
      slot: 'breakfast',
    });
    await expectMovedToShownDay(onClose);
  });

  it('estimates words for an earlier day and moves the new entry to that day', async () => {
    callable.call.mockResolvedValue({ ...logged, day: localDay() });
    const { user, onClose } = await open('2026-03-02');
    await user.click(screen.getByRole('button', { name: 'In words' }));
    await user.type(screen.getByRole('textbox'), 'two eggs and toast');
    await user.click(screen.getByRole('button', { name: 'Estimate and add' }));
    expect(callable.call).toHaveBeenCalledWith('logMeal', {
      description: 'two eggs and toast',
      timeZone: expect.any(String),
      slot: 'breakfast',
    });
    await expectMovedToShownDay(onClose);
  });
});
