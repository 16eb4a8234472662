import { readUser } from '@shared/documents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { joinedListIdOf } from '../../lib/active-list';
import { CallError, call } from '../../lib/callable';
import { type QuerySpec, subscribeQuery } from '../../lib/firestore';
import { ACTIVE_LIST_KEY } from '../../lib/storage-keys';
import { renderWithApp } from '../../testing/render';
import SettingsPage from './settings-page';

vi.mock('../../lib/callable', () => import('../../testing/fake-callable'));
vi.mock('../../lib/firestore', () => import('../../testing/fake-queries'));
vi.mock(import('../../hooks/use-auth'), async (importOriginal) => ({
  ...(await importOriginal()),
  // A store like the real one: a change of `verified` re-renders every user of the hook.
  useAuth: vi.fn(() => {
    const emailVerified = useSyncExternalStore(onVerifiedChange, () => verified);
    return { user: { uid: 'u2', email: 'Friend@Example.com', emailVerified }, loading: false } as never;
  }),
}));
vi.mock(import('../../lib/auth'), async (importOriginal) => ({
  ...(await importOriginal()),
  signOut: vi.fn(),
  refreshVerification: vi.fn(),
  sendVerificationEmail: vi.fn(),
  currentProviders: vi.fn(() => ['password']),
  reauthenticate: vi.fn(),
  changePassword: vi.fn(),
}));
// The account's shopping outbox: offline, so what is enqueued stays waiting.
const waitingOutbox = vi.hoisted(() => ({ current: null as import('../../lib/outbox').Outbox | null }));
vi.mock(import('../../lib/outbox-browser'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, outboxFor: vi.fn((uid: string) => waitingOutbox.current ?? actual.outboxFor(uid)) };
});
vi.mock(import('../../domains/account/hooks/use-profile'), async (importOriginal) => ({
  ...(await importOriginal()),
  useProfile: () => ({
    profile: { ...readUser({ email: 'friend@example.com', language: 'en' }), id: 'u2' },
    loading: false,
    error: null,
  }),
}));

let invites: unknown[] = [];
let lists: unknown[] = [];
let listInvites: unknown[] = [];
let verified = true;
const verifiedListeners = new Set<() => void>();
function onVerifiedChange(listener: () => void) {
  verifiedListeners.add(listener);
  return () => verifiedListeners.delete(listener);
}
function setVerified(value: boolean) {
  verified = value;
  for (const listener of verifiedListeners) listener();
}

function Where() {
  const location = useLocation();
  return (
    <>
      <output data-testid="where">{`${location.pathname}${location.search}`}</output>
      <output data-testid="joined">{joinedListIdOf(location.state)}</output>
    </>
  );
}

/** The settings page beside where the app went (see Where), opened at `route`. */
function renderWithWhere(route: string) {
  return renderWithApp(
    <>
      <SettingsPage />
      <Where />
    </>,
    { route },
  );
}

/** Ana's pending invitation to her list Family. */
const fromAna = {
  id: 'inv1',
  listId: 'l1',
  listName: 'Family',
  fromName: 'Ana',
  fromEmail: 'ana@example.com',
  status: 'pending',
};

beforeEach(() => {
  invites = [];
  lists = [];
  listInvites = [];
  verified = true;
  vi.mocked(call).mockReset();
  vi.mocked(subscribeQuery).mockImplementation(((spec: QuerySpec, onData: (rows: unknown[]) => void) => {
    const byList = spec.where?.some(([field]) => field === 'listId');
    if (spec.collection === 'invites') onData(byList ? listInvites : invites);
    else onData(spec.collection === 'shoppingLists' ? lists : []);
    return () => {};
  }) as typeof subscribeQuery);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('SettingsPage', () => {
  it('accepts the invite from ?invite=<id> and opens the list joined on Groceries', async () => {
    invites = [fromAna];
    vi.mocked(call).mockResolvedValue({ listId: 'l1' } as never);
    await renderWithWhere('/settings?invite=inv1&list=Family&from=Ana');
    // Nothing happens before the user says yes.
    const dialog = await screen.findByRole('dialog', { name: 'Join the list?' });
    expect(dialog).toHaveTextContent(
      'Ana (ana@example.com) invited you to share the shopping list "Family".',
    );
    expect(call).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join list' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/shopping$/));
    expect(call).toHaveBeenCalledWith('acceptInvite', { inviteId: 'inv1' });
    expect(call).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('joined')).toHaveTextContent('l1');
    expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBe('l1');
  });

  it('names the list and the inviter from the stored invitation, never from the link', async () => {
    invites = [fromAna];
    await renderWithApp(<SettingsPage />, {
      route: '/settings?invite=inv1&list=Bank%20details&from=Your%20bank',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Join the list?' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'Ana (ana@example.com) invited you to share the shopping list "Family".',
      ),
    );
    expect(dialog).not.toHaveTextContent('Your bank');
    expect(dialog).not.toHaveTextContent('Bank details');
  });

  it('explains why an invite link cannot be accepted', async () => {
    vi.mocked(call).mockRejectedValue(
      new CallError('settings.inviteWrongUser', 'Invite is not for current user'),
    );
    await renderWithWhere('/settings?invite=inv1&list=Family&from=Ana');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Join list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation was sent to a different email address.',
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/settings$/));
  });

  it('shows pending invites for my lower-cased e-mail only when there are some', async () => {
    await renderWithApp(<SettingsPage />, { route: '/settings' });
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).not.toBeInTheDocument();
    expect(subscribeQuery).toHaveBeenCalledWith(
      {
        collection: 'invites',
        where: [
          ['toEmail', '==', 'friend@example.com'],
          ['status', '==', 'pending'],
        ],
      },
      expect.any(Function),
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('accepts a pending invite from the list', async () => {
    invites = [
      { id: 'inv9', listId: 'l9', listName: 'Family', fromEmail: 'demo@example.com', status: 'pending' },
    ];
    vi.mocked(call).mockResolvedValue({ listId: 'l9' } as never);
    const user = userEvent.setup();
    await renderWithWhere('/settings');
    expect(screen.getByText('demo@example.com invited you to "Family"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(call).toHaveBeenCalledWith('acceptInvite', { inviteId: 'inv9' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/shopping$/));
    expect(screen.getByTestId('joined')).toHaveTextContent('l9');
  });

  it('names the inviter as the invitation e-mail does: name and address, or the address alone', async () => {
    invites = [
      {
        id: 'inv1',
        listId: 'l1',
        listName: 'Familie',
        fromEmail: 'anna@example.com',
        fromName: 'Anna',
        status: 'pending',
      },
      { id: 'inv2', listId: 'l2', listName: 'WG', fromEmail: 'ben@example.com', status: 'pending' },
    ];
    await renderWithApp(<SettingsPage />, { route: '/settings', language: 'de' });
    expect(screen.getByText('Anna (anna@example.com) hat dich zu „Familie“ eingeladen')).toBeInTheDocument();
    expect(screen.getByText('ben@example.com hat dich zu „WG“ eingeladen')).toBeInTheDocument();
  });

  it('asks before clearing the history and says it cannot be undone', async () => {
    vi.mocked(call).mockResolvedValue({ deleted: 12 } as never);
    const user = userEvent.setup();
    await renderWithApp(<SettingsPage />, { route: '/settings' });
    expect(screen.getByText('Friend@Example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear meal history' }));
    expect(screen.getByRole('dialog', { name: 'Clear meal history?' })).toHaveTextContent(
      'This cannot be undone.',
    );
    expect(call).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(call).toHaveBeenCalledWith('clearHistory', {});
    expect(await screen.findByText('Meal history cleared')).toBeInTheDocument();
  });

  it('"not now" leaves the invitation pending and drops the link', async () => {
    await renderWithWhere('/settings?invite=inv1&list=Family&from=Ana');
    await screen.findByRole('dialog', { name: 'Join the list?' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/settings$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('an unverified account keeps the link waiting, shows no invitation, and joins once verified', async () => {
    const { refreshVerification, sendVerificationEmail } = await import('../../lib/auth');
    verified = false;
    invites = [
      { id: 'inv1', listId: 'l1', listName: 'Family', fromEmail: 'ana@example.com', status: 'pending' },
    ];
    vi.mocked(refreshVerification).mockResolvedValueOnce(false);
    vi.mocked(sendVerificationEmail).mockResolvedValue();
    const user = userEvent.setup();
    await renderWithWhere('/settings?invite=inv1&list=Family&from=Ana');
    expect(screen.getByRole('heading', { name: 'Verify your email address' })).toBeInTheDocument();
    expect(
      screen.getByText(/You have an invitation waiting\. Open the link we sent to Friend@Example\.com/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(vi.mocked(subscribeQuery).mock.calls.some(([spec]) => spec.collection === 'invites')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "I've verified" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your email address is not verified yet.');
    expect(screen.getByTestId('where')).toHaveTextContent('invite=inv1');

    vi.mocked(refreshVerification).mockImplementationOnce(async () => {
      setVerified(true);
      return true;
    });
    await user.click(screen.getByRole('button', { name: "I've verified" }));
    expect(await screen.findByRole('dialog', { name: 'Join the list?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Verify your email address' })).not.toBeInTheDocument();
  });

  it("a member sees the list's pending invitations and cancels one", async () => {
    lists = [{ id: 'l1', name: 'Family', memberIds: ['u2'], createdBy: 'u2' }];
    listInvites = [
      {
        id: 'inv5',
        listId: 'l1',
        listName: 'Family',
        toEmail: 'gran@example.com',
        status: 'pending',
        createdAt: new Date(),
      },
    ];
    vi.mocked(call).mockResolvedValue({} as never);
    const user = userEvent.setup();
    await renderWithApp(<SettingsPage />, { route: '/settings' });
    await user.click(screen.getByRole('button', { name: /Family/ }));
    expect(screen.getByRole('list', { name: 'Invited' })).toHaveTextContent('gran@example.com');
    await user.click(screen.getByRole('button', { name: 'Cancel the invitation to gran@example.com' }));
    expect(call).toHaveBeenCalledWith('cancelInvite', { inviteId: 'inv5' });
    expect(await screen.findByText('Invitation cancelled')).toBeInTheDocument();
  });

  it('signs out at once, but asks first while shopping changes still wait to reach the server', async () => {
    const { signOut } = await import('../../lib/auth');
    const { Outbox, memoryOutboxStore } = await import('../../lib/outbox');
    vi.mocked(signOut).mockClear();
    const user = userEvent.setup();
    const first = await renderWithApp(<SettingsPage />, { route: '/settings' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    first.unmount();

    const outbox = new Outbox('u2', {
      store: memoryOutboxStore(),
      send: async () => {},
      classify: () => 'offline',
      isOnline: () => false,
    });
    await outbox.ready;
    outbox.enqueue({ name: 'updateItem', request: { itemId: 'i1', checked: true, changedAt: 1 } });
    waitingOutbox.current = outbox;
    try {
      const { unmount } = await renderWithApp(<SettingsPage />, { route: '/settings', language: 'de' });
      await user.click(screen.getByRole('button', { name: 'Abmelden' }));
      const dialog = screen.getByRole('dialog', { name: 'Jetzt abmelden?' });
      expect(dialog).toHaveTextContent(
        '1 Änderung an deinen Einkaufslisten ist noch nicht beim Server angekommen.',
      );
      expect(signOut).toHaveBeenCalledTimes(1);
      await user.click(within(dialog).getByRole('button', { name: 'Trotzdem abmelden' }));
      await waitFor(() => expect(signOut).toHaveBeenCalledTimes(2));
      unmount();
    } finally {
      waitingOutbox.current = null;
      outbox.dispose();
    }
  });

  it('deletes the account after saying what goes and checking the password, then signs out', async () => {
    const { reauthenticate, signOut } = await import('../../lib/auth');
    vi.mocked(reauthenticate).mockResolvedValue();
    vi.mocked(call).mockResolvedValue({} as never);
    const user = userEvent.setup();
    await renderWithApp(<SettingsPage />, { route: '/settings' });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('shared lists stay for the others');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.type(screen.getByLabelText('Your password'), 'secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(reauthenticate).toHaveBeenCalledWith('secret-1');
    expect(call).toHaveBeenCalledWith('deleteAccount', {});
    await waitFor(() => expect(signOut).toHaveBeenCalled());
  });

  it('a wrong password deletes nothing and says so', async () => {
    const { reauthenticate, AuthError } = await import('../../lib/auth');
    vi.mocked(reauthenticate).mockRejectedValue(new AuthError('auth/wrong-password', 'Firebase: wrong'));
    const user = userEvent.setup();
    await renderWithApp(<SettingsPage />, { route: '/settings', language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await user.type(screen.getByLabelText('Tu contraseña'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar cuenta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La contraseña no es correcta.');
    expect(call).not.toHaveBeenCalled();
  });

  it('downloads everything stored about the user as a JSON file', async () => {
    const exported = { exportedAt: '2026-11-23T10:00:00.000Z', uid: 'u2', meals: [] };
    vi.mocked(call).mockResolvedValue(exported as never);
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderWithApp(<SettingsPage />, { route: '/settings' });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(call).toHaveBeenCalledWith('exportData', {});
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('meal-assistant-2026-11-23.json');
    expect(JSON.parse(await (created[0] as Blob).text())).toEqual(exported);
  });

  it('changes the password after checking the current one, and says what was wrong', async () => {
    const { changePassword, AuthError } = await import('../../lib/auth');
    const user = userEvent.setup();
    await renderWithApp(<SettingsPage />, { route: '/settings', language: 'de' });
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    const dialog = screen.getByRole('dialog', { name: 'Passwort ändern' });
    await user.type(within(dialog).getByLabelText('Aktuelles Passwort'), 'old-secret');
    await user.type(within(dialog).getByLabelText('Neues Passwort'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Ändern' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('mindestens 6 Zeichen');
    expect(changePassword).not.toHaveBeenCalled();

    vi.mocked(changePassword).mockRejectedValueOnce(new AuthError('auth/wrong-password', 'Firebase: wrong'));
    await user.type(within(dialog).getByLabelText('Neues Passwort'), 'defghi');
    await user.click(within(dialog).getByRole('button', { name: 'Ändern' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Das Passwort ist nicht richtig.');

    vi.mocked(changePassword).mockResolvedValueOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Ändern' }));
    expect(changePassword).toHaveBeenLastCalledWith('old-secret', 'abcdefghi');
    expect(await screen.findByText('Passwort geändert')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
