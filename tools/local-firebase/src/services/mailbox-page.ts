import { isAuthEmulatorMail, type SentMail } from './mail-sink.js';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Every http(s) link in a mail, so the page can offer them as plain, clickable links. */
export function linksOf(mail: SentMail): string[] {
  const found = new Set<string>();
  for (const m of (mail.html ?? '').matchAll(/href\s*=\s*["']([^"']+)["']/gi)) {
    found.add((m[1] as string).replace(/&amp;/g, '&'));
  }
  for (const m of `${mail.text ?? ''}\n${mail.html ?? ''}`.matchAll(/https?:\/\/[^\s"'<>)]+/g))
    found.add(m[0]);
  return [...found].filter((l) => /^https?:\/\//i.test(l));
}

const addr = (a: { email: string; name?: string }) => esc(a.name ? `${a.name} <${a.email}>` : a.email);

/**
 * The Auth emulator applies a password-reset link only with the new password in it; this form adds it and
 * opens the link (which then leads to the app when the reset was asked for with a continue URL).
 */
function resetForm(mail: SentMail): string {
  const link = mail.customArgs.oobLink;
  if (
    !isAuthEmulatorMail(mail) ||
    mail.customArgs.requestType !== 'PASSWORD_RESET' ||
    typeof link !== 'string'
  )
    return '';
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return '';
  }
  if (!/^https?:$/.test(url.protocol)) return '';
  const hidden = [...url.searchParams]
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('');
  return `<form class="reset" method="get" action="${esc(`${url.origin}${url.pathname}`)}" target="_blank">${hidden}
<label>New password <input name="newPassword" type="text" minlength="6" required autocomplete="off"></label>
<button type="submit">Set the new password</button></form>`;
}

function mailCard(mail: SentMail): string {
  const links = linksOf(mail);
  // The HTML body runs in a sandboxed frame without scripts; links open in a new tab.
  const htmlBody = mail.html
    ? `<iframe title="${esc(mail.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${esc(
        `<base target="_blank">${mail.html}`,
      )}"></iframe>`
    : '';
  const textBody = mail.text && !mail.html ? `<pre>${esc(mail.text)}</pre>` : '';
  return `<article>
<h2>${esc(mail.subject)}</h2>
<p class="meta">From ${addr(mail.from)} to ${mail.to.map(addr).join(', ')} · <time datetime="${mail.receivedAt}">${esc(
    mail.receivedAt.replace('T', ' ').slice(0, 19),
  )} UTC</time></p>
${links.length ? `<p class="links">Links: ${links.map((l) => `<a href="${esc(l)}" target="_blank" rel="noopener">${esc(l)}</a>`).join(' ')}</p>` : ''}
${resetForm(mail)}${htmlBody}${textBody}
</article>`;
}

export function mailboxPage(mails: SentMail[], { notice }: { notice?: string } = {}): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox (${mails.length})</title>
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:860px;padding:16px;color:#1b1b1b}
header{display:flex;justify-content:space-between;align-items:baseline;flex-wrap:wrap;gap:8px}
article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}
h2{font-size:1.1em;margin:0 0 4px}.meta{color:#555;margin:0 0 8px;font-size:.9em}
.links a{word-break:break-all;margin-right:8px}iframe{width:100%;min-height:260px;border:1px solid #eee;border-radius:4px}
pre{white-space:pre-wrap;background:#f7f7f7;padding:8px;border-radius:4px}
.notice{background:#fff4e5;border:1px solid #f0c36d;border-radius:8px;padding:8px 12px}
.reset{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin:0 0 8px}
</style></head><body>
<header><h1>Local mailbox</h1><p>Mails sent through the local SendGrid sink and the Auth emulator's verification and password-reset mails, newest first · <a href="/">Refresh</a> · <a href="/mailbox.json">JSON</a></p></header>
${notice ? `<p class="notice" role="status">${esc(notice)}</p>` : ''}
${mails.length ? mails.map(mailCard).join('\n') : '<p>No mail yet. Every mail sent through the SendGrid sink, and every verification or password-reset code of the Auth emulator, shows up here.</p>'}
</body></html>`;
}
