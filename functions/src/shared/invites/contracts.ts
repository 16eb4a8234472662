// The invitations' callables.
// zod only. Requests are strict and bounded; a message set here names its error catalogue entry
// (`catalogued`). The map of every callable is ../contracts.ts.
import { z } from 'zod';
import { email, id } from '../contract-fields.js';

export const inviteMemberRequest = z.strictObject({ listId: id, email });
export const inviteMemberResponse = z.object({ inviteId: z.string() });
export const acceptInviteRequest = z.strictObject({ inviteId: id });
export const acceptInviteResponse = z.object({ listId: z.string() });
export const declineInviteRequest = z.strictObject({ inviteId: id });
export const declineInviteResponse = z.object({});
/** By the sender or any member of the invite's list, while it is pending. */
export const cancelInviteRequest = z.strictObject({ inviteId: id });
export const cancelInviteResponse = z.object({});

export const invitesCallables = {
  inviteMember: { request: inviteMemberRequest, response: inviteMemberResponse },
  acceptInvite: { request: acceptInviteRequest, response: acceptInviteResponse },
  declineInvite: { request: declineInviteRequest, response: declineInviteResponse },
  cancelInvite: { request: cancelInviteRequest, response: cancelInviteResponse },
} as const;
