import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Log, silentLog } from '../log.js';
import {
  AuthEmulatorMails,
  type AuthEmulatorSource,
  Mailbox,
  mergeMails,
  type SentMail,
  validateMail,
} from './mail-sink.js';
import { mailboxPage } from './mailbox-page.js';
import {
  BodyTooLarge,
  type LocalService,
  routeTo,
  type ServiceAnswer,
  type ServiceRequest,
  serviceRequest,
} from './service.js';

export interface ServicesOptions {
  port?: number;
  host?: string;
  log?: Log;
  /** The Auth emulator whose verification and password-reset codes the mailbox shows as mails. */
  authEmulator?: AuthEmulatorSource;
  /** Stand-ins plugged in beside the mail sink, each under its own path prefix. */
  services?: readonly LocalService[];
}

export interface LocalServices {
  server: http.Server;
  port: number;
  url: string;
  mailbox: Mailbox;
  /** The plugged services, in the order they were given. */
  services: readonly LocalService[];
  /** Shows the given Auth emulator's codes in the mailbox from now on (none: stop showing them). */
  useAuthEmulator(source: AuthEmulatorSource | undefined): void;
  close(): Promise<void>;
}

/** Which Auth emulator's mails the mailbox merges in; changeable while the server runs. */
export interface AuthMailsSlot {
  current?: AuthEmulatorMails;
}

interface Listing {
  mails: SentMail[];
  /** Why the Auth emulator's mails are missing, when it did not answer. */
  authProblem?: string;
}

/** The sink's mails and the Auth emulator's, newest first. */
async function listMails(mailbox: Mailbox, auth: AuthMailsSlot, log: Log): Promise<Listing> {
  const authMails = auth.current;
  if (!authMails) return { mails: mailbox.list() };
  try {
    return { mails: mergeMails(mailbox.list(), await authMails.refresh()) };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    log('debug', `services: Auth emulator codes from ${authMails.url}: ${reason}`);
    return {
      mails: mergeMails(mailbox.list(), authMails.list()),
      authProblem: `The Auth emulator at ${authMails.source.host} did not answer (${reason}); its verification and password-reset mails are missing.`,
    };
  }
}

const sendGridError = (status: number, message: string): ServiceAnswer => ({
  status,
  body: { errors: [{ field: null, message, help: null }] },
});

/** SendGrid v3 `mail/send`: the same checks and error bodies, and the mail kept for the mailbox. */
async function sendMail(request: ServiceRequest, mailbox: Mailbox, log: Log): Promise<ServiceAnswer> {
  if (!/^Bearer \S+/i.test(request.headers.authorization ?? ''))
    return sendGridError(401, 'The provided authorization grant is invalid, expired, or revoked');
  const body = await request.json();
  if (body === undefined) return sendGridError(400, 'Bad Request');
  const result = validateMail(body);
  if (!result.ok) return { status: 400, body: { errors: result.errors } };
  const mail = mailbox.add(result.mail);
  log('info', `mail: "${mail.subject}" to ${mail.to.map((t) => t.email).join(', ')} (see the mailbox page)`);
  return { status: 202, headers: { 'x-message-id': mail.id } };
}

/** The mail sink's own routes; undefined for any other request. */
async function mailSinkAnswer(
  route: string,
  request: ServiceRequest,
  mailbox: Mailbox,
  auth: AuthMailsSlot,
  log: Log,
): Promise<ServiceAnswer | undefined> {
  switch (route) {
    case 'GET /': {
      const { mails, authProblem } = await listMails(mailbox, auth, log);
      return {
        status: 200,
        body: mailboxPage(mails, { notice: authProblem }),
        contentType: 'text/html; charset=utf-8',
      };
    }
    case 'GET /mailbox.json': {
      const { mails, authProblem } = await listMails(mailbox, auth, log);
      const headers: Record<string, string> = authProblem
        ? { 'x-auth-emulator-problem': authProblem.replace(/[^\x20-\x7e]/g, '?') }
        : {};
      return { status: 200, body: mails, headers };
    }
    case 'DELETE /mailbox.json':
      mailbox.clear();
      await auth.current?.clear();
      return { status: 204 };
    case 'GET /health':
      return { status: 200, body: { ok: true } };
    case 'POST /sendgrid/v3/mail/send':
      return sendMail(request, mailbox, log);
    default:
      return undefined;
  }
}

function send(res: ServerResponse, answer: ServiceAnswer) {
  const { status, body, headers = {} } = answer;
  const text = typeof body === 'string' && answer.contentType ? body : JSON.stringify(body ?? null);
  res.writeHead(status, {
    'content-type': answer.contentType ?? 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(status === 202 || status === 204 ? undefined : text);
}

/**
 * The mail sink (SendGrid's v3 mail/send and the mailbox page) and the plugged services on one port. The
 * mailbox also lists the Auth emulator's verification and password-reset mails when it knows where that
 * emulator runs.
 */
export function createServicesServer(
  mailbox = new Mailbox(),
  log: Log = silentLog,
  auth: AuthMailsSlot = {},
  services: readonly LocalService[] = [],
): http.Server {
  return http.createServer(async (req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://local');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const route = `${req.method} ${path}`;
    try {
      const own = await mailSinkAnswer(route, serviceRequest(req, url, path), mailbox, auth, log);
      if (own) return send(res, own);
      const target = routeTo(services, path);
      const answer = await target?.service.handle(serviceRequest(req, url, target.path));
      send(res, answer ?? { status: 404, body: { error: { message: `No route ${route}` } } });
    } catch (err) {
      if (err instanceof BodyTooLarge)
        return send(res, { status: 413, body: { error: { message: err.message } } });
      log('error', `services: ${route} failed: ${err instanceof Error ? err.stack : String(err)}`);
      send(res, { status: 500, body: { error: { message: 'internal error' } } });
    } finally {
      log('debug', `services: ${route} ${res.statusCode} ${Date.now() - started} ms`);
    }
  });
}

export async function startServices(opts: ServicesOptions = {}): Promise<LocalServices> {
  const mailbox = new Mailbox();
  const auth: AuthMailsSlot = {};
  const useAuthEmulator = (source: AuthEmulatorSource | undefined) => {
    auth.current = source ? new AuthEmulatorMails(source) : undefined;
  };
  useAuthEmulator(opts.authEmulator);
  const services = opts.services ?? [];
  const server = createServicesServer(mailbox, opts.log, auth, services);
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    url: `http://${host}:${port}`,
    mailbox,
    services,
    useAuthEmulator,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
