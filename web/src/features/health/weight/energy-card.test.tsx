import type { EnergyBalance } from '@contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { EnergyCard } from './energy-card';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../lib/callable', () => ({ call: mocks.call, CallError: Error }));

const early: EnergyBalance = {
  tdee: null,
  intakeAverage: 1850,
  loggedDays: 9,
  weighIns: 4,
  trendKg: 64.8,
  weeklyChangeKg: null,
  confidence: 'none',
  points: [],
};
const measured: EnergyBalance = {
  ...early,
  tdee: 2090,
  intakeAverage: 1905,
  loggedDays: 26,
  weighIns: 24,
  weeklyChangeKg: -0.17,
  confidence: 'high',
};

const figure = (name: string) => screen.getByRole('heading', { name }).parentElement as HTMLElement;

describe('the energy balance card', () => {
  beforeEach(() => {
    mocks.call.mockReset();
    mocks.call.mockResolvedValue({});
  });

  it('says what a measurement still needs while there is none, beside the formula', async () => {
    await renderWithApp(
      <EnergyCard balance={early} loading={false} failure={null} formulaTdee={2114} targetSource="formula" />,
    );
    expect(figure('Measured')).toHaveTextContent('Not measured yet');
    expect(figure('Measured')).toHaveTextContent(
      'Needs 14 logged days and 10 weigh-ins in the last 4 weeks; you have 9 and 4.',
    );
    expect(figure('Formula')).toHaveTextContent('2,114 kcal/day');
    expect(screen.getByText(/From 9 logged days \(average 1,850 kcal\) and 4 weigh-ins/)).toBeInTheDocument();
  });

  it('shows the measured expenditure and how sure it is, and lets the targets follow it', async () => {
    const user = userEvent.setup();
    await renderWithApp(
      <EnergyCard
        balance={measured}
        loading={false}
        failure={null}
        formulaTdee={2114}
        targetSource="formula"
      />,
    );
    expect(screen.getByTestId('measured-tdee')).toHaveTextContent('2,090 kcal/day');
    expect(figure('Measured')).toHaveTextContent('High confidence (about ±100 kcal)');
    await user.click(screen.getByRole('button', { name: 'Use my measured expenditure' }));
    expect(mocks.call).toHaveBeenCalledWith('updateProfile', { targetSource: 'measured' });
    expect(await screen.findByText('Your targets now follow your measured expenditure.')).toBeInTheDocument();
  });

  it('says the targets follow the measurement, with a way back to the formula', async () => {
    const user = userEvent.setup();
    await renderWithApp(
      <EnergyCard
        balance={measured}
        loading={false}
        failure={null}
        formulaTdee={2114}
        targetSource="measured"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your daily targets follow your measured expenditure.',
    );
    await user.click(screen.getByRole('button', { name: 'Use the formula instead' }));
    expect(mocks.call).toHaveBeenCalledWith('updateProfile', { targetSource: 'formula' });
  });

  it('says the formula stands in while the followed measurement is missing (Danish)', async () => {
    await renderWithApp(
      <EnergyCard
        balance={early}
        loading={false}
        failure={null}
        formulaTdee={2114}
        targetSource="measured"
      />,
      { language: 'da' },
    );
    expect(screen.getByText('Ikke målt endnu')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Dine daglige mål følger formlen, indtil dit forbrug er målt.',
    );
  });

  it('shows why there is no answer', async () => {
    await renderWithApp(
      <EnergyCard
        balance={null}
        loading={false}
        failure="Your energy balance could not be worked out. Please try again."
        formulaTdee={2114}
        targetSource="formula"
      />,
    );
    expect(figure('Measured')).toHaveTextContent('Your energy balance could not be worked out.');
  });
});
