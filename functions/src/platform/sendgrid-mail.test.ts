// @sendgrid/mail against a local sink: the configurable base URL receives SendGrid's v3 request.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { createSendgridMail } from './sendgrid-mail.js';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
});

async function sink(status: number) {
  const received: { path?: string; auth?: string; body?: Record<string, unknown> } = {};
  const sinkServer = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      Object.assign(received, { path: req.url, auth: req.headers.authorization, body: JSON.parse(raw) });
      res.statusCode = status;
      res.end(status >= 400 ? JSON.stringify({ errors: [{ message: 'nope' }] }) : '');
    });
  });
  server = sinkServer;
  await new Promise<void>((resolve) => sinkServer.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(sinkServer.address() as AddressInfo).port}/sendgrid`, received };
}

const message = {
  to: 'bob@example.com',
  from: 'app@example.com',
  subject: 'Hi',
  text: 'Plain',
  html: '<p>Hi</p>',
};

test('posts to <base>/v3/mail/send with the key, both parts and the recipient', async () => {
  const { baseUrl, received } = await sink(202);
  await createSendgridMail({ apiKey: 'SG.local', baseUrl }).send(message);
  expect(received.path).toBe('/sendgrid/v3/mail/send');
  expect(received.auth).toBe('Bearer SG.local');
  expect(received.body).toMatchObject({
    personalizations: [{ to: [{ email: 'bob@example.com' }] }],
    from: { email: 'app@example.com' },
    subject: 'Hi',
    content: [
      { type: 'text/plain', value: 'Plain' },
      { type: 'text/html', value: '<p>Hi</p>' },
    ],
  });
});

test('a refused send rejects, and a missing key is an error before any request', async () => {
  const { baseUrl } = await sink(401);
  await expect(createSendgridMail({ apiKey: 'SG.bad', baseUrl }).send(message)).rejects.toThrow();
  await expect(createSendgridMail({ apiKey: undefined, baseUrl }).send(message)).rejects.toThrow(
    /No SendGrid API key/,
  );
});
