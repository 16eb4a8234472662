// "Set figures" takes a pack's label too: figures per 100 g, turned into the row's by its grams.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import type { MealRow } from '../meal-rows';
import { FiguresForm, forGrams } from './figures-form';

const row = {
  id: 'r1',
  name: 'oat drink',
  grams: 250,
  calories: 100,
  protein: 2,
  carbs: 16,
  fat: 3,
} as MealRow;

it('sends figures typed per 100 g as the row’s own, worked out from its grams', async () => {
  const user = userEvent.setup();
  const onSave = vi.fn(async () => true);
  await renderWithApp(<FiguresForm row={row} busy={false} onSave={onSave} onCancel={() => {}} />);
  expect(screen.getByRole('radio', { name: 'For this row (250 g)' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'Per 100 g, as on a pack' }));
  expect(screen.getByText(/Enter the four figures per 100 g of oat drink/)).toBeInTheDocument();
  for (const [label, value] of [
    ['Calories (kcal)', '46'],
    ['Protein (g)', '1,2'],
    ['Carbs (g)', '6.7'],
    ['Fat (g)', '1.5'],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Save figures' }));
  expect(onSave).toHaveBeenCalledWith({ calories: '115', protein: '3', carbs: '16.8', fat: '3.8' });
});

it('passes what is not a number on as typed, for the save to refuse', () => {
  expect(forGrams({ calories: '', protein: 'abc', carbs: '10', fat: '0' }, 50)).toEqual({
    calories: '',
    protein: 'abc',
    carbs: '5',
    fat: '0',
  });
});
