import type { EnergyBalance } from '@contracts';
import { weightTrend } from '@shared/weight/weight-trend';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { addDays, localDay } from '../../diary/diary-day';
import { forgetEnergyBalance } from '../hooks/use-energy-balance';
import { WeightCard } from './weight-card';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../lib/callable', () => ({ call: mocks.call, CallError: Error }));
vi.mock(import('../../../hooks/use-auth'), async (importOriginal) => ({
  ...(await importOriginal()),
  useAuth: vi.fn(() => ({ user: { uid: 'u1' } }) as never),
}));

const today = localDay();
/** Two weeks of daily weigh-ins up to yesterday, from 65.0 kg down 0.1 kg a day. */
const twoWeeks = () =>
  new Map(
    Array.from({ length: 14 }, (_, i) => [addDays(today, i - 14), Math.round((65 - i / 10) * 10) / 10]),
  );
/** The server's weigh-ins: logWeight and deleteWeight change them, energyBalance answers from them. */
let stored = twoWeeks();
const balance = (): EnergyBalance => ({
  tdee: null,
  intakeAverage: null,
  loggedDays: 0,
  weighIns: stored.size,
  trendKg: null,
  weeklyChangeKg: null,
  confidence: 'none',
  points: weightTrend([...stored].map(([day, kg]) => ({ day, kg }))).points,
});

const calls = (name: string) => mocks.call.mock.calls.filter(([called]) => called === name);
const summaryEntry = (term: string) =>
  within(screen.getByTestId('weight-summary')).getByText(term).nextElementSibling?.textContent;

describe('the weight card', () => {
  beforeEach(() => {
    forgetEnergyBalance();
    stored = twoWeeks();
    mocks.call.mockReset();
    mocks.call.mockImplementation(async (name: string, data: { day: string; kg: number }) => {
      if (name === 'energyBalance') return balance();
      if (name === 'logWeight') stored.set(data.day, data.kg);
      if (name === 'deleteWeight') stored.delete(data.day);
      return name === 'logWeight' ? { day: data.day, kg: data.kg } : {};
    });
  });

  it('logs a weight for today and shows it at once, then asks for the energy balance again', async () => {
    const user = userEvent.setup();
    await renderWithApp(<WeightCard measurementSystem="metric" />);
    await screen.findByTestId('weight-summary');
    expect(calls('energyBalance')).toEqual([['energyBalance', { timeZone: expect.any(String) }]]);
    expect(summaryEntry('Latest weigh-in')).toBe('63.7 kg, Yesterday');

    await user.type(screen.getByLabelText('Weight (kg)'), '63.2');
    await user.click(screen.getByRole('button', { name: 'Log weight' }));
    expect(mocks.call).toHaveBeenCalledWith('logWeight', { day: today, kg: 63.2 });
    await waitFor(() => expect(summaryEntry('Latest weigh-in')).toBe('63.2 kg, Today'));
    expect(await screen.findByText('Weight logged: 63.2 kg, Today.')).toBeInTheDocument();
    expect(calls('energyBalance')).toHaveLength(2);
  });

  it('deletes a weigh-in after its undo window, and not when undone', async () => {
    const user = userEvent.setup();
    await renderWithApp(<WeightCard measurementSystem="metric" />);
    await screen.findByTestId('weight-summary');
    await user.click(screen.getByRole('button', { name: 'Your weigh-ins (14)' }));
    const yesterday = screen.getAllByRole('listitem').find((row) => row.textContent?.startsWith('Yesterday'));
    await user.click(
      within(yesterday as HTMLElement).getByRole('button', { name: /^Delete the weigh-in of/ }),
    );
    // Hidden at once, with an undo.
    expect(summaryEntry('Latest weigh-in')).toMatch(/^63\.8 kg/);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(summaryEntry('Latest weigh-in')).toBe('63.7 kg, Yesterday');
    expect(calls('deleteWeight')).toHaveLength(0);

    // Not undone: sent once the toast has gone, and the balance is asked again.
    await user.click(screen.getAllByRole('button', { name: /^Delete the weigh-in of/ })[0] as HTMLElement);
    await waitFor(
      () => expect(calls('deleteWeight')).toEqual([['deleteWeight', { day: addDays(today, -1) }]]),
      { timeout: 4000 },
    );
    await waitFor(() => expect(calls('energyBalance')).toHaveLength(2));
    expect(summaryEntry('Latest weigh-in')).toMatch(/^63\.8 kg/);
  });

  it('says how to start without weigh-ins, and offers a retry when the balance fails', async () => {
    const user = userEvent.setup();
    mocks.call.mockImplementation(async () => {
      throw new Error('boom');
    });
    await renderWithApp(<WeightCard measurementSystem="imperial" />);
    expect(
      await screen.findByText('Your energy balance could not be worked out. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Weight (lb)')).toBeInTheDocument();
    stored = new Map();
    mocks.call.mockImplementation(async () => balance());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Log your weight to see its trend here/)).toBeInTheDocument();
  });
});
