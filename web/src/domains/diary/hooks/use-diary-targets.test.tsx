import { readUser } from '@shared/documents';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Profile, useProfile } from '../../../hooks/use-profile';
import { useDiaryTargets } from './use-diary-targets';
import { forgetEnergyBalance, useEnergyBalance } from './use-energy-balance';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../lib/callable', () => ({ call: mocks.call, CallError: Error }));
vi.mock(import('../../../hooks/use-auth'), async (importOriginal) => ({
  ...(await importOriginal()),
  useAuth: vi.fn(() => ({ user: { uid: 'u1' } }) as never),
}));
vi.mock(import('../../../hooks/use-profile'), async (importOriginal) => ({
  ...(await importOriginal()),
  useProfile: vi.fn(),
}));

// Male, 180 cm, 80 kg, 30 years, no activity level: maintain 2,608 kcal, protein 64 g.
const body: Profile = {
  ...readUser({}),
  id: 'u1',
  age: 30,
  height: 180,
  weight: 80,
  gender: 'male',
  dailyGoal: 'loss',
};

function withProfile(profile: Profile) {
  vi.mocked(useProfile).mockReturnValue({ profile, loading: false, error: null });
}

function Calories({ name }: { name: string }) {
  const targets = useDiaryTargets();
  return <output aria-label={name}>{targets ? `${targets.calories} ${targets.source}` : 'none'}</output>;
}

let refresh: () => void = () => {};
function Refresher() {
  refresh = useEnergyBalance().refresh;
  return null;
}

const energyCalls = () => mocks.call.mock.calls.filter(([name]) => name === 'energyBalance');

describe('the diary’s targets', () => {
  beforeEach(() => {
    forgetEnergyBalance();
    mocks.call.mockReset();
    mocks.call.mockResolvedValue({ tdee: 2400, points: [] });
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
    mocks.call.mockResolvedValue({ tdee: 2500, points: [] });
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
    expect(mocks.call).not.toHaveBeenCalled();
  });
});
