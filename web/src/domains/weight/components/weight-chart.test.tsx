import { weightTrend } from '@shared/weight/weight-trend';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { useWeightFormat } from '../weight-format';
import { WeightChart } from './weight-chart';
import { WeightSummaryStats } from './weight-summary';

const today = '2025-03-31';
/** A weigh-in every other day for 8 weeks, losing 0.5 kg a week from 70 kg. */
const points = weightTrend(
  Array.from({ length: 28 }, (_, i) => ({
    day: new Date(Date.UTC(2025, 1, 5 + i * 2)).toISOString().slice(0, 10),
    kg: Math.round((70 - i / 7) * 10) / 10,
  })),
).points;

function Weight({ unit, shown = points }: { unit: 'kg' | 'lb'; shown?: typeof points }) {
  const format = useWeightFormat(unit, today);
  return (
    <>
      <WeightSummaryStats points={shown} format={format} />
      <WeightChart points={shown} today={today} format={format} />
    </>
  );
}

/** The summary's entries as "term: value". */
const summary = () =>
  within(screen.getByTestId('weight-summary'))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('the weight chart and its summary', () => {
  it.each([
    [
      'says the trend weight, the weekly change and the latest weigh-in in words',
      'kg',
      ['Trend weight: 66.1 kg', 'Weekly change: -0.5 kg/week', 'Latest weigh-in: 66.1 kg, Today'],
    ],
    [
      'says them in pounds for an imperial profile',
      'lb',
      ['Trend weight: 145.8 lb', 'Weekly change: -1.1 lb/week', 'Latest weigh-in: 145.7 lb, Today'],
    ],
  ] as const)('%s', async (_name, unit, entries) => {
    await renderWithApp(<Weight unit={unit} />);
    expect(summary()).toEqual(entries);
  });

  it('waits for a week of weigh-ins before it states a weekly change', async () => {
    await renderWithApp(<Weight unit="kg" shown={points.slice(-3)} />);
    expect(summary()[1]).toBe('Weekly change: After a week of weigh-ins');
  });

  it('is an image named and described in words, with a table of the weigh-ins for screen readers', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Weight unit="kg" />);
    const chart = screen.getByRole('img', { name: /Your weight over the last 30 days/ });
    expect(chart).toHaveAccessibleName(
      'Your weight over the last 30 days 15 weigh-ins from Monday, March 3, 2025 to Monday, March 31, 2025, between 66.1 and 68.1 kg. The trend went from 68.1 to 66.1 kg.',
    );
    expect(chart.querySelectorAll('circle')).toHaveLength(15);
    expect(chart.querySelectorAll('path')).toHaveLength(1);
    const table = screen.getByRole('table', { name: 'Your weight over the last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Monday, March 3, 2025');
    // The legend tells dots from the line by shape, with words.
    expect(screen.getByRole('list')).toHaveTextContent('Weigh-inTrend');

    await user.click(screen.getByRole('radio', { name: '90 days' }));
    expect(screen.getByRole('img', { name: /over the last 90 days 28 weigh-ins/ })).toBeInTheDocument();
  });

  it('says when the period has no weigh-ins', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Weight unit="kg" shown={points.slice(0, 5)} />);
    expect(screen.getByText('No weigh-ins in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '90 days' }));
    expect(screen.getByRole('img', { name: /5 weigh-ins/ })).toBeInTheDocument();
  });
});
