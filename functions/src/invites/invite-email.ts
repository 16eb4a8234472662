// The invitation e-mail in the inviter's language, from locales/<lang>/email.json (copied into lib/ at
// build). Values from users are HTML-escaped; the text part carries the bare link.
import { z } from 'zod';
import { localeFile } from '../platform/locale-file.js';

const templateSchema = z.object({
  invite: z.object({
    subject: z.string(),
    greeting: z.string(),
    body: z.string(),
    action: z.string(),
    linkHint: z.string(),
    ignore: z.string(),
    signature: z.string(),
  }),
});
type Template = z.output<typeof templateSchema>['invite'];

const readEmailFile = localeFile('email.json', templateSchema);

export function loadTemplate(language: string): Template {
  return readEmailFile(language).content.invite;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

export function renderInviteEmail(input: {
  language: string;
  inviter: string;
  listName: string;
  acceptUrl: string;
}) {
  const t = loadTemplate(input.language);
  const plain = { inviter: input.inviter, listName: input.listName };
  const safe = { inviter: escapeHtml(input.inviter), listName: escapeHtml(input.listName) };
  const url = escapeHtml(input.acceptUrl);
  const subject = fill(t.subject, plain).replace(/[\r\n]+/g, ' ');
  const text = [
    t.greeting,
    '',
    fill(t.body, plain),
    '',
    t.linkHint,
    input.acceptUrl,
    '',
    t.ignore,
    '',
    t.signature,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(t.greeting)}</p>`,
    `<p>${fill(escapeHtml(t.body), safe)}</p>`,
    `<p><a href="${url}" style="display:inline-block;padding:10px 16px;background:#16a34a;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.linkHint)}<br><a href="${url}">${url}</a></p>`,
    `<p style="color:#666">${escapeHtml(t.ignore)}</p>`,
    `<p>${escapeHtml(t.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
