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

export class Outbox {
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
