// A phone whose account was deleted on another device signs out and says why, once; a profile that is
// only on its way (a new account, a slow start) signs nobody out.
import { act, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { expect, it, vi } from 'vitest';
import { signOut } from '../lib/auth';
import { maleProfile, useProfile, withProfile } from '../testing/fake-profile';
import { renderWithApp } from '../testing/render';
import { AccountGoneWatch } from './account-gone-watch';

vi.mock('../hooks/use-auth', () => import('../testing/fake-auth'));
vi.mock('../domains/account/hooks/use-profile', () => import('../testing/fake-profile'));
vi.mock('../lib/auth', () => ({ signOut: vi.fn(async () => {}) }));

let rerender = () => {};
/** The watch, re-rendered by `rerender` as a new profile state arrives. */
function Harness() {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  rerender = () => act(() => bump());
  return <AccountGoneWatch />;
}

const gone = () => useProfile.mockReturnValue({ profile: null, loading: false, error: null });

it('signs out with the reason when the profile it had seen is deleted', async () => {
  withProfile(maleProfile);
  await renderWithApp(<Harness />);
  expect(signOut).not.toHaveBeenCalled();
  gone();
  rerender();
  expect(
    await screen.findByText('This account has been deleted, so you have been signed out.'),
  ).toBeInTheDocument();
  expect(signOut).toHaveBeenCalledTimes(1);
  rerender();
  expect(signOut).toHaveBeenCalledTimes(1);
});

it('signs nobody out for a profile never seen (not created yet)', async () => {
  vi.mocked(signOut).mockClear();
  gone();
  await renderWithApp(<AccountGoneWatch />);
  expect(signOut).not.toHaveBeenCalled();
});
