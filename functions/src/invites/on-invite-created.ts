// v2 Firestore trigger wiring for new invites; the work is in send-invite-email.ts.
import { onDocumentCreated } from 'firebase-functions/firestore';
import { region, sendgridApiKey } from '../platform/config.js';
import { productionDeps } from '../platform/production-deps.js';
import { sendInviteEmail } from './send-invite-email.js';

export const onInviteCreated = onDocumentCreated(
  { document: 'invites/{inviteId}', region, secrets: [sendgridApiKey], timeoutSeconds: 60 },
  async (event) => {
    await sendInviteEmail(event.params.inviteId, productionDeps());
  },
);
