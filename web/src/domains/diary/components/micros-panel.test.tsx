// The day's vitamins and minerals panel as a user reads it: amounts against the targets of their sex and
// age in words (the bars only repeat them), "known for 2 of 3 foods" where some foods did not know a
// nutrient, a flag in words above the upper limit, the nutrients no food knew, the adult values said as
// such without a sex or age, and the 7-day average read only when asked for.
import { readDayTotals } from '@shared/documents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyProfile, maleProfile, withProfile } from '../../../testing/fake-profile';
import { served } from '../../../testing/fake-queries';
import { renderWithApp } from '../../../testing/render';
import { MicrosPanel } from './micros-panel';

vi.mock('../../../lib/firestore', () => import('../../../testing/fake-queries'));
vi.mock('../../../hooks/use-auth', () => import('../../../testing/fake-auth'));
vi.mock('../../account/hooks/use-profile', () => import('../../../testing/fake-profile'));

/** A day document as the server writes it: 3 rows, of which 2 (spinach and an orange) knew these. */
const lunch = (day: string, extra: Record<string, unknown> = {}) =>
  readDayTotals({
    userId: 'u1',
    day,
    calories: 400,
    protein: 20,
    carbs: 50,
    fat: 10,
    meals: 1,
    rows: 3,
    micros: { vitaminC: 107.9, iron: 2.86, folate: 239, potassium: 829.5, vitaminD: 0 },
    microsKnown: { vitaminC: 2, iron: 2, folate: 2, potassium: 2, vitaminD: 2, vitaminB12: 0 },
    updatedAt: new Date(),
    ...extra,
  });
const week = [
  '2026-02-23',
  '2026-02-24',
  '2026-02-25',
  '2026-02-26',
  '2026-02-27',
  '2026-02-28',
  '2026-03-01',
];
const line = (name: string) => screen.getByTestId(`micro-${name}`);

beforeEach(() => {
  served.specs = [];
  served.rows = [];
  withProfile(maleProfile);
});

describe('a day', () => {
  it('each amount and its share of the target in words; how many foods knew it; unknown ones named', async () => {
    await renderWithApp(<MicrosPanel dayTotals={lunch('2026-03-01')} week={week} />);
    const panel = screen.getByRole('region', { name: 'Vitamins and minerals' });
    // A man of 30: 90 mg vitamin C, 8 mg iron, 400 µg folate, 3,400 mg potassium.
    expect(line('vitaminC')).toHaveTextContent('Vitamin C108 mg120% of 90 mg');
    expect(line('iron')).toHaveTextContent('Iron2.9 mg36% of 8 mg');
    expect(line('folate')).toHaveTextContent('Folate239 µg60% of 400 µg');
    expect(line('potassium')).toHaveTextContent('3,400 mg');
    expect(line('vitaminC')).toHaveTextContent('known for 2 of 3 foods');
    // No food knew vitamin B12: not a line reading 0, but named as unknown.
    expect(screen.queryByTestId('micro-vitaminB12')).not.toBeInTheDocument();
    expect(within(panel).getByTestId('micros-unknown')).toHaveTextContent(
      /^Not known for any food: Vitamin A, /,
    );
    expect(within(panel).getByTestId('micros-unknown')).toHaveTextContent('Vitamin B12');
    expect(within(panel).getByRole('heading', { name: 'Vitamins' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Minerals' })).toBeInTheDocument();
    expect(screen.getByTestId('micros-basis')).toHaveTextContent(
      'Daily targets for men aged 19–30, from the US Dietary Reference Intakes.',
    );
    // The day is the document the screen already reads: nothing more is read.
    expect(served.specs).toEqual([]);
  });

  it('a nutrient every food knew says no coverage; one above the upper limit is flagged in words', async () => {
    const day = lunch('2026-03-01', {
      rows: 2,
      micros: { vitaminC: 2400, iron: 3 },
      microsKnown: { vitaminC: 2, iron: 2 },
    });
    await renderWithApp(<MicrosPanel dayTotals={day} week={week} />);
    expect(line('vitaminC')).toHaveTextContent('Above the upper limit of 2,000 mg');
    expect(line('vitaminC')).toHaveTextContent('2,667% of 90 mg');
    expect(line('vitaminC')).not.toHaveTextContent('known for');
    expect(line('iron')).not.toHaveTextContent('Above the upper limit');
  });

  it('cholesterol has no target: its amount alone', async () => {
    const day = lunch('2026-03-01', { micros: { cholesterol: 186 }, microsKnown: { cholesterol: 3 } });
    await renderWithApp(<MicrosPanel dayTotals={day} week={week} />);
    expect(screen.getByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(line('cholesterol')).toHaveTextContent('Cholesterol186 mgno daily target');
  });

  it('a day without meals says so', async () => {
    await renderWithApp(<MicrosPanel dayTotals={null} week={week} today />);
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked();
    expect(screen.getByText('Nothing eaten on this day yet.')).toBeInTheDocument();
  });
});

describe('the targets', () => {
  it('a profile without sex or age: the adult values, said so, with the way to Settings', async () => {
    withProfile(emptyProfile);
    await renderWithApp(<MicrosPanel dayTotals={lunch('2026-03-01')} week={week} />);
    expect(screen.getByTestId('micros-basis')).toHaveTextContent(
      'Daily targets for adults aged 31–50 (the higher of the values for women and men), from the US ' +
        'Dietary Reference Intakes. Your profile has no sex or age, so these are the adult values.',
    );
    expect(screen.getByRole('link', { name: 'Add them in Settings' })).toHaveAttribute('href', '/settings');
    // The higher of the two: a woman's 18 mg of iron.
    expect(line('iron')).toHaveTextContent('16% of 18 mg');
  });

  it('a woman of 60: her group; "other" with an age: no sex asked for again', async () => {
    withProfile({ ...maleProfile, gender: 'female', age: 60 });
    const { unmount } = await renderWithApp(<MicrosPanel dayTotals={lunch('2026-03-01')} week={week} />);
    expect(screen.getByTestId('micros-basis')).toHaveTextContent('Daily targets for women aged 51–70');
    expect(line('iron')).toHaveTextContent('36% of 8 mg');
    unmount();
    withProfile({ ...maleProfile, gender: 'other', age: 75 });
    await renderWithApp(<MicrosPanel dayTotals={lunch('2026-03-01')} week={week} />);
    expect(screen.getByTestId('micros-basis')).toHaveTextContent('adults aged 71 and over');
    expect(screen.queryByRole('link', { name: 'Add them in Settings' })).not.toBeInTheDocument();
  });

  it('in the user’s language', async () => {
    await renderWithApp(<MicrosPanel dayTotals={lunch('2026-03-01')} week={week} />, { language: 'de' });
    expect(screen.getByRole('region', { name: 'Vitamine und Mineralstoffe' })).toBeInTheDocument();
    expect(line('iron')).toHaveTextContent('Eisen2,9 mg36 % von 8 mg');
    expect(line('iron')).toHaveTextContent('bekannt für 2 von 3 Lebensmitteln');
  });
});

describe('the 7-day average', () => {
  it('reads the week once asked for, and averages over the days with meals', async () => {
    const user = userEvent.setup();
    served.rows = [
      lunch('2026-02-27'),
      lunch('2026-03-01', { micros: { vitaminC: 52.1, iron: 1.14 }, microsKnown: { vitaminC: 1, iron: 1 } }),
    ];
    await renderWithApp(<MicrosPanel dayTotals={lunch('2026-03-01')} week={week} />);
    await user.click(screen.getByRole('radio', { name: '7-day average' }));
    await waitFor(() =>
      expect(
        screen.getByText('Average per day of the 2 days with meals in these 7 days.'),
      ).toBeInTheDocument(),
    );
    expect(served.specs).toEqual([
      {
        collection: 'days',
        where: [
          ['userId', '==', 'u1'],
          ['day', 'in', week],
        ],
      },
    ]);
    // (107.9 + 52.1) / 2 = 80 mg; known for 3 of the 6 foods of both days.
    expect(line('vitaminC')).toHaveTextContent('80 mg89% of 90 mg');
    expect(line('vitaminC')).toHaveTextContent('known for 3 of 6 foods');
    // Folate only on one of the two days: 239 / 2.
    expect(line('folate')).toHaveTextContent('120 µg');
  });
});
