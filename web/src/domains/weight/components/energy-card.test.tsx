import type { EnergyBalance } from '@contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../lib/i18n';
import * as callable from '../../../testing/fake-callable';
import { renderWithApp } from '../../../testing/render';
import { EnergyCard } from './energy-card';

vi.mock('../../../lib/callable', () => import('../../../testing/fake-callable'));

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

/** The card as Health shows it once the balance is in, beside a formula of 2,114 kcal a day. */
function renderCard(
  props: Pick<ComponentProps<typeof EnergyCard>, 'balance' | 'targetSource'> & { failure?: string },
  language?: Language,
) {
  return renderWithApp(<EnergyCard loading={false} failure={null} formulaTdee={2114} {...props} />, {
    language,
  });
}

const figure = (name: string) => screen.getByRole('heading', { name }).parentElement as HTMLElement;

describe('the energy balance card', () => {
  beforeEach(() => {
    callable.call.mockReset();
    callable.call.mockResolvedValue({});
  });

  it('says what a measurement still needs while there is none, beside the formula', async () => {
    await renderCard({ balance: early, targetSource: 'formula' });
    expect(figure('Measured')).toHaveTextContent('Not measured yet');
    expect(figure('Measured')).toHaveTextContent(
      'Needs 14 logged days and 10 weigh-ins in the last 4 weeks; you have 9 and 4.',
    );
    expect(figure('Formula')).toHaveTextContent('2,114 kcal/day');
    expect(screen.getByText(/From 9 logged days \(average 1,850 kcal\) and 4 weigh-ins/)).toBeInTheDocument();
  });

  it('shows the measured expenditure and how sure it is, and lets the targets follow it', async () => {
    const user = userEvent.setup();
    await renderCard({ balance: measured, targetSource: 'formula' });
    expect(screen.getByTestId('measured-tdee')).toHaveTextContent('2,090 kcal/day');
    expect(figure('Measured')).toHaveTextContent('High confidence (about ±100 kcal)');
    await user.click(screen.getByRole('button', { name: 'Use my measured expenditure' }));
    expect(callable.call).toHaveBeenCalledWith('updateProfile', { targetSource: 'measured' });
    expect(await screen.findByText('Your targets now follow your measured expenditure.')).toBeInTheDocument();
  });

  it('says the targets follow the measurement, with a way back to the formula', async () => {
    const user = userEvent.setup();
    await renderCard({ balance: measured, targetSource: 'measured' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your daily targets follow your measured expenditure.',
    );
    await user.click(screen.getByRole('button', { name: 'Use the formula instead' }));
    expect(callable.call).toHaveBeenCalledWith('updateProfile', { targetSource: 'formula' });
  });

  it('says the formula stands in while the followed measurement is missing (Danish)', async () => {
    await renderCard({ balance: early, targetSource: 'measured' }, 'da');
    expect(screen.getByText('Ikke målt endnu')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Dine daglige mål følger formlen, indtil dit forbrug er målt.',
    );
  });

  it('shows why there is no answer', async () => {
    await renderCard({
      balance: null,
      targetSource: 'formula',
      failure: 'Your energy balance could not be worked out. Please try again.',
    });
    expect(figure('Measured')).toHaveTextContent('Your energy balance could not be worked out.');
  });
});
