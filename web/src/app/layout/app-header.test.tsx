import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InvitesSection } from '../../features/settings/invites-section';
import type { QuerySpec } from '../../lib/firestore';
import { subscribeQuery } from '../../lib/firestore';
import { renderWithApp } from '../../testing/render';
import { AppHeader } from './app-header';

vi.mock(import('../../lib/firestore'), async (importOriginal) => ({
  ...(await importOriginal()),
  subscribeQuery: vi.fn(),
}));
vi.mock(import('../../hooks/use-auth'), async (importOriginal) => ({
  ...(await importOriginal()),
  useAuth: vi.fn(
    () =>
      ({
        user: { uid: 'u2', email: 'Friend@Example.com', emailVerified: verified },
        loading: false,
      }) as never,
  ),
}));

const invite = (id: string, listName: string, createdAt = new Date()) => ({
  id,
  createdAt,
  listId: `l-${id}`,
  listName,
  fromEmail: 'ana@example.com',
  toEmail: 'friend@example.com',
  status: 'pending',
});
let invites: unknown[] = [];
let verified = true;
let push: ((rows: unknown[]) => void) | null = null;

beforeEach(() => {
  verified = true;
  invites = [invite('i1', 'Family'), invite('i2', 'Party')];
  vi.mocked(subscribeQuery).mockReset();
  vi.mocked(subscribeQuery).mockImplementation(((spec: QuerySpec, onData: (rows: unknown[]) => void) => {
    if (spec.collection === 'invites') push = onData;
    onData(spec.collection === 'invites' ? invites : []);
    return () => {};
  }) as typeof subscribeQuery);
});

const invitesSubscriptions = () =>
  vi.mocked(subscribeQuery).mock.calls.filter(([spec]) => spec.collection === 'invites').length;

describe('the settings icon while invitations are pending', () => {
  it('shows how many, names them in the button, and shares the one listener with Settings', async () => {
    await renderWithApp(
      <>
        <AppHeader />
        <InvitesSection />
      </>,
      { route: '/shopping' },
    );
    const button = screen.getByRole('button', { name: 'Open settings, 2 pending invitations' });
    expect(button).toHaveTextContent('2');
    expect(screen.getByRole('heading', { name: 'Pending invitations' })).toBeInTheDocument();
    expect(invitesSubscriptions()).toBe(1);

    act(() => push?.([]));
    expect(screen.getByRole('button', { name: 'Open settings' })).not.toHaveTextContent(/\d/);
  });

  it('says it in the user language, singular for one (Danish)', async () => {
    invites = [invite('i1', 'Familie')];
    await renderWithApp(<AppHeader />, { route: '/', language: 'da' });
    expect(
      screen.getByRole('button', { name: 'Åbn indstillinger, 1 ventende invitation' }),
    ).toHaveTextContent('1');
  });

  it('counts no expired invitation; Settings says it expired and offers only to remove it', async () => {
    const old = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000);
    invites = [invite('i1', 'Family'), invite('i2', 'Old party', old)];
    await renderWithApp(
      <>
        <AppHeader />
        <InvitesSection />
      </>,
      { route: '/shopping' },
    );
    expect(screen.getByRole('button', { name: 'Open settings, 1 pending invitation' })).toBeInTheDocument();
    const expired = screen.getByText(/"Old party"/).closest('li') as HTMLElement;
    expect(expired).toHaveTextContent('This invitation has expired. Ask for a new one.');
    expect(within(expired).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(expired).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('shows nothing to an account whose e-mail is not verified, and asks Firestore for nothing', async () => {
    verified = false;
    await renderWithApp(<AppHeader />, { route: '/' });
    expect(screen.getByRole('button', { name: 'Open settings' })).not.toHaveTextContent(/\d/);
    expect(invitesSubscriptions()).toBe(0);
  });

  it('has no badge without pending invitations', async () => {
    invites = [];
    await renderWithApp(<AppHeader />, { route: '/' });
    expect(screen.getByRole('button', { name: 'Open settings' })).not.toHaveTextContent(/\d/);
  });
});
