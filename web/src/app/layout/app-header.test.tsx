import { act, screen } from '@testing-library/react';
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
vi.mock(import('../../lib/auth'), async (importOriginal) => ({
  ...(await importOriginal()),
  useAuth: vi.fn(() => ({ user: { uid: 'u2', email: 'Friend@Example.com' }, loading: false }) as never),
}));

const invite = (id: string, listName: string) => ({
  id,
  listId: `l-${id}`,
  listName,
  fromEmail: 'ana@example.com',
  toEmail: 'friend@example.com',
  status: 'pending',
});
let invites: unknown[] = [];
let push: ((rows: unknown[]) => void) | null = null;

beforeEach(() => {
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
        <InvitesSection email="friend@example.com" />
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

  it('has no badge without pending invitations', async () => {
    invites = [];
    await renderWithApp(<AppHeader />, { route: '/' });
    expect(screen.getByRole('button', { name: 'Open settings' })).not.toHaveTextContent(/\d/);
  });
});
