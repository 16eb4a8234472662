/** A SendGrid v3 `mail/send` stand-in: validates like SendGrid and keeps what it accepted. */
export interface SentMail {
  id: string;
  receivedAt: string;
  from: { email: string; name?: string };
  to: { email: string; name?: string }[];
  cc: { email: string; name?: string }[];
  bcc: { email: string; name?: string }[];
  replyTo?: { email: string; name?: string };
  subject: string;
  text: string | null;
  html: string | null;
  categories: string[];
  customArgs: Record<string, unknown>;
}

interface SendGridError {
  message: string;
  field: string | null;
  help: string | null;
}

const HELP = 'http://sendgrid.com/docs/API_Reference/Web_API_v3/Mail/errors.html';
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
type Addr = { email: string; name?: string };

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function address(v: unknown, field: string, errors: SendGridError[], what: string): Addr | null {
  if (!isObj(v) || typeof v.email !== 'string' || v.email === '') {
    errors.push({
      message: `The ${what} object must be provided with an email parameter.`,
      field: `${field}.email`,
      help: `${HELP}#message.${field}`,
    });
    return null;
  }
  if (!EMAIL.test(v.email)) {
    errors.push({
      message: 'Does not contain a valid address.',
      field: `${field}.email`,
      help: `${HELP}#message.${field}`,
    });
    return null;
  }
  return typeof v.name === 'string' ? { email: v.email, name: v.name } : { email: v.email };
}

export type Validation =
  | { ok: true; mail: Omit<SentMail, 'id' | 'receivedAt'> }
  | { ok: false; errors: SendGridError[] };

export function validateMail(body: unknown): Validation {
  const errors: SendGridError[] = [];
  if (!isObj(body)) {
    return { ok: false, errors: [{ message: 'Bad Request', field: null, help: null }] };
  }
  const from = address(body.from, 'from', errors, 'from');
  const to: Addr[] = [];
  const cc: Addr[] = [];
  const bcc: Addr[] = [];
  const ps = body.personalizations;
  let everyPersonalizationHasSubject = false;
  if (!Array.isArray(ps) || ps.length === 0) {
    errors.push({
      message: 'The personalizations field is required and must have at least one personalization.',
      field: 'personalizations',
      help: `${HELP}#-Personalizations-Errors`,
    });
  } else {
    everyPersonalizationHasSubject = ps.every(
      (p) => isObj(p) && typeof p.subject === 'string' && p.subject !== '',
    );
    ps.forEach((p, i) => {
      const list = isObj(p) ? p.to : undefined;
      if (!Array.isArray(list) || list.length === 0) {
        errors.push({
          message:
            'The to array is required for all personalization objects, and must have at least one email object with a valid email address.',
          field: `personalizations.${i}.to`,
          help: `${HELP}#message.personalizations.to`,
        });
        return;
      }
      list.forEach((a, j) => {
        const ok = address(a, `personalizations.${i}.to.${j}`, errors, 'to');
        if (ok) to.push(ok);
      });
      for (const [key, target] of [
        ['cc', cc],
        ['bcc', bcc],
      ] as const) {
        const extra = isObj(p) ? p[key] : undefined;
        if (Array.isArray(extra))
          extra.forEach((a, j) => {
            const ok = address(a, `personalizations.${i}.${key}.${j}`, errors, key);
            if (ok) target.push(ok);
          });
      }
    });
  }
  const hasTemplate = typeof body.template_id === 'string' && body.template_id !== '';
  const subject = typeof body.subject === 'string' ? body.subject : '';
  if (!subject && !everyPersonalizationHasSubject && !hasTemplate) {
    errors.push({
      message:
        'The subject is required. You can get around this requirement if you use a template with a subject defined or if every personalization has a subject defined.',
      field: 'subject',
      help: `${HELP}#message.subject`,
    });
  }
  let text: string | null = null;
  let html: string | null = null;
  if (Array.isArray(body.content)) {
    body.content.forEach((c, i) => {
      if (!isObj(c) || typeof c.type !== 'string' || typeof c.value !== 'string' || c.value === '') {
        errors.push({
          message: 'The content value must be a string at least one character in length.',
          field: `content.${i}.value`,
          help: `${HELP}#message.content.value`,
        });
      } else if (c.type === 'text/plain') text = c.value;
      else if (c.type === 'text/html') html = c.value;
    });
  } else if (!hasTemplate) {
    if (typeof body.html === 'string' && body.html) html = body.html;
    if (typeof body.text === 'string' && body.text) text = body.text;
    if (text === null && html === null) {
      errors.push({
        message:
          'Unless a valid template_id is provided, the content parameter is required. There must be at least one defined content block.',
        field: 'content',
        help: `${HELP}#message.content`,
      });
    }
  }
  if (errors.length > 0 || !from) return { ok: false, errors };
  const personalSubject =
    Array.isArray(ps) && isObj(ps[0]) && typeof ps[0].subject === 'string' ? ps[0].subject : '';
  return {
    ok: true,
    mail: {
      from,
      to,
      cc,
      bcc,
      replyTo:
        isObj(body.reply_to) && typeof body.reply_to.email === 'string' ? (body.reply_to as Addr) : undefined,
      subject: subject || personalSubject,
      text,
      html,
      categories: Array.isArray(body.categories)
        ? body.categories.filter((c): c is string => typeof c === 'string')
        : [],
      customArgs: isObj(body.custom_args) ? body.custom_args : {},
    },
  };
}

export class Mailbox {
  private mails: SentMail[] = [];
  private seq = 0;

  add(mail: Omit<SentMail, 'id' | 'receivedAt'>): SentMail {
    const stored = { id: `mail-${++this.seq}`, receivedAt: new Date().toISOString(), ...mail };
    this.mails.push(stored);
    if (this.mails.length > 500) this.mails.shift(); // a sink, not an archive
    return stored;
  }
  /** Newest first. */
  list(): SentMail[] {
    return [...this.mails].reverse();
  }
  clear() {
    this.mails = [];
  }
}

/** Where the Auth emulator runs and for which project: its out-of-band codes become mails in the mailbox. */
export interface AuthEmulatorSource {
  /** host:port, e.g. 127.0.0.1:9099 */
  host: string;
  project: string;
}

/** One entry of the Auth emulator's `GET /emulator/v1/projects/<project>/oobCodes`. */
export interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
  newEmail?: string;
}

const AUTH_CATEGORY = 'auth-emulator';

const parseOobCodes = (body: unknown): OobCode[] =>
  isObj(body) && Array.isArray(body.oobCodes)
    ? body.oobCodes.filter(
        (c): c is OobCode =>
          isObj(c) &&
          typeof c.email === 'string' &&
          typeof c.oobCode === 'string' &&
          typeof c.oobLink === 'string' &&
          typeof c.requestType === 'string',
      )
    : [];

/**
 * The mail Firebase would send for an out-of-band code, in the shape of its default templates. The
 * emulator's link opens its own action handler, which applies the code and, when the app gave a continue
 * URL, redirects there; a password reset also needs `newPassword` in the link (the mailbox page asks for it).
 */
export function authEmulatorMail(oob: OobCode, project: string): Omit<SentMail, 'id' | 'receivedAt'> {
  const continueUrl = (() => {
    try {
      return new URL(oob.oobLink).searchParams.get('continueUrl');
    } catch {
      return null;
    }
  })();
  const to = oob.requestType === 'VERIFY_AND_CHANGE_EMAIL' && oob.newEmail ? oob.newEmail : oob.email;
  const content: Record<string, { subject: string; lines: string[] }> = {
    VERIFY_EMAIL: {
      subject: `Verify your email for ${project}`,
      lines: [`Follow this link to verify your email address (${oob.email}):`, oob.oobLink],
    },
    PASSWORD_RESET: {
      subject: `Reset your password for ${project}`,
      lines: [
        `Follow this link to reset your ${project} password for your ${oob.email} account:`,
        oob.oobLink,
        'The Auth emulator takes the new password in the link: add &newPassword=<new password>, or use the form on the mailbox page.',
      ],
    },
    VERIFY_AND_CHANGE_EMAIL: {
      subject: `Verify your new email for ${project}`,
      lines: [`Follow this link to change your sign-in email from ${oob.email} to ${to}:`, oob.oobLink],
    },
    RECOVER_EMAIL: {
      subject: `Your sign-in email was changed for ${project}`,
      lines: [
        `If you did not change it, follow this link to reset your sign-in email to ${oob.email}:`,
        oob.oobLink,
      ],
    },
    EMAIL_SIGNIN: {
      subject: `Sign in to ${project}`,
      lines: [`Follow this link to sign in as ${oob.email}:`, oob.oobLink],
    },
  };
  const { subject, lines } = content[oob.requestType] ?? {
    subject: `${oob.requestType} for ${project}`,
    lines: [`Follow this link (${oob.requestType}):`, oob.oobLink],
  };
  return {
    from: { email: `noreply@${project}.firebaseapp.com`, name: project },
    to: [{ email: to }],
    cc: [],
    bcc: [],
    subject,
    text: [
      'Hello,',
      '',
      ...lines,
      ...(continueUrl ? ['', 'Afterwards the link leads back to the app.'] : []),
      '',
      `Your ${project} team (sent by the local Auth emulator)`,
    ].join('\n'),
    html: null,
    categories: [AUTH_CATEGORY],
    customArgs: {
      requestType: oob.requestType,
      oobCode: oob.oobCode,
      oobLink: oob.oobLink,
      ...(continueUrl ? { continueUrl } : {}),
    },
  };
}

/** True for a mail that stands for one of the Auth emulator's codes. */
export const isAuthEmulatorMail = (mail: SentMail) => mail.categories.includes(AUTH_CATEGORY);

/**
 * The Auth emulator's mails. The emulator sends none and forgets a code once it is used, so each code is
 * kept here from the first time it is seen (which is also its time in the mailbox), and a cleared mailbox
 * hides the codes the emulator still lists.
 */
export class AuthEmulatorMails {
  private readonly seen = new Map<string, SentMail>();
  private readonly hidden = new Set<string>();
  private seq = 0;

  constructor(
    readonly source: AuthEmulatorSource,
    private readonly fetchJson: (url: string) => Promise<unknown> = async (url) => {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json();
    },
  ) {}

  get url(): string {
    return `http://${this.source.host}/emulator/v1/projects/${encodeURIComponent(this.source.project)}/oobCodes`;
  }

  /** Takes in the codes the emulator lists now; newest first. Fails when the emulator does not answer. */
  async refresh(now = new Date()): Promise<SentMail[]> {
    const codes = parseOobCodes(await this.fetchJson(this.url));
    // The emulator lists its codes oldest first.
    for (const oob of codes) {
      if (this.seen.has(oob.oobCode) || this.hidden.has(oob.oobCode)) continue;
      this.seen.set(oob.oobCode, {
        id: `auth-${++this.seq}`,
        receivedAt: now.toISOString(),
        ...authEmulatorMail(oob, this.source.project),
      });
      const oldest = this.seen.keys().next().value;
      if (this.seen.size > 500 && oldest !== undefined) this.seen.delete(oldest); // a sink, not an archive
    }
    return this.list();
  }

  /** What was seen so far, newest first. */
  list(): SentMail[] {
    return [...this.seen.values()].reverse();
  }

  /** Forgets the mails, and keeps the codes the emulator still lists out of the mailbox. */
  async clear(): Promise<void> {
    await this.refresh().catch(() => undefined);
    for (const code of this.seen.keys()) this.hidden.add(code);
    this.seen.clear();
  }
}

/** Two newest-first lists as one, newest first; within a list the order is kept. */
export function mergeMails(a: SentMail[], b: SentMail[]): SentMail[] {
  const out: SentMail[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x && (!y || x.receivedAt >= y.receivedAt)) {
      out.push(x);
      i++;
    } else if (y) {
      out.push(y);
      j++;
    }
  }
  return out;
}
