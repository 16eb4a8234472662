import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Log, silentLog } from '../log.js';
import { demoCompletion } from './demo-ai.js';
import {
  AuthEmulatorMails,
  type AuthEmulatorSource,
  Mailbox,
  mergeMails,
  type SentMail,
  validateMail,
} from './mail-sink.js';
import { mailboxPage } from './mailbox-page.js';
import { openFoodFactsProduct } from './open-food-facts.js';

const BODY_LIMIT = 25 * 1024 * 1024;

export interface ServicesOptions {
  port?: number;
  host?: string;
  log?: Log;
  /** The Auth emulator whose verification and password-reset codes the mailbox shows as mails. */
  authEmulator?: AuthEmulatorSource;
}

export interface LocalServices {
  server: http.Server;
  port: number;
  url: string;
  mailbox: Mailbox;
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

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new HttpError(413, { error: { message: 'Request too large' } });
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, null);
  }
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(status === 202 || status === 204 ? undefined : text);
}

/**
 * The demo AI, the mail sink and the Open Food Facts stand-in on one port (8025 by default), where the
 * functions' AI, mail and product clients point locally. The mailbox also lists the Auth emulator's verification and password-reset mails when it knows
 * where that emulator runs.
 */
export function createServicesServer(
  mailbox = new Mailbox(),
  log: Log = silentLog,
  auth: AuthMailsSlot = {},
): http.Server {
  return http.createServer(async (req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://local');
    const route = `${req.method} ${url.pathname.replace(/\/+$/, '') || '/'}`;
    try {
      const product = /^GET \/openfoodfacts\/api\/v2\/product\/([^/]+)\.json$/.exec(route);
      if (product) {
        const { status, body } = openFoodFactsProduct(decodeURIComponent(product[1] ?? ''));
        return send(res, status, body);
      }
      switch (route) {
        case 'GET /': {
          const { mails, authProblem } = await listMails(mailbox, auth, log);
          return send(res, 200, mailboxPage(mails, { notice: authProblem }), 'text/html; charset=utf-8');
        }
        case 'GET /mailbox.json': {
          const { mails, authProblem } = await listMails(mailbox, auth, log);
          if (authProblem)
            res.setHeader('x-auth-emulator-problem', authProblem.replace(/[^\x20-\x7e]/g, '?'));
          return send(res, 200, mails);
        }
        case 'DELETE /mailbox.json':
          mailbox.clear();
          await auth.current?.clear();
          return send(res, 204, null);
        case 'GET /health':
          return send(res, 200, { ok: true });
        case 'POST /sendgrid/v3/mail/send': {
          if (!/^Bearer \S+/i.test(req.headers.authorization ?? '')) {
            throw new HttpError(401, {
              errors: [
                {
                  field: null,
                  message: 'The provided authorization grant is invalid, expired, or revoked',
                  help: null,
                },
              ],
            });
          }
          const body = await readJson(req).catch((e: unknown) => {
            if (e instanceof HttpError && e.status === 400) {
              throw new HttpError(400, { errors: [{ field: null, message: 'Bad Request', help: null }] });
            }
            throw e;
          });
          const result = validateMail(body);
          if (!result.ok) throw new HttpError(400, { errors: result.errors });
          const mail = mailbox.add(result.mail);
          log(
            'info',
            `mail: "${mail.subject}" to ${mail.to.map((t) => t.email).join(', ')} (see the mailbox page)`,
          );
          res.setHeader('x-message-id', mail.id);
          return send(res, 202, null);
        }
        case 'GET /openai/v1/models':
          return send(res, 200, {
            object: 'list',
            data: [{ id: 'local-demo-ai', object: 'model', created: 0, owned_by: 'local-demo' }],
          });
        case 'POST /openai/v1/chat/completions': {
          const body = await readJson(req).catch((e: unknown) => {
            if (e instanceof HttpError && e.status === 400) {
              throw new HttpError(400, {
                error: {
                  message: 'We could not parse the JSON body of your request.',
                  type: 'invalid_request_error',
                  param: null,
                  code: null,
                },
              });
            }
            throw e;
          });
          if (
            !body ||
            typeof body !== 'object' ||
            !Array.isArray((body as { messages?: unknown }).messages)
          ) {
            throw new HttpError(400, {
              error: {
                message: "Missing required parameter: 'messages'.",
                type: 'invalid_request_error',
                param: 'messages',
                code: 'missing_required_parameter',
              },
            });
          }
          return send(res, 200, demoCompletion(body as Record<string, unknown>));
        }
        default:
          throw new HttpError(404, { error: { message: `No route ${route}` } });
      }
    } catch (err) {
      if (err instanceof HttpError) return send(res, err.status, err.body);
      log('error', `services: ${route} failed: ${err instanceof Error ? err.stack : String(err)}`);
      return send(res, 500, { error: { message: 'internal error' } });
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
  const server = createServicesServer(mailbox, opts.log, auth);
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
    useAuthEmulator,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
