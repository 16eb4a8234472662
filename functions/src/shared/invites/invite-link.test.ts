import { describe, expect, test } from 'vitest';
import { boundLinkText, INVITE_LINK_TEXT_MAX, inviteAcceptUrl, readInviteLinkHint } from './invite-link.js';

describe('invite accept link', () => {
  test('carries the invite, the list and the inviter, URL-encoded, and reads them back', () => {
    const url = inviteAcceptUrl('https://app.example/', 'inv_1', {
      listName: 'Café & co?',
      inviter: 'Ana (ana@x.io)',
    });
    expect(url).toBe(
      'https://app.example/settings?invite=inv_1&list=Caf%C3%A9+%26+co%3F&from=Ana+%28ana%40x.io%29',
    );
    expect(readInviteLinkHint(new URL(url).search)).toEqual({
      listName: 'Café & co?',
      inviter: 'Ana (ana@x.io)',
    });
  });

  test('bounds the length and strips control characters, both when building and when reading', () => {
    const long = 'é'.repeat(500);
    const url = inviteAcceptUrl('https://app.example', 'i', { listName: long, inviter: 'a\nb\u0000c' });
    const hint = readInviteLinkHint(new URL(url).search);
    expect(Array.from(hint?.listName ?? '')).toHaveLength(INVITE_LINK_TEXT_MAX);
    expect(hint?.listName.endsWith('…')).toBe(true);
    expect(hint?.inviter).toBe('a b c');
    expect(boundLinkText(`  ${'x'.repeat(1000)}`)).toHaveLength(INVITE_LINK_TEXT_MAX);
    // An edited link is cut too.
    expect(readInviteLinkHint(`?invite=i&list=${'y'.repeat(5000)}`)?.listName).toHaveLength(
      INVITE_LINK_TEXT_MAX,
    );
  });

  test('no hint without an invite id or a list name; an inviter is optional', () => {
    expect(readInviteLinkHint('?list=Food&from=Ana')).toBeNull();
    expect(readInviteLinkHint('?invite=i&from=Ana')).toBeNull();
    expect(readInviteLinkHint('?invite=i&list=%20%20')).toBeNull();
    expect(readInviteLinkHint('?invite=i&list=Food')).toEqual({ listName: 'Food', inviter: '' });
  });
});
