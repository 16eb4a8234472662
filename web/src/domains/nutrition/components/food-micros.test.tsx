// A table food's vitamins and minerals behind one tap: for the grams given, each with its share of the
// profile's daily target, the ones the table does not know named, and the table named (Frida's licence
// asks for it wherever its figures show).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { maleProfile, withProfile } from '../../../testing/fake-profile';
import { renderWithApp } from '../../../testing/render';
import { noMicros } from '../../../testing/table-foods';
import { FoodMicros } from './food-micros';

vi.mock('../../account/hooks/use-profile', () => import('../../../testing/fake-profile'));

const macros = {
  calories: 23,
  protein: 2.9,
  carbs: 3.6,
  fat: 0.4,
  fiber: 2.2,
  sugars: 0.4,
  sodium: 79,
  saturatedFat: 0.1,
};
const spinach = {
  source: 'sr24' as const,
  per100g: { ...noMicros, ...macros, vitaminC: 28.1, iron: 2.71, folate: 194, potassium: 558 },
};
const skyr = {
  source: 'frida' as const,
  per100g: { ...noMicros, ...macros, calcium: 100, vitaminB12: 0.5 },
};

beforeEach(() => withProfile(maleProfile));

describe('a food’s vitamins and minerals', () => {
  it('hidden until asked for; then for the grams, with a share of the day and the table named', async () => {
    const user = userEvent.setup();
    await renderWithApp(<FoodMicros food={spinach} grams={150} />);
    const toggle = screen.getByRole('button', { name: 'Vitamins and minerals' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Iron/)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('For 150 g, from the USDA food table:')).toBeInTheDocument();
    // 150 g: 42.2 mg vitamin C (47 % of a man's 90 mg), 4.07 mg iron, 291 µg folate.
    expect(screen.getByText('Vitamin C').parentElement).toHaveTextContent('Vitamin C 42.2 mg 47% of a day');
    expect(screen.getByText('Iron').parentElement).toHaveTextContent('Iron 4.1 mg 51% of a day');
    expect(screen.getByText('Folate').parentElement).toHaveTextContent('291 µg');
    expect(screen.getByText(/^Not known: Vitamin A, /)).toHaveTextContent('Cholesterol');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('names Frida for its foods; a food the table knows none of says so', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderWithApp(<FoodMicros food={skyr} grams={200} />, { language: 'da' });
    await user.click(screen.getByRole('button', { name: 'Vitaminer og mineraler' }));
    expect(
      await screen.findByText('For 200 g, fra Frida (Danmarks Tekniske Universitet, CC BY 4.0):'),
    ).toBeInTheDocument();
    expect(screen.getByText('Calcium').parentElement).toHaveTextContent('200 mg');
    unmount();
    await renderWithApp(
      <FoodMicros food={{ source: 'sr24', per100g: { ...noMicros, ...macros } }} grams={50} />,
    );
    await user.click(screen.getByRole('button', { name: 'Vitamins and minerals' }));
    expect(await screen.findByText('The food table knows none of them for this food.')).toBeInTheDocument();
  });
});
