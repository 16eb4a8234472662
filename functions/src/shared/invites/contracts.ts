// The invitations' callables.
// zod only. Requests are strict and bounded; a message set here names its error catalogue entry
// (`catalogued`). The map of every callable is ../contracts.ts.
import { z } from 'zod';
import { email, emptyResponse, id } from '../contract-fields.js';

/** The callables that act on one pending invitation name it alone. */
const inviteIdRequest = z.strictObject({ inviteId: id });

const inviteMember = {
  request: z.strictObject({ listId: id, email }),
  response: z.object({ inviteId: z.string() }),
};
const acceptInvite = { request: inviteIdRequest, response: z.object({ listId: z.string() }) };
const declineInvite = { request: inviteIdRequest, response: emptyResponse };
/** By the sender or any member of the invite's list, while it is pending. */
const cancelInvite = { request: inviteIdRequest, response: emptyResponse };

export const invitesCallables = { inviteMember, acceptInvite, declineInvite, cancelInvite } as const;
