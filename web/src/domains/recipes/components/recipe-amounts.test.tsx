import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderWithApp } from '../../../testing/render';
import { RecipeView } from './recipe-view';

const addToList = { add: vi.fn(async () => true), busy: false, targets: [], target: null, choose: vi.fn() };

/** The recipe with these ingredients and no steps. */
const renderIngredients = (ingredients: ComponentProps<typeof RecipeView>['ingredients']) =>
  renderWithApp(<RecipeView ingredients={ingredients} instructions={[]} addToList={addToList} />);
const row = (name: string) => screen.getByText(name).closest('label') as HTMLElement;

describe('RecipeView amounts a cook can measure', () => {
  afterEach(() => setLanguage('en'));

  it('shows spoons as kitchen fractions and tiny amounts as a pinch, never "0.3 tbsp" or 0', async () => {
    const user = userEvent.setup();
    await renderIngredients([
      { item: 'Olive oil', amount: 0.1, unit: 'tbsp' },
      { item: 'Salt', amount: 0.05, unit: 'tsp' },
      { item: 'Eggs', amount: 0.75, unit: '' },
    ]);
    expect(row('Salt')).toHaveTextContent('a pinch');
    // Counted things come in halves: three quarters of an egg is one egg.
    expect(row('Eggs')).toHaveTextContent(/^1\s*Eggs/);
    await user.click(screen.getByRole('button', { name: 'More persons' }));
    await user.click(screen.getByRole('button', { name: 'More persons' }));
    expect(row('Olive oil')).toHaveTextContent('1/3 tbsp');
    expect(row('Eggs')).toHaveTextContent(/^2\s*Eggs/);
  });

  it('uses the decimal comma and the translated words in German and Spanish', async () => {
    const user = userEvent.setup();
    await renderIngredients([
      { item: 'Milch', amount: 0.75, unit: 'L' },
      { item: 'Salz', amount: 0.3, unit: 'g' },
      { item: 'Öl', amount: 0.5, unit: 'EL' },
    ]);
    await setLanguage('de');
    await user.click(await screen.findByRole('button', { name: 'Mehr Personen' }));
    expect(row('Milch')).toHaveTextContent('1,5 L');
    expect(row('Salz')).toHaveTextContent('eine Prise');
    expect(row('Öl')).toHaveTextContent('1 EL');
    await setLanguage('es');
    expect(await screen.findByText('una pizca')).toBeInTheDocument();
    expect(row('Milch')).toHaveTextContent('1,5 L');
  });
});
