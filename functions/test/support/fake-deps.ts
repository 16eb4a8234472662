// Deps for handler tests: the real Firestore API (local server) plus scripted AI, recorded mail and logs.
import type { Firestore } from 'firebase-admin/firestore';
import { type AiAnswerShape, aiAnswers } from '../../src/ai/answers.js';
import type { AiAnswer, AiPort, AiRequest, AiSchemaName } from '../../src/platform/ai-port.js';
import type { AuthAccount, AuthPort } from '../../src/platform/auth-port.js';
import { type AppConfig, parseConfig } from '../../src/platform/config.js';
import type { CallContext, Deps } from '../../src/platform/deps.js';
import type { Log, LogEvent } from '../../src/platform/log.js';
import type { MailMessage, MailPort } from '../../src/platform/mail-port.js';
import type { ProductLookup, ProductsPort } from '../../src/platform/products-port.js';
import { PageFetchError, type WebPagesPort } from '../../src/platform/web-pages-port.js';
import { imageDataUrl, jpegBytes } from './images.js';

export type ScriptedAnswer = AiAnswer | Error | ((request: AiRequest) => AiAnswer | Promise<AiAnswer>);

export class FakeAi implements AiPort {
  readonly requests: AiRequest[] = [];
  private readonly queue: ScriptedAnswer[] = [];
  answer(...answers: ScriptedAnswer[]) {
    this.queue.push(...answers);
    return this;
  }
  /** Any JSON, e.g. a deliberately broken answer. */
  json(value: unknown, demo = false) {
    return this.answer({ content: JSON.stringify(value), demo });
  }
  /** A well-formed answer for `schemaName`, typed and checked by the answer's own schema; a request for
   * another schema fails the test. */
  reply<N extends AiSchemaName>(schemaName: N, value: AiAnswerShape<N>, demo = false) {
    aiAnswers[schemaName].schema.parse(value);
    return this.answer((request) => {
      if (request.schemaName !== schemaName)
        throw new Error(`FakeAi: scripted a ${schemaName} answer, asked for ${request.schemaName}`);
      return { content: JSON.stringify(value), demo };
    });
  }
  /** The one request a test expects was made; an error when there were none or several. */
  onlyRequest(): AiRequest {
    const [request, ...more] = this.requests;
    if (!request || more.length > 0)
      throw new Error(`FakeAi: ${this.requests.length} requests, expected one`);
    return request;
  }
  async complete(request: AiRequest): Promise<AiAnswer> {
    this.requests.push(request);
    const next = this.queue.shift();
    if (!next) throw new Error('FakeAi: no scripted answer left');
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next(request) : next;
  }
}

export class FakeMail implements MailPort {
  readonly sent: MailMessage[] = [];
  failWith: Error | undefined;
  async send(message: MailMessage) {
    if (this.failWith) throw this.failWith;
    this.sent.push(message);
  }
}

/** Sign-in accounts: `deleted` records deletions; `failWith` makes the next deletions fail. Every uid
 * has an active account unless a test says otherwise in `accounts` (null: no such account). */
export class FakeAuth implements AuthPort {
  readonly users = new Set<string>();
  readonly deleted: string[] = [];
  readonly accounts = new Map<string, AuthAccount | null>();
  failWith: Error | undefined;
  async deleteUser(uid: string) {
    if (this.failWith) throw this.failWith;
    this.users.delete(uid);
    this.deleted.push(uid);
  }
  async account(uid: string): Promise<AuthAccount | null> {
    const known = this.accounts.get(uid);
    return known === undefined ? { disabled: false, tokensValidAfter: null } : known;
  }
}

/** Open Food Facts as a table: a code without an entry is not found; an Error entry is thrown. Every
 * lookup is recorded, so a test can tell a cached answer from a fresh one. */
export class FakeProducts implements ProductsPort {
  readonly lookups: string[] = [];
  readonly answers = new Map<string, ProductLookup | Error>();
  async lookup(code: string): Promise<ProductLookup> {
    this.lookups.push(code);
    const answer = this.answers.get(code);
    if (answer instanceof Error) throw answer;
    return answer ?? { found: false, reason: 'not-found' };
  }
}

/** No web page is reachable unless a test serves its own (test/support/page-server.ts). */
export const noPages: WebPagesPort = {
  fetchPage: async () => {
    throw new PageFetchError('connection', 'This test serves no web pages');
  },
};

export class RecordingLog implements Log {
  readonly entries: { level: string; event: LogEvent; fields: Record<string, unknown> }[] = [];
  info(event: LogEvent, fields: Record<string, unknown> = {}) {
    this.entries.push({ level: 'info', event, fields });
  }
  warn(event: LogEvent, fields: Record<string, unknown> = {}) {
    this.entries.push({ level: 'warn', event, fields });
  }
  error(event: LogEvent, fields: Record<string, unknown> = {}) {
    this.entries.push({ level: 'error', event, fields });
  }
  events() {
    return this.entries.map((e) => e.event);
  }
}

/** The emulator's defaults, with mail and Open Food Facts pointed at a port where nothing answers. */
export const testConfig: AppConfig = {
  ...parseConfig({ FUNCTIONS_EMULATOR: 'true' }),
  sendgridBaseUrl: 'http://127.0.0.1:1/sendgrid',
  mailFrom: 'no-reply@example.test',
  openFoodFactsUrl: 'http://127.0.0.1:1/openfoodfacts',
  openFoodFactsUserAgent: 'MealAssistant/test (test@example.test)',
};

export function makeDeps(db: Firestore, overrides: Partial<Deps> = {}) {
  const ai = new FakeAi();
  const mail = new FakeMail();
  const log = new RecordingLog();
  const auth = new FakeAuth();
  const products = new FakeProducts();
  const clock = { now: () => new Date('2026-03-01T12:00:00.000Z') };
  const deps: Deps = {
    db,
    ai,
    mail,
    auth,
    products,
    pages: noPages,
    log,
    clock,
    config: testConfig,
    ...overrides,
  };
  return { deps, ai, mail, auth, log, products };
}

export const alice: CallContext = { uid: 'alice', email: 'alice@example.com', emailVerified: true };
export const bob: CallContext = { uid: 'bob', email: 'bob@example.com', emailVerified: true };
export const carol: CallContext = { uid: 'carol', email: 'carol@example.com', emailVerified: true };

/** A JPEG data URL (1024 x 768 by its header) long enough to pass the 500-character minimum
 * (docs/product-rules.md#food-photos); always the same text. */
export const jpeg = imageDataUrl('jpeg', jpegBytes(), { fillerBytes: 600, zeros: true });
