// Stands between the functions and the stack's demo AI and mail sink, so the deployed code path
// (OpenAI SDK, @sendgrid/mail) runs unchanged: an AI request is answered with the answer a test queued
// for its schema name, else passed on to the demo AI; every mail is recorded, then passed on to the sink.
// Tests reach it over HTTP (they run in other processes than the global setup that starts it).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocally } from '../support/listen-locally.js';

export interface RecordedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface ServiceRecorder {
  url: string;
  setUpstream(url: string): void;
  close(): Promise<void>;
}

function completion(content: string): string {
  return JSON.stringify({
    id: 'recorded',
    object: 'chat.completion',
    created: 0,
    model: 'local-demo-ai',
    // The demo AI's mark: the functions tell the user the answer is a demo.
    system_fingerprint: 'local-demo',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  });
}

export async function startServiceRecorder(): Promise<ServiceRecorder> {
  let upstream = '';
  const queued: Record<string, string[]> = {};
  const mails: RecordedMail[] = [];

  async function passOn(req: IncomingMessage, body: string, res: ServerResponse) {
    const answer = await fetch(`${upstream}${req.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: req.headers.authorization ?? '' },
      body,
    });
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    res.end(Buffer.from(await answer.arrayBuffer()));
  }

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const answerFor = /^\/__answers\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    if (req.method === 'POST' && answerFor) {
      queued[answerFor] = [...(queued[answerFor] ?? []), raw];
      res.writeHead(204);
      return void res.end();
    }
    if (req.method === 'GET' && req.url === '/__mails') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify(mails));
    }
    const body = raw ? JSON.parse(raw) : {};
    if (req.url === '/openai/v1/chat/completions') {
      const name: string = body.response_format?.json_schema?.name ?? '';
      const content = queued[name]?.shift();
      if (content === undefined) return passOn(req, raw, res);
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(completion(content));
    }
    if (req.url === '/sendgrid/v3/mail/send') {
      const content = (body.content ?? []) as { type: string; value: string }[];
      mails.push({
        to: body.personalizations?.[0]?.to?.[0]?.email,
        subject: body.subject,
        text: content.find((c) => c.type === 'text/plain')?.value ?? '',
        html: content.find((c) => c.type === 'text/html')?.value ?? '',
      });
      return passOn(req, raw, res);
    }
    res.writeHead(404);
    res.end();
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(502);
        res.end(String(err));
      });
    });
  });
  const { url, close } = await listenLocally(server);
  return {
    url,
    setUpstream: (url) => {
      upstream = url.replace(/\/+$/, '');
    },
    close,
  };
}

/** Queues the AI's next answer for a schema name (the one the functions send as response_format). */
export async function queueAnswer(recorderUrl: string, schemaName: string, answer: unknown): Promise<void> {
  const content = typeof answer === 'string' ? answer : JSON.stringify(answer);
  const res = await fetch(`${recorderUrl}/__answers/${schemaName}`, { method: 'POST', body: content });
  if (!res.ok) throw new Error(`queueing an AI answer failed: HTTP ${res.status}`);
}

/** The first mail to `address`, waiting for it up to `timeoutMs` (it is sent by a Firestore trigger). */
export async function mailTo(recorderUrl: string, address: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(`${recorderUrl}/__mails`)).json()) as RecordedMail[];
    const mail = mails.find((m) => m.to === address);
    if (mail || Date.now() > until) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
