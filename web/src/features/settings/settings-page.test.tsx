import { readUser } from '@shared/documents';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_LIST_KEY, joinedListIdOf } from '../../lib/active-list';
import { CallError, call } from '../../lib/callable';
import { type QuerySpec, subscribeQuery } from '../../lib/firestore';
import { renderWithApp } from '../../testing/render';
import SettingsPage from './settings-page';

vi.mock(import('../../lib/callable'), async (importOriginal) => ({
  ...(await importOriginal()),
  call: vi.fn(),
}));
vi.mock(import('../../lib/firestore'), async (importOriginal) => ({
  ...(await importOriginal()),
  subscribeQuery: vi.fn(),
}));
vi.mock(import('../../lib/auth'), async (importOriginal) => ({
  ...(await importOriginal()),
  useAuth: vi.fn(() => ({ user: { uid: 'u2', email: 'Friend@Example.com' }, loading: false }) as never),
  signOut: vi.fn(),
}));
vi.mock(import('../../lib/profile'), async (importOriginal) => ({
  ...(await importOriginal()),
  useProfile: () => ({
    profile: { ...readUser({ email: 'friend@example.com', language: 'en' }), id: 'u2' },
    loading: false,
    error: null,
  }),
}));

let invites: unknown[] = [];

function Where() {
  const location = useLocation();
  return (
    <>
      <output data-testid="where">{`${location.pathname}${location.search}`}</output>
      <output data-testid="joined">{joinedListIdOf(location.state)}</output>
    </>
  );
}

beforeEach(() => {
  invites = [];
  vi.mocked(subscribeQuery).mockImplementation(((spec: QuerySpec, onData: (rows: unknown[]) => void) => {
    onData(spec.collection === 'invites' ? invites : []);
    return () => {};
  }) as typeof subscribeQuery);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('SettingsPage', () => {
  it('accepts the invite from ?invite=<id> and opens the list joined on Groceries', async () => {
    vi.mocked(call).mockResolvedValue({ listId: 'l1' } as never);
    await renderWithApp(
      <>
        <SettingsPage />
        <Where />
      </>,
      { route: '/settings?invite=inv1&list=Family&from=Ana' },
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/shopping$/));
    expect(call).toHaveBeenCalledWith('acceptInvite', { inviteId: 'inv1' });
    expect(call).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('joined')).toHaveTextContent('l1');
    expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBe('l1');
  });

  it('explains why an invite link cannot be accepted', async () => {
    vi.mocked(call).mockRejectedValue(
      new CallError('settings.inviteWrongUser', 'Invite is not for current user'),
    );
    await renderWithApp(
      <>
        <SettingsPage />
        <Where />
      </>,
      { route: '/settings?invite=inv1&list=Family&from=Ana' },
    );
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
    await renderWithApp(
      <>
        <SettingsPage />
        <Where />
      </>,
      { route: '/settings' },
    );
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
});
