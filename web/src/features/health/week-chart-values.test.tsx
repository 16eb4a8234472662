// The week chart says each logged day's calories above its bar, and names the target under the chart,
// where it hides no bar, however far over the target a day went.
import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { lastDays, localDay } from '../../domains/diary/diary-day';
import { served } from '../../testing/fake-queries';
import { renderPageAt } from '../../testing/where';
import { WeekChart } from './week-chart';

vi.mock('../../lib/firestore', () => import('../../testing/fake-queries'));
vi.mock('../../hooks/use-auth', () => import('../../testing/fake-auth'));

it('shows the values of logged days and puts the target label outside the plot', async () => {
  const days = lastDays(localDay(), 7);
  served.rows = [
    { userId: 'u1', day: days[6], calories: 1200, protein: 0, carbs: 0, fat: 0, meals: 2 },
    { userId: 'u1', day: days[5], calories: 5400, protein: 0, carbs: 0, fat: 0, meals: 6 },
  ];
  await renderPageAt(<WeekChart target={2000} />, '/health');
  const chart = await screen.findByTestId('week-chart');
  expect(await within(chart).findByText('1,200')).toBeInTheDocument();
  expect(within(chart).getByText('5,400')).toBeInTheDocument();
  // Days with nothing logged show no figure.
  expect(chart.querySelectorAll('.health-week__value')).toHaveLength(2);
  expect(within(chart).queryByText('Target 2,000 kcal')).not.toBeInTheDocument();
  expect(screen.getByText('Target 2,000 kcal')).toBeInTheDocument();
});
