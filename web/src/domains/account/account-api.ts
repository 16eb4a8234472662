// Typed wrappers for the account's callables (the profile, exporting the data, deleting the account): one
// place to mock in component tests.
import type { CallableRequest } from '@contracts';
import { call } from '../../lib/callable';

export type UpdateProfileData = CallableRequest<'updateProfile'>;

export const accountApi = {
  updateProfile: (data: UpdateProfileData) => call('updateProfile', data),
  deleteAccount: () => call('deleteAccount', {}),
  exportData: () => call('exportData', {}),
};
