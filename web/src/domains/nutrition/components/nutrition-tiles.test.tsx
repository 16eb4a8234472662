import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { formatCalories, formatGrams } from './format-nutrition';
import { NutritionTiles } from './nutrition-tiles';

describe('NutritionTiles', () => {
  it("shows '---' without a unit for each missing value", async () => {
    await renderWithApp(
      <NutritionTiles values={{ calories: 250, protein: null, carbs: undefined, fat: Number.NaN }} />,
    );
    expect(screen.getByTestId('tile-calories')).toHaveTextContent('Calories250 kcal');
    for (const key of ['protein', 'carbs', 'fat']) {
      expect(screen.getByTestId(`tile-${key}`).querySelector('dd')).toHaveTextContent(/^---$/);
    }
  });

  it("shows '---' on every tile when there is no result at all", async () => {
    await renderWithApp(<NutritionTiles values={null} />);
    expect(screen.getAllByText('---')).toHaveLength(4);
  });

  it('rounds calories to whole numbers and grams to one decimal, in the reader’s number format', async () => {
    expect(formatCalories(1234.6, 'de')).toBe('1.235');
    expect(formatCalories(1234.6, 'en')).toBe('1,235');
    expect(formatGrams(12.34, 'de')).toBe('12,3');
    expect(formatGrams(12, 'da')).toBe('12');
    expect(formatGrams(-1, 'en')).toBe('---');
  });

  it('shows a busy skeleton while loading', async () => {
    await renderWithApp(<NutritionTiles values={null} loading />);
    expect(screen.getByLabelText('Loading nutrition data')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('---')).not.toBeInTheDocument();
  });
});
