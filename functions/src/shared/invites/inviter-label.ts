// How an inviter is named to the person invited, the same in the invitation e-mail and in the app's
// pending invitations: the name alone could be anyone's, the address alone reads as a stranger.

export function inviterLabel(invite: { fromName?: string | undefined; fromEmail: string }): string {
  const name = invite.fromName?.trim() ?? '';
  const email = invite.fromEmail.trim();
  if (!name) return email;
  if (!email || name.toLowerCase() === email.toLowerCase()) return name;
  return `${name} (${email})`;
}
