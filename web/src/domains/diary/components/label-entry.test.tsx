import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CallError } from '../../../lib/callable';
import { expectLastRowsSent } from '../../../testing/meal-updates';
import { renderWithApp } from '../../../testing/render';
import type { MealRow } from '../meal-rows';
import { MealRowsEditor } from './meal-rows-editor';

const mocks = vi.hoisted(() => ({ call: vi.fn(), imageDataUrl: vi.fn() }));

vi.mock(import('../../../lib/callable'), async (importOriginal) => ({
  ...(await importOriginal()),
  call: mocks.call,
}));
vi.mock('../../../lib/image-data-url', () => ({ imageDataUrl: mocks.imageDataUrl }));

const rows: MealRow[] = [
  { id: 'r1', name: 'muesli', grams: 60, calories: 220, protein: 6, carbs: 38, fat: 4 },
];
const IMAGE = 'data:image/jpeg;base64,AAAA';

async function scanPhoto() {
  const user = userEvent.setup();
  await renderWithApp(<MealRowsEditor mealId="meal-1" items={rows} />);
  await user.upload(
    screen.getByLabelText('Scan a nutrition label'),
    new File(['jpeg'], 'label.jpg', { type: 'image/jpeg' }),
  );
  return user;
}

describe('adding a food from its nutrition label', () => {
  beforeEach(() => {
    mocks.call.mockReset();
    mocks.imageDataUrl.mockReset();
    mocks.imageDataUrl.mockResolvedValue(IMAGE);
  });

  it('reads the label, lets the user correct a figure, and adds the row for a serving, marked as from the label, with its vitamins', async () => {
    mocks.call.mockImplementation(async (name: string) =>
      name === 'scanLabel'
        ? {
            name: 'Granola',
            servingGrams: 45,
            per100g: {
              calories: 450,
              protein: 10,
              carbs: 60,
              fat: 18,
              fiber: 8,
              sodium: 120,
              micros: { iron: 4.2, thiamin: 0.55 },
            },
          }
        : { mealId: 'meal-1', nutrition: {} },
    );
    const user = await scanPhoto();
    expect(mocks.call).toHaveBeenCalledWith('scanLabel', { image: IMAGE });
    expect(await screen.findByTestId('label-figures')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Granola');
    expect(screen.getAllByLabelText('Grams').at(-1)).toHaveValue('45');
    const fat = screen.getByLabelText('Fat (g)');
    await user.clear(fat);
    await user.type(fat, '20');
    await user.click(screen.getByRole('button', { name: 'Add from label' }));
    expectLastRowsSent(mocks.call, [
      { id: 'r1', name: 'muesli', grams: 60 },
      {
        name: 'Granola',
        grams: 45,
        calories: 203,
        protein: 4.5,
        carbs: 27,
        fat: 9,
        fiber: 3.6,
        sodium: 54,
        // The vitamins and minerals the label printed, for the grams.
        micros: { iron: 1.89, thiamin: 0.248 },
        source: 'label',
      },
    ]);
    expect(screen.queryByTestId('label-figures')).toBeNull();
  });

  it('says when the photo shows no label', async () => {
    mocks.call.mockRejectedValue(new CallError('history.noLabelFound', 'No label'));
    await scanPhoto();
    expect(await screen.findByText("We couldn't find a nutrition label in this photo.")).toBeVisible();
    expect(screen.queryByTestId('label-figures')).toBeNull();
  });
});
