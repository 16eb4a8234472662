import { readUser } from '@shared/documents';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../lib/callable';
import { subscribeDoc } from '../../../lib/firestore';
import { serveStoredDocument } from '../../../testing/fake-firestore';
import { profilePromptPending } from '../profile-prompt';
import { ProfileProvider, useProfile } from './use-profile';

vi.mock(import('../../../hooks/use-auth'), async (importOriginal) => ({
  ...(await importOriginal()),
  useAuth: vi.fn(() => ({ user: { uid: 'u1', email: 'ann@example.com' }, loading: false }) as never),
}));
vi.mock('../../../lib/callable', () => import('../../../testing/fake-callable'));
vi.mock('../../../lib/firestore', () => import('../../../testing/fake-firestore'));

function Shown() {
  const { profile, loading } = useProfile();
  return (
    <p data-testid="profile">{loading ? 'loading' : `${profile?.name}/${profile?.measurementSystem}`}</p>
  );
}

let ensureDone: () => void = () => {};

beforeEach(() => {
  vi.mocked(call).mockImplementation((() => new Promise<void>((resolve) => (ensureDone = resolve))) as never);
  // A stored profile with a stray measurement system: it reads as metric.
  serveStoredDocument({ name: 'Ann', measurementSystem: 'cubits' });
});

describe('ProfileProvider', () => {
  it('shows a profile Firestore has at once, without waiting for ensureProfile, tolerating stray fields', async () => {
    render(
      <ProfileProvider>
        <Shown />
      </ProfileProvider>,
    );
    expect(call).toHaveBeenCalledWith('ensureProfile', expect.any(Object));
    // ensureProfile has not answered (a slow connection), yet the stored profile shows.
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('Ann/metric'));
    expect(vi.mocked(subscribeDoc).mock.calls[0]?.[0]).toBe('users/u1');
    ensureDone();
  });

  it('waits for ensureProfile while the document of a brand-new account does not exist yet', async () => {
    let deliver: (doc: unknown) => void = () => {};
    vi.mocked(subscribeDoc).mockImplementation(((_path: string, onData: (doc: unknown) => void) => {
      deliver = onData;
      onData(null);
      return () => {};
    }) as typeof subscribeDoc);
    render(
      <ProfileProvider>
        <Shown />
      </ProfileProvider>,
    );
    await waitFor(() => expect(subscribeDoc).toHaveBeenCalled());
    expect(screen.getByTestId('profile')).toHaveTextContent('loading');
    ensureDone();
    // ensureProfile created the document; the listener brings it.
    act(() => deliver({ ...readUser({ name: 'New' }), id: 'u1' }));
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('New/metric'));
  });

  it.each([
    ['remembers a brand-new account (ensureProfile created it) so the first screen can guide it', true],
    ['does not for an existing account', false],
  ])('%s', async (_name, created) => {
    localStorage.clear();
    vi.mocked(call).mockResolvedValue({ created, profile: {} } as never);
    render(
      <ProfileProvider>
        <Shown />
      </ProfileProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('Ann/metric'));
    expect(profilePromptPending('u1')).toBe(created);
  });
});
