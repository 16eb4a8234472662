import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as callable from '../../../testing/fake-callable';
import { maleProfile, withProfile } from '../../../testing/fake-profile';
import type { Profile } from '../../account/hooks/use-profile';
import { useDiaryTargets } from './use-diary-targets';
import { forgetEnergyBalance, useEnergyBalance } from './use-energy-balance';

vi.mock('../../../lib/callable', () => import('../../../testing/fake-callable'));
vi.mock('../../../hooks/use-auth', () => import('../../../testing/fake-auth'));
vi.mock('../../account/hooks/use-profile', () => import('../../../testing/fake-profile'));

// Maintain 2,608 kcal, protein 64 g (see maleProfile); the goal: loss.
const body: Profile = { ...maleProfile, dailyGoal: 'loss' };

function Calories({ name }: { name: string }) {
  const targets = useDiaryTargets();
  return <output aria-label={name}>{targets ? `${targets.calories} ${targets.source}` : 'none'}</output>;
}

let refresh: () => void = () => {};
function Refresher() {
  refresh = useEnergyBalance().refresh;
  return null;
}

const energyCalls = () => callable.call.mock.calls.filter(([name]) => name === 'energyBalance');

describe('the diary’s targets', () => {
  beforeEach(() => {
    forgetEnergyBalance();
    callable.call.mockReset();
    callable.call.mockResolvedValue({ tdee: 2400, points: [] });
  });

  it('follow the measured expenditure with one energyBalance call per session, whoever shows them', async () => {
    withProfile({ ...body, targetSource: 'measured' });
    const view = render(
      <>
        <Calories name="today card" />
        <Calories name="history" />
      </>,
    );
    // The formula stands in until the answer is there (2,608 - 500), then the measurement (2,400 - 500).
    expect(screen.getByLabelText('today card')).toHaveTextContent('2108 formula');
    await waitFor(() => expect(screen.getByLabelText('today card')).toHaveTextContent('1900 measured'));
    expect(screen.getByLabelText('history')).toHaveTextContent('1900 measured');
    // Renders, remounts and another screen ask nothing more.
    view.rerender(
      <>
        <Calories name="today card" />
        <Calories name="history" />
      </>,
    );
    view.unmount();
    render(<Calories name="week" />);
    expect(screen.getByLabelText('week')).toHaveTextContent('1900 measured');
    expect(energyCalls()).toHaveLength(1);
  });

  it('are asked for again after a weigh-in (a refresh), once', async () => {
    withProfile({ ...body, targetSource: 'measured' });
    render(
      <>
        <Calories name="today card" />
        <Refresher />
      </>,
    );
    await waitFor(() => expect(screen.getByLabelText('today card')).toHaveTextContent('1900 measured'));
    callable.call.mockResolvedValue({ tdee: 2500, points: [] });
    act(() => refresh());
    await waitFor(() => expect(screen.getByLabelText('today card')).toHaveTextContent('2000 measured'));
    expect(energyCalls()).toHaveLength(2);
  });

  it('ask nothing while they follow the formula or the user’s own numbers', async () => {
    withProfile(body);
    const view = render(<Calories name="today card" />);
    expect(screen.getByLabelText('today card')).toHaveTextContent('2108 formula');
    withProfile({ ...body, targetSource: 'custom', customTargets: { calories: 1900, macroUnit: 'g' } });
    view.rerender(<Calories name="today card" />);
    expect(screen.getByLabelText('today card')).toHaveTextContent('1900 custom');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callable.call).not.toHaveBeenCalled();
  });
});
