import { readUser } from '@shared/documents';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/callable';
import { type QuerySpec, subscribeQuery } from '../../lib/firestore';
import type { Language } from '../../lib/i18n';
import { renderWithApp } from '../../testing/render';
import { ListsSection } from './lists-section';

vi.mock('../../lib/callable', () => import('../../testing/fake-callable'));
vi.mock('../../lib/firestore', () => import('../../testing/fake-queries'));
// The profile holds the lists in the order joined: 'solo' first, though it was created later.
vi.mock(import('../../domains/account/hooks/use-profile'), async (importOriginal) => ({
  ...(await importOriginal()),
  useProfile: () => ({
    profile: { ...readUser({ shoppingLists: ['solo', 'shared'] }), id: 'u1' },
    loading: false,
    error: null,
  }),
}));

const lists = [
  { id: 'shared', name: 'Family', createdBy: 'u1', memberIds: ['u1', 'u2'], createdAt: new Date(1) },
  { id: 'solo', name: 'Mine', createdBy: 'u1', memberIds: ['u1'], createdAt: new Date(2) },
];
const members: Record<string, unknown[]> = {
  'shoppingLists/shared/members': [
    { id: 'u1', userId: 'u1', email: 'me@example.com' },
    { id: 'u2', userId: 'u2', email: 'friend@example.com' },
    { id: 'u3', userId: 'u3', email: 'anna@example.com', displayName: 'Anna' },
  ],
  'shoppingLists/solo/members': [{ id: 'u1', userId: 'u1', email: 'me@example.com' }],
};

beforeEach(() => {
  vi.mocked(subscribeQuery).mockImplementation(((spec: QuerySpec, onData: (rows: unknown[]) => void) => {
    onData(spec.collection === 'shoppingLists' ? lists : (members[spec.collection] ?? []));
    return () => {};
  }) as typeof subscribeQuery);
  vi.mocked(call).mockResolvedValue({} as never);
});

async function openCard(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
}

/** Opens the card of `list`, then the dialog behind its button `button` (named `name`, when given). */
async function openDialog(
  list: string,
  button: string,
  { name, language }: { name?: string; language?: Language },
) {
  const user = userEvent.setup();
  await renderWithApp(<ListsSection uid="u1" />, { language });
  await openCard(user, list);
  await user.click(screen.getByRole('button', { name: button }));
  return { user, dialog: screen.getByRole('dialog', name ? { name } : {}) };
}

describe('ListsSection', () => {
  it('lists my lists in the order joined and shows members when a card opens', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ListsSection uid="u1" />);
    const names = screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent);
    expect(names[0]).toContain('Mine');
    expect(names[1]).toContain('Family');
    expect(subscribeQuery).toHaveBeenCalledWith(
      { collection: 'shoppingLists', where: [['memberIds', 'array-contains', 'u1']] },
      expect.any(Function),
      expect.any(Function),
      expect.any(Function),
    );
    await openCard(user, 'Family');
    const memberList = screen.getByRole('list', { name: 'Members' });
    expect(within(memberList).getByText('friend@example.com')).toBeInTheDocument();
    // A member with a name (as an invitation from them named them) is shown by it, the address under it.
    const anna = within(memberList).getByText('Anna').closest('li');
    expect(anna).toHaveTextContent(/^Annaanna@example\.com$/);
  });

  it('creates a list and confirms with a toast', async () => {
    vi.mocked(call).mockResolvedValue({ listId: 'new' } as never);
    const user = userEvent.setup();
    await renderWithApp(<ListsSection uid="u1" />);
    await user.click(screen.getByRole('button', { name: 'New list' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a shopping list' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('List name'), '  Party  ');
    await user.click(create);
    expect(call).toHaveBeenCalledWith('createList', { name: 'Party' });
    expect(await screen.findByText('List created')).toBeInTheDocument();
  });

  it('disables rename while the name is blank', async () => {
    const { user, dialog } = await openDialog('Mine', 'Rename', { name: 'Rename list' });
    const input = within(dialog).getByLabelText('List name');
    expect(input).toHaveValue('Mine');
    await user.clear(input);
    await user.type(input, '   ');
    expect(within(dialog).getByRole('button', { name: 'Rename' })).toBeDisabled();
    await user.type(input, 'Weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(call).toHaveBeenCalledWith('renameList', { listId: 'solo', name: 'Weekly' });
  });

  it('invites with the e-mail trimmed and lower-cased; a refusal keeps the dialog and the typing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { CallError } = await import('../../lib/callable');
    vi.mocked(call)
      .mockRejectedValueOnce(new CallError('settings.alreadyMember', 'User is already a member'))
      .mockResolvedValueOnce({ inviteId: 'i1' } as never);
    const { user, dialog } = await openDialog('Family', 'Invite member', { name: 'Invite to Family' });
    const field = within(dialog).getByLabelText('Email address');
    await user.type(field, '  Friend@Example.COM ');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(call).toHaveBeenCalledWith('inviteMember', { listId: 'shared', email: 'friend@example.com' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This person is already a member of the list.',
    );
    expect(field).toHaveValue('Friend@Example.COM');
    expect(field).toHaveAccessibleDescription('This person is already a member of the list.');

    // Correcting the address clears the message; the next send goes through and closes the dialog.
    await user.clear(field);
    await user.type(field, 'other@example.com');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Invite member', 'Send invite', 'settings.inviteSelf', "That's your own address"],
    ['de', 'Mitglied einladen', 'Einladung senden', 'settings.inviteSelf', 'Das ist deine eigene Adresse'],
    [
      'es',
      'Invitar',
      'Enviar invitación',
      'settings.invalidEmail',
      'Introduce una dirección de correo válida',
    ],
    [
      'da',
      'Inviter medlem',
      'Send invitation',
      'settings.inviteAlreadySent',
      'Der er allerede sendt en invitation',
    ],
  ] as const)(
    'in %s, says under the field why an invite was refused',
    async (language, open, send, code, text) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { CallError } = await import('../../lib/callable');
      vi.mocked(call).mockRejectedValueOnce(new CallError(code, 'refused'));
      const { user, dialog } = await openDialog('Family', open, { language });
      await user.type(within(dialog).getByRole('textbox'), 'me@example.com');
      await user.click(within(dialog).getByRole('button', { name: send }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
      expect(within(dialog).getByRole('textbox')).toHaveValue('me@example.com');
    },
  );

  it('offers leave and delete when others remain', async () => {
    const { user, dialog } = await openDialog('Family', 'Delete or leave', {
      name: 'Delete or leave this list?',
    });
    expect(within(dialog).getByRole('button', { name: 'Delete list' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Leave list' }));
    expect(call).toHaveBeenCalledWith('leaveList', { listId: 'shared' });
    expect(await screen.findByText('You left the list')).toBeInTheDocument();
  });

  it('with a single member, the only choice is deleting the list', async () => {
    const { user, dialog } = await openDialog('Mine', 'Delete list', { name: 'Delete this list?' });
    expect(within(dialog).queryByRole('button', { name: 'Leave list' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    expect(call).toHaveBeenCalledWith('deleteList', { listId: 'solo' });
  });

  it('tells apart two lists of the same name on their cards and in their dialogs', async () => {
    const twins = [
      ...lists,
      { id: 'other', name: 'Family', createdBy: 'u3', memberIds: ['u1', 'u3'], createdAt: new Date(3) },
    ];
    vi.mocked(subscribeQuery).mockImplementation(((spec: QuerySpec, onData: (rows: unknown[]) => void) => {
      onData(spec.collection === 'shoppingLists' ? twins : []);
      return () => {};
    }) as typeof subscribeQuery);
    const user = userEvent.setup();
    await renderWithApp(<ListsSection uid="u1" />, { language: 'es' });
    const names = [...document.querySelectorAll('.list-card__name')].map((name) => name.textContent);
    expect(names).toEqual(['Mine', 'Family', 'Family (2)']);
    await openCard(user, 'Family \\(2\\)');
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(screen.getByRole('dialog', { name: 'Invitar a Family (2)' })).toBeInTheDocument();
  });
});
