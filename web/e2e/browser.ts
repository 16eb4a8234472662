// Debian Chromium at phone size, one fresh profile per context (team brief flags).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export interface Phone {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export async function openPhone(): Promise<Phone> {
  const dir = mkdtempSync(path.join(tmpdir(), 'meal-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 390, height: 844 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function logIn(page: Page, appUrl: string, email: string, password: string, pathAndQuery = '/') {
  await page.goto(`${appUrl}${pathAndQuery}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('form button[type=submit]').click();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ timeout: 30_000 });
}

interface SinkMail {
  to: { email: string }[];
  subject: string;
  text: string;
}

/** The accept link of the invitation mail to `to` about `listName`, from the local mail sink. */
export async function inviteLinkFor(outboxUrl: string, to: string, listName: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const mails = (await (await fetch(new URL('outbox.json', outboxUrl))).json()) as SinkMail[];
    const mail = mails.findLast(
      (m) => m.to.some((r) => r.email.toLowerCase() === to.toLowerCase()) && m.subject.includes(listName),
    );
    const link = mail && /https?:\/\/\S+\/settings\?invite=[\w-]+/.exec(mail.text)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no invitation mail to ${to} about ${listName}`);
}

/** On Settings: switch the account to English if an earlier run left it in another language. */
export async function ensureEnglish(page: Page) {
  const languageSelect = page.locator('select:has(option[value="da"])');
  await languageSelect.waitFor({ timeout: 30_000 });
  if ((await languageSelect.inputValue()) !== 'en') await languageSelect.selectOption('en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
}
