import type { EnergyBalance } from '@contracts';
import { noEstimate } from '@shared/weight/weight-test-data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lastDays, localDay } from '../../domains/diary/diary-day';
import { forgetEnergyBalance } from '../../domains/weight/hooks/use-energy-balance';
import * as callable from '../../testing/fake-callable';
import { maleProfile as profile, withProfile } from '../../testing/fake-profile';
import { served } from '../../testing/fake-queries';
import { renderWithApp } from '../../testing/render';
import { renderPageAt } from '../../testing/where';
import HealthPage from './health-page';

vi.mock('../../lib/callable', () => import('../../testing/fake-callable'));
vi.mock('../../lib/firestore', () => import('../../testing/fake-queries'));
vi.mock('../../hooks/use-auth', () => import('../../testing/fake-auth'));
vi.mock('../../domains/account/hooks/use-profile', () => import('../../testing/fake-profile'));

/** An account without weigh-ins or logged days yet. */
const noBalance: EnergyBalance = { ...noEstimate, points: [] };

/** energyBalance answers `noBalance`; every other callable `other`. */
function answer(other: (name: string) => Promise<unknown>) {
  callable.call.mockImplementation((name: string) =>
    name === 'energyBalance' ? Promise.resolve(noBalance) : other(name),
  );
}

describe('Health: the diary goal and the week', () => {
  beforeEach(() => {
    callable.call.mockReset();
    served.specs = [];
    served.rows = [];
    forgetEnergyBalance();
    answer(async () => ({}));
    withProfile(profile);
  });

  it('picks the goal the diary uses, saves it to the profile and states the macro split', async () => {
    const user = userEvent.setup();
    answer(async () => ({ profile: { ...profile, dailyGoal: 'loss' } }));
    await renderWithApp(<HealthPage />, { route: '/health' });
    const goals = within(screen.getByRole('group', { name: 'Goal for your diary' }));
    expect(goals.getByRole('radio', { name: /Maintain weight/ })).toBeChecked();
    // Maintain: 2,608 kcal; fat 30 % = 87 g; carbs (2,608 - 256 - 783) / 4 = 392 g.
    expect(screen.getByTestId('goal-split')).toHaveTextContent(
      'Daily targets: 2,608 kcal; protein 64 g (your protein needs), fat 87 g (30 % of the calories), carbs 392 g (the rest).',
    );

    await user.click(goals.getByRole('radio', { name: /^Weight loss/ }));
    expect(callable.call).toHaveBeenCalledWith('updateProfile', { dailyGoal: 'loss' });
    expect(goals.getByRole('radio', { name: /^Weight loss/ })).toBeChecked();
    expect(await screen.findByText('Goal saved.')).toBeInTheDocument();
    expect(screen.getByTestId('goal-split')).toHaveTextContent('Daily targets: 2,108 kcal');
  });

  it('puts the previous goal back when saving fails', async () => {
    const user = userEvent.setup();
    answer(async () => {
      throw new callable.CallError('common.error');
    });
    await renderWithApp(<HealthPage />, { route: '/health' });
    await user.click(screen.getByRole('radio', { name: /Mild weight loss/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Maintain weight/ })).toBeChecked());
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it('charts the last 7 days against the target from one query of at most 7 documents', async () => {
    const days = lastDays(localDay(), 7);
    served.rows = [
      { userId: 'u1', day: days[6], calories: 1200, protein: 0, carbs: 0, fat: 0, meals: 2 },
      { userId: 'u1', day: days[4], calories: 3000, protein: 0, carbs: 0, fat: 0, meals: 4 },
    ];
    await renderPageAt(<HealthPage />, '/health');
    const chart = await screen.findByTestId('week-chart');
    expect(within(chart).getByText(/compared with your target of 2,608 kcal/)).toBeInTheDocument();
    const bars = within(chart).getAllByRole('link');
    expect(bars).toHaveLength(7);
    const long = (day: string) =>
      new Intl.DateTimeFormat('en', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${day}T12:00:00Z`));
    await waitFor(() => expect(bars[6]).toHaveAccessibleName(`${long(days[6] as string)}: 1,200 kcal`));
    expect(bars[4]).toHaveAccessibleName(`${long(days[4] as string)}: 3,000 kcal, over the target`);
    expect(bars[0]).toHaveAccessibleName(`${long(days[0] as string)}: nothing logged`);
    expect(screen.getByText('Average 2,100 kcal a day on the days you logged.')).toBeInTheDocument();
    expect(served.specs).toEqual([
      {
        collection: 'days',
        where: [
          ['userId', '==', 'u1'],
          ['day', 'in', days],
        ],
      },
    ]);

    (bars[4] as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(await screen.findByTestId('where')).toHaveTextContent(`/history?day=${days[4]}`);
  });

  it('names the chart in the user’s language', async () => {
    await renderWithApp(<HealthPage />, { route: '/health', language: 'da' });
    expect(await screen.findByRole('heading', { name: 'Seneste 7 dage' })).toBeInTheDocument();
    expect(screen.getByText('Der er ikke registreret noget i de seneste 7 dage endnu.')).toBeInTheDocument();
  });
});
