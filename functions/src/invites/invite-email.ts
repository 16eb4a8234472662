// The invitation e-mail in the inviter's language, from locales/<lang>/email.json (copied into lib/ at
// build). Values from users are HTML-escaped; the text part carries the bare link.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { languageSchema } from '../shared/contracts.js';

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

const here = dirname(fileURLToPath(import.meta.url));
// lib/invites -> lib/locales (built and deployed); src/invites -> <repo>/locales (tests, tsx).
const roots = [join(here, '..', 'locales'), join(here, '..', '..', '..', 'locales')];
const cache = new Map<string, Template>();

export function loadTemplate(language: string): Template {
  const lang = languageSchema.safeParse(language).data ?? 'en';
  const cached = cache.get(lang);
  if (cached) return cached;
  const root = roots.find((r) => existsSync(join(r, lang, 'email.json')));
  if (!root) throw new Error(`email.json for ${lang} not found`);
  const template = templateSchema.parse(
    JSON.parse(readFileSync(join(root, lang, 'email.json'), 'utf8')),
  ).invite;
  cache.set(lang, template);
  return template;
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
