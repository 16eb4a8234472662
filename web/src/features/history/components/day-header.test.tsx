// The single-day header shows the day's fibre, sugars and salt beside the macros, from the day document
// History already reads; a day whose rows know none of them shows nothing rather than zeros.
import { readDayTotals, readMeal } from '@shared/documents';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DayTotals, Meal } from '../../../domains/diary/queries';
import { renderWithApp } from '../../../testing/render';
import { shownTotals } from '../lib/day-groups';
import { DayHeader } from './day-header';

const day = '2026-03-02';
const stored = (fields: Record<string, unknown>): DayTotals => ({
  ...(readDayTotals({ userId: 'me', day, meals: 2, ...fields }) as NonNullable<
    ReturnType<typeof readDayTotals>
  >),
  id: `me_${day}`,
});
const meal = (fields: Record<string, unknown>): Meal => ({
  ...(readMeal({ user_id: 'me', type: 'nutrition', day, ...fields }) as NonNullable<
    ReturnType<typeof readMeal>
  >),
  id: 'm1',
});

describe("the day header's fibre, sugars and salt", () => {
  it('shows them beside the macros in the single-day view', async () => {
    const totals = stored({
      calories: 1500,
      protein: 50,
      carbs: 180,
      fat: 50,
      fiber: 21,
      sugars: 48.5,
      sodium: 920,
    });
    await renderWithApp(
      <DayHeader day={day} totals={shownTotals(totals, day, [])} targets={null} detailed />,
      {
        language: 'es',
      },
    );
    const macros = screen.getByText(/Proteínas 50/).closest('p') as HTMLElement;
    // Salt = sodium x 2.5: 920 mg is 2.3 g.
    expect(macros).toHaveTextContent('Fibra 21 g · Azúcares 48,5 g · Sal 2,3 g');
  });

  it('shows none of them for a day of older entries, and only the known ones otherwise', async () => {
    const { unmount } = await renderWithApp(
      <DayHeader
        day={day}
        totals={shownTotals(stored({ calories: 800 }), day, [])}
        targets={null}
        detailed
      />,
    );
    expect(screen.getByText(/Protein 0/)).toBeInTheDocument();
    expect(screen.queryByTestId('extra-figures')).not.toBeInTheDocument();
    unmount();
    await renderWithApp(
      <DayHeader
        day={day}
        totals={shownTotals(stored({ calories: 800, sodium: 0 }), day, [])}
        targets={null}
        detailed
      />,
    );
    expect(screen.getByTestId('extra-figures')).toHaveTextContent(/^Salt 0\.0 g$/);
  });

  it('drops with an entry whose delete waits for its undo window', () => {
    const totals = stored({ calories: 900, fiber: 10, sugars: 20, sodium: 1000 });
    const pending = meal({ calories: 300, fiber: 4, sodium: 400 });
    expect(shownTotals(totals, day, [pending])).toMatchObject({
      calories: 600,
      fiber: 6,
      sugars: 20,
      sodium: 600,
    });
    expect(shownTotals(stored({ calories: 900 }), day, [pending])).not.toHaveProperty('fiber');
  });
});
