import { Client } from '@sendgrid/client';
import sgMail from '@sendgrid/mail';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LocalServices, startServices } from '../src/services/server.js';

let services: LocalServices;
const mail = new sgMail.MailService();

beforeAll(async () => {
  services = await startServices({ port: 0 });
  // As the backend does: @sendgrid/mail with a client whose base URL is SENDGRID_BASE_URL.
  const client = new Client();
  client.setApiKey('SG.local');
  client.setDefaultRequest('baseUrl', `${services.url}/sendgrid`);
  mail.setClient(client);
});
afterAll(() => services.close());
beforeEach(async () => {
  await fetch(`${services.url}/mailbox.json`, { method: 'DELETE' });
});

const mailbox = async () =>
  // biome-ignore lint/suspicious/noExplicitAny: the test reads arbitrary response JSON
  (await (await fetch(`${services.url}/mailbox.json`)).json()) as Record<string, any>[];
const sendError = async (msg: Parameters<typeof mail.send>[0]) => {
  try {
    await mail.send(msg);
  } catch (err) {
    return err as {
      code: number;
      response: { body: { errors: { field: string | null; message: string }[] } };
    };
  }
  throw new Error('expected the send to fail');
};

describe('mail sink', () => {
  it('accepts a mail like SendGrid (202) and lists it newest first', async () => {
    const [res] = await mail.send({
      to: 'friend@example.com',
      from: { email: 'noreply@meal.example', name: 'Meal Assistant' },
      subject: 'Demo invites you to "Groceries"',
      text: 'Open http://localhost:5173/settings?invite=abc to join.',
      html: '<p>Join <a href="http://localhost:5173/settings?invite=abc&amp;x=1">Groceries</a></p><script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(202);
    await mail.send({ to: 'b@example.com', from: 'a@example.com', subject: 'Second', text: 'two' });
    const list = await mailbox();
    expect(list.map((m) => m.subject)).toEqual(['Second', 'Demo invites you to "Groceries"']);
    expect(list[1]).toMatchObject({
      from: { email: 'noreply@meal.example', name: 'Meal Assistant' },
      to: [{ email: 'friend@example.com' }],
      text: 'Open http://localhost:5173/settings?invite=abc to join.',
    });
  });

  it('shows received mails on a page with clickable links and the HTML body sandboxed', async () => {
    await mail.send({
      to: 'friend@example.com',
      from: 'noreply@meal.example',
      subject: 'Invite <b>bold</b>',
      html: '<p><a href="http://localhost:5173/settings?invite=xyz">Accept</a></p><script>alert(1)</script>',
    });
    const page = await (await fetch(`${services.url}/`)).text();
    expect(page).toContain('Invite &lt;b&gt;bold&lt;/b&gt;');
    expect(page).toContain(
      '<a href="http://localhost:5173/settings?invite=xyz" target="_blank" rel="noopener">',
    );
    expect(page).not.toContain('<script>');
    expect(page).toMatch(/<iframe[^>]*sandbox="allow-popups allow-popups-to-escape-sandbox"/);
  });

  it('rejects what SendGrid rejects, with its error shape', async () => {
    const noFrom = await sendError({ to: 'x@example.com', subject: 's', text: 't' } as never);
    expect(noFrom.code).toBe(400);
    expect(noFrom.response.body.errors[0]?.field).toBe('from.email');

    const noSubject = await sendError({ to: 'x@example.com', from: 'a@example.com', text: 't' } as never);
    expect(noSubject.response.body.errors.map((e) => e.field)).toEqual(['subject']);

    const noContent = await sendError({ to: 'x@example.com', from: 'a@example.com', subject: 's' } as never);
    expect(noContent.code).toBe(400);

    const badTo = await sendError({ to: 'not-an-address', from: 'a@example.com', subject: 's', text: 't' });
    expect(badTo.response.body.errors[0]?.field).toBe('personalizations.0.to.0.email');
    expect(await mailbox()).toEqual([]);
  });

  it('requires an API key header and clears the mailbox on DELETE', async () => {
    const res = await fetch(`${services.url}/sendgrid/v3/mail/send`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
    await mail.send({ to: 'b@example.com', from: 'a@example.com', subject: 'x', text: 'y' });
    expect(await mailbox()).toHaveLength(1);
    expect((await fetch(`${services.url}/mailbox.json`, { method: 'DELETE' })).status).toBe(204);
    expect(await mailbox()).toEqual([]);
  });
});
