// The mailbox lists the Auth emulator's out-of-band codes as mails, beside the SendGrid sink's mails.
// A stand-in for the emulator's `oobCodes` listing plays the emulator here.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthEmulatorMails, mergeMails, type OobCode, type SentMail } from '../src/services/mail-sink.js';
import { type LocalServices, startServices } from '../src/services/server.js';

const PROJECT = 'demo-mailbox';
let codes: OobCode[] = [];
let emulatorUp = true;
let requested: string[] = [];
let emulator: http.Server;
let emulatorHost: string;
let services: LocalServices;

function oob(requestType: string, email: string, code: string, continueUrl?: string): OobCode {
  const link = new URL(`http://${emulatorHost}/emulator/action`);
  const mode = { VERIFY_EMAIL: 'verifyEmail', PASSWORD_RESET: 'resetPassword' }[requestType] ?? 'other';
  link.searchParams.set('mode', mode);
  link.searchParams.set('lang', 'en');
  link.searchParams.set('oobCode', code);
  link.searchParams.set('apiKey', 'fake-api-key');
  if (continueUrl) link.searchParams.set('continueUrl', continueUrl);
  return { email, oobCode: code, oobLink: link.toString(), requestType };
}

beforeAll(async () => {
  emulator = http.createServer((req, res) => {
    requested.push(req.url ?? '');
    if (!emulatorUp) {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ oobCodes: codes }));
  });
  await new Promise<void>((r) => emulator.listen(0, '127.0.0.1', r));
  emulatorHost = `127.0.0.1:${(emulator.address() as AddressInfo).port}`;
  services = await startServices({ port: 0, authEmulator: { host: emulatorHost, project: PROJECT } });
});
afterAll(async () => {
  await services.close();
  await new Promise((r) => emulator.close(r));
});
beforeEach(async () => {
  codes = [];
  emulatorUp = true;
  await fetch(`${services.url}/mailbox.json`, { method: 'DELETE' });
  requested = [];
});

const mailbox = async () => (await (await fetch(`${services.url}/mailbox.json`)).json()) as SentMail[];

async function sendGridMail(subject: string) {
  const res = await fetch(`${services.url}/sendgrid/v3/mail/send`, {
    method: 'POST',
    headers: { authorization: 'Bearer SG.local', 'content-type': 'application/json' },
    body: JSON.stringify({
      from: { email: 'noreply@meal.example' },
      personalizations: [{ to: [{ email: 'friend@example.com' }] }],
      subject,
      content: [{ type: 'text/plain', value: 'Open http://localhost:5173/settings?invite=abc' }],
    }),
  });
  expect(res.status).toBe(202);
}

describe('the Auth emulator in the mailbox', () => {
  it('shows a verification mail per code, to the account, with the link that leads back to the app', async () => {
    codes = [oob('VERIFY_EMAIL', 'new@example.com', 'code-1', 'http://localhost:5173/settings?invite=inv_1')];
    const [mail, ...rest] = await mailbox();
    expect(rest).toEqual([]);
    expect(requested).toContain(`/emulator/v1/projects/${PROJECT}/oobCodes`);
    expect(mail).toMatchObject({
      subject: `Verify your email for ${PROJECT}`,
      to: [{ email: 'new@example.com' }],
      from: { email: `noreply@${PROJECT}.firebaseapp.com` },
      categories: ['auth-emulator'],
      customArgs: {
        requestType: 'VERIFY_EMAIL',
        oobCode: 'code-1',
        oobLink: codes[0]?.oobLink,
        continueUrl: 'http://localhost:5173/settings?invite=inv_1',
      },
    });
    expect(mail?.text).toContain(codes[0]?.oobLink);
    expect(mail?.text).toContain('Afterwards the link leads back to the app.');

    const page = await (await fetch(`${services.url}/`)).text();
    expect(page).toContain(`Verify your email for ${PROJECT}`);
    expect(page).toContain(`<a href="${codes[0]?.oobLink.replace(/&/g, '&amp;')}" target="_blank"`);
  });

  it('shows a password-reset mail with a form that adds the new password to the link', async () => {
    codes = [oob('PASSWORD_RESET', 'me@example.com', 'code-r', 'http://localhost:5173/')];
    const [mail] = await mailbox();
    expect(mail).toMatchObject({
      subject: `Reset your password for ${PROJECT}`,
      to: [{ email: 'me@example.com' }],
      customArgs: { requestType: 'PASSWORD_RESET', oobCode: 'code-r' },
    });
    const page = await (await fetch(`${services.url}/`)).text();
    expect(page).toContain(
      `<form class="reset" method="get" action="http://${emulatorHost}/emulator/action"`,
    );
    expect(page).toContain('<input type="hidden" name="mode" value="resetPassword">');
    expect(page).toContain('<input type="hidden" name="oobCode" value="code-r">');
    expect(page).toContain('<input type="hidden" name="continueUrl" value="http://localhost:5173/">');
    expect(page).toMatch(/<input name="newPassword"[^>]*required/);
  });

  it('merges them with the sink mails, newest first, and keeps a code the emulator forgot once used', async () => {
    await sendGridMail('Invitation');
    await new Promise((r) => setTimeout(r, 5));
    codes = [oob('VERIFY_EMAIL', 'a@example.com', 'v1'), oob('PASSWORD_RESET', 'a@example.com', 'r1')];
    expect((await mailbox()).map((m) => m.subject)).toEqual([
      `Reset your password for ${PROJECT}`,
      `Verify your email for ${PROJECT}`,
      'Invitation',
    ]);
    await new Promise((r) => setTimeout(r, 5));
    await sendGridMail('Second invitation');
    codes = []; // both links were followed: the emulator deletes used codes
    const list = await mailbox();
    expect(list.map((m) => m.subject)).toEqual([
      'Second invitation',
      `Reset your password for ${PROJECT}`,
      `Verify your email for ${PROJECT}`,
      'Invitation',
    ]);
    expect(new Set(list.map((m) => m.id)).size).toBe(4);
  });

  it('clears the emulator mails too, and they stay cleared while the emulator still lists the codes', async () => {
    codes = [oob('VERIFY_EMAIL', 'a@example.com', 'old')];
    await sendGridMail('Invitation');
    expect(await mailbox()).toHaveLength(2);
    expect((await fetch(`${services.url}/mailbox.json`, { method: 'DELETE' })).status).toBe(204);
    expect(await mailbox()).toEqual([]);
    codes.push(oob('VERIFY_EMAIL', 'b@example.com', 'new'));
    expect((await mailbox()).map((m) => m.to[0]?.email)).toEqual(['b@example.com']);
  });

  it('still lists the sink mails and what it saw before when the emulator does not answer, and says so', async () => {
    codes = [oob('VERIFY_EMAIL', 'a@example.com', 'seen')];
    await mailbox();
    emulatorUp = false;
    await sendGridMail('Invitation');
    const res = await fetch(`${services.url}/mailbox.json`);
    expect(res.headers.get('x-auth-emulator-problem')).toContain(`The Auth emulator at ${emulatorHost}`);
    expect(((await res.json()) as SentMail[]).map((m) => m.subject)).toEqual([
      'Invitation',
      `Verify your email for ${PROJECT}`,
    ]);
    const page = await (await fetch(`${services.url}/`)).text();
    expect(page).toContain('did not answer (HTTP 503)');
  });

  it('lists only the sink mails when told no Auth emulator', async () => {
    codes = [oob('VERIFY_EMAIL', 'a@example.com', 'x')];
    services.useAuthEmulator(undefined);
    try {
      await sendGridMail('Invitation');
      expect((await mailbox()).map((m) => m.subject)).toEqual(['Invitation']);
      expect(requested).toEqual([]);
    } finally {
      services.useAuthEmulator({ host: emulatorHost, project: PROJECT });
    }
  });
});

describe('merging', () => {
  const mail = (id: string, receivedAt: string) => ({ id, receivedAt }) as SentMail;

  it('interleaves two newest-first lists by time and keeps each list’s own order on ties', () => {
    const sink = [mail('s2', '2026-01-01T10:00:03.000Z'), mail('s1', '2026-01-01T10:00:01.000Z')];
    const auth = [
      mail('a3', '2026-01-01T10:00:02.000Z'),
      mail('a2', '2026-01-01T10:00:02.000Z'),
      mail('a1', '2026-01-01T10:00:00.000Z'),
    ];
    expect(mergeMails(sink, auth).map((m) => m.id)).toEqual(['s2', 'a3', 'a2', 's1', 'a1']);
    expect(mergeMails([], auth).map((m) => m.id)).toEqual(['a3', 'a2', 'a1']);
  });

  it('takes codes in the emulator’s order (oldest first) and ignores malformed entries', async () => {
    let body: unknown = {
      oobCodes: [
        {
          email: 'a@x.io',
          oobCode: 'c1',
          oobLink: 'http://h/emulator/action?oobCode=c1',
          requestType: 'VERIFY_EMAIL',
        },
        { email: 'a@x.io', oobCode: 42 },
        {
          email: 'a@x.io',
          oobCode: 'c2',
          oobLink: 'http://h/emulator/action?oobCode=c2',
          requestType: 'EMAIL_SIGNIN',
        },
      ],
    };
    const mails = new AuthEmulatorMails({ host: 'h', project: 'p' }, async () => body);
    const list = await mails.refresh(new Date('2026-01-01T00:00:00Z'));
    expect(list.map((m) => [m.subject, m.customArgs.oobCode])).toEqual([
      ['Sign in to p', 'c2'],
      ['Verify your email for p', 'c1'],
    ]);
    body = { nothing: true };
    expect((await mails.refresh()).map((m) => m.customArgs.oobCode)).toEqual(['c2', 'c1']);
  });
});
