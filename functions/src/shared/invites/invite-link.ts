// The accept link of an invitation e-mail, built by the functions and read by the web app.
// Signed-out visitors may not read the invite itself, so the link also carries the list name and the
// inviter's label for the login screen's "join <inviter>'s list <name>". Anyone can edit a URL: those two
// are shown as plain text and nothing else; the invite id alone decides what accepting does.

/** Longest list name or inviter label carried; longer ones are cut and end in an ellipsis. */
export const INVITE_LINK_TEXT_MAX = 80;

export const inviteLinkParams = { invite: 'invite', list: 'list', from: 'from' } as const;

export interface InviteLinkHint {
  listName: string;
  inviter: string;
}

/** Control characters out, blanks folded, at most INVITE_LINK_TEXT_MAX characters (by code point). */
const isControl = (code: number) =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;

export function boundLinkText(value: string): string {
  const plain = Array.from(value, (char) => (isControl(char.codePointAt(0) ?? 0) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(plain);
  if (chars.length <= INVITE_LINK_TEXT_MAX) return plain;
  return `${chars
    .slice(0, INVITE_LINK_TEXT_MAX - 1)
    .join('')
    .trimEnd()}…`;
}

/** `<appUrl>/settings?invite=<id>&list=<name>&from=<inviter>`, every value URL-encoded. */
export function inviteAcceptUrl(appUrl: string, inviteId: string, hint: InviteLinkHint): string {
  const query = new URLSearchParams();
  query.set(inviteLinkParams.invite, inviteId);
  const listName = boundLinkText(hint.listName);
  const inviter = boundLinkText(hint.inviter);
  if (listName) query.set(inviteLinkParams.list, listName);
  if (inviter) query.set(inviteLinkParams.from, inviter);
  return `${appUrl.replace(/\/+$/, '')}/settings?${query.toString()}`;
}

/** The hint of an accept link's query string, or null when it is not one (no invite id, no list name). */
export function readInviteLinkHint(search: string): InviteLinkHint | null {
  const query = new URLSearchParams(search);
  if (!query.get(inviteLinkParams.invite)) return null;
  const listName = boundLinkText(query.get(inviteLinkParams.list) ?? '');
  if (!listName) return null;
  return { listName, inviter: boundLinkText(query.get(inviteLinkParams.from) ?? '') };
}
