// Typed wrappers for the callables Settings uses (one place to mock in component tests).
import type { CallableRequest } from '@contracts';
import { call } from '../../lib/callable';

export type UpdateProfileData = CallableRequest<'updateProfile'>;

export const settingsApi = {
  updateProfile: (data: UpdateProfileData) => call('updateProfile', data),
  createList: (name: string) => call('createList', { name }),
  renameList: (listId: string, name: string) => call('renameList', { listId, name }),
  deleteList: (listId: string) => call('deleteList', { listId }),
  leaveList: (listId: string) => call('leaveList', { listId }),
  inviteMember: (listId: string, email: string) => call('inviteMember', { listId, email }),
  acceptInvite: (inviteId: string) => call('acceptInvite', { inviteId }),
  declineInvite: (inviteId: string) => call('declineInvite', { inviteId }),
  cancelInvite: (inviteId: string) => call('cancelInvite', { inviteId }),
  deleteAccount: () => call('deleteAccount', {}),
  exportData: () => call('exportData', {}),
  clearHistory: () => call('clearHistory', {}),
};
