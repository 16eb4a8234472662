import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../domains/account/hooks/use-profile';
import { forgetEnergyBalance } from '../../domains/weight/hooks/use-energy-balance';
import * as callable from '../../testing/fake-callable';
import { maleProfile, withProfile } from '../../testing/fake-profile';
import { renderWithApp } from '../../testing/render';
import HealthPage from './health-page';

vi.mock('../../lib/callable', () => import('../../testing/fake-callable'));
vi.mock('../../lib/firestore', () => import('../../testing/fake-queries'));
vi.mock('../../hooks/use-auth', () => import('../../testing/fake-auth'));
vi.mock('../../domains/account/hooks/use-profile', () => import('../../testing/fake-profile'));

// Maintain 2,608 kcal, protein 64 g (see maleProfile); the goal: loss.
const body: Profile = { ...maleProfile, dailyGoal: 'loss' };
const measured = {
  tdee: 2400,
  intakeAverage: 2250,
  loggedDays: 26,
  weighIns: 24,
  trendKg: 80.1,
  weeklyChangeKg: -0.14,
  confidence: 'high',
  points: [],
};

const goal = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Goal for your diary' }))
    .getByRole('radio', { name })
    .closest('li') as HTMLElement;

describe('Health: where the targets come from', () => {
  beforeEach(() => {
    forgetEnergyBalance();
    callable.call.mockReset();
    callable.call.mockImplementation(async (name: string) => (name === 'energyBalance' ? measured : {}));
  });

  it('takes the goals off the formula by default, and says so', async () => {
    withProfile(body);
    await renderWithApp(<HealthPage />, { route: '/health' });
    expect(await screen.findByTestId('measured-tdee')).toHaveTextContent('2,400 kcal/day');
    expect(screen.getByTestId('targets-basis')).toHaveTextContent(
      "These goals are taken off the formula's 2,608 kcal/day.",
    );
    expect(goal(/^Weight loss/)).toHaveTextContent('2,108 kcal/day');
    expect(screen.getByTestId('goal-split')).toHaveTextContent('Daily targets: 2,108 kcal');
  });

  it('takes the goals, the split and the week’s target off the measured expenditure once followed', async () => {
    withProfile({ ...body, targetSource: 'measured' });
    await renderWithApp(<HealthPage />, { route: '/health' });
    expect(
      await screen.findByText('These goals are taken off your measured 2,400 kcal/day.'),
    ).toBeInTheDocument();
    expect(goal(/^Maintain weight/)).toHaveTextContent('2,400 kcal/day');
    expect(goal(/^Weight loss/)).toHaveTextContent('1,900 kcal/day');
    expect(screen.getByTestId('goal-split')).toHaveTextContent('Daily targets: 1,900 kcal; protein 64 g');
    // The target is named under the chart, beside its dash.
    expect(screen.getByTestId('week-chart').closest('section')).toHaveTextContent('Target 1,900 kcal');
    expect(screen.getByRole('button', { name: 'Use the formula instead' })).toBeInTheDocument();
    // One energyBalance call for the weight card, the energy card and the targets together.
    expect(callable.call.mock.calls.filter(([name]) => name === 'energyBalance')).toHaveLength(1);
  });

  it('follows the user’s own targets, and says the goals wait', async () => {
    withProfile({
      ...body,
      targetSource: 'custom',
      customTargets: { calories: 2200, protein: 30, carbs: 45, fat: 25, macroUnit: 'percent' },
    });
    await renderWithApp(<HealthPage />, { route: '/health' });
    expect(screen.getByTestId('targets-basis')).toHaveTextContent('Your diary follows your own targets');
    expect(screen.getByTestId('goal-split')).toHaveTextContent(
      'Daily targets: 2,200 kcal; protein 165 g, fat 61 g, carbs 248 g (your own targets).',
    );
    expect(screen.getByRole('button', { name: 'Stop using my own targets' })).toBeInTheDocument();
  });
});
