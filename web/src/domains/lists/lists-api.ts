// Typed wrappers for the lists' and invitations' callables: one place to mock in component tests.
import { call } from '../../lib/callable';

export const listsApi = {
  createList: (name: string) => call('createList', { name }),
  renameList: (listId: string, name: string) => call('renameList', { listId, name }),
  deleteList: (listId: string) => call('deleteList', { listId }),
  leaveList: (listId: string) => call('leaveList', { listId }),
  inviteMember: (listId: string, email: string) => call('inviteMember', { listId, email }),
  acceptInvite: (inviteId: string) => call('acceptInvite', { inviteId }),
  declineInvite: (inviteId: string) => call('declineInvite', { inviteId }),
  cancelInvite: (inviteId: string) => call('cancelInvite', { inviteId }),
};
