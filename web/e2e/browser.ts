// Debian Chromium at phone size, one fresh profile per context, with the scripts' launcher settings.
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { CHROMIUM_FLAGS, openChromium } from '../../scripts/lib/chromium.mjs';
import { type Account, DEMO_ACCOUNT, logIn, submitLogin } from '../../scripts/lib/sign-in.mjs';

export interface Phone {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A phone; `flags` are Chromium's command-line flags beside the usual ones (e.g. a fake camera). */
export async function openPhone(flags: string[] = []): Promise<Phone> {
  const { context, close } = await openChromium({
    viewport: { width: 390, height: 844 },
    args: [...CHROMIUM_FLAGS, ...flags],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page, close };
}

/**
 * A phone for the tests of the describe block this is called in: opened (and signed in, when `signIn` is
 * given) before them and closed after them; with `each`, a fresh one for every test. Hooks the caller adds
 * later run after this one's opening and before its closing.
 */
function phoneForTests(each: boolean, signIn?: (page: Page) => Promise<void>, flags: string[] = []): Phone {
  let phone: Phone | undefined;
  (each ? beforeEach : beforeAll)(async () => {
    phone = await openPhone(flags);
    await signIn?.(phone.page);
  });
  (each ? afterEach : afterAll)(async () => {
    await phone?.close();
    phone = undefined;
  });
  const opened = () => {
    if (!phone) throw new Error('the phone opens in the hooks of its describe block');
    return phone;
  };
  return {
    get context() {
      return opened().context;
    },
    get page() {
      return opened().page;
    },
    // A test that closes the page may hand the phone the one it opens instead.
    set page(page: Page) {
      opened().page = page;
    },
    close: () => opened().close(),
  };
}

/** A phone nobody is signed in on, for the describe block's tests (`each`: a fresh one for every test). */
export const usePhone = ({ each = false } = {}): Phone => phoneForTests(each);

/**
 * A phone with `account` (the seeded demo account unless given) signed in at `appUrl` + `pathAndQuery`, for
 * the describe block's tests; `appUrl` may be a function when the app is only served in an earlier hook.
 * `flags`: Chromium flags beside the usual ones.
 */
export function useSignedInPhone(
  appUrl: string | (() => string),
  pathAndQuery = '/',
  account: Account = DEMO_ACCOUNT,
  flags: string[] = [],
): Phone {
  return phoneForTests(
    false,
    (page) => logIn(page, typeof appUrl === 'string' ? appUrl : appUrl(), account, pathAndQuery),
    flags,
  );
}

/** Signs `account` up with the form of the login screen on `page`; the caller waits for what follows. */
export async function submitSignUp(page: Page, account: Account) {
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await submitLogin(page, account);
}

interface SinkMail {
  to: { email: string }[];
  subject: string;
  text: string;
}

/** The accept link of the invitation mail to `to` about `listName`, from the local mail sink. */
export async function inviteLinkFor(mailboxUrl: string, to: string, listName: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const mails = (await (await fetch(new URL('mailbox.json', mailboxUrl))).json()) as SinkMail[];
    const mail = mails.findLast(
      (m) => m.to.some((r) => r.email.toLowerCase() === to.toLowerCase()) && m.subject.includes(listName),
    );
    const link = mail && /https?:\/\/\S+\/settings\?invite=\S+/.exec(mail.text)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no invitation mail to ${to} about ${listName}`);
}

export interface AuthMail {
  to: { email: string }[];
  subject: string;
  customArgs: { requestType?: string; oobLink?: string; continueUrl?: string };
}

/**
 * The Auth emulator's newest mail of the given kind (VERIFY_EMAIL, PASSWORD_RESET) to `to`, as the local
 * mailbox lists it.
 */
export async function authMailFor(mailboxUrl: string, to: string, requestType: string): Promise<AuthMail> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const mails = (await (await fetch(new URL('mailbox.json', mailboxUrl))).json()) as AuthMail[];
    const mail = mails.find(
      (m) => m.customArgs?.requestType === requestType && m.to.some((r) => r.email === to),
    );
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${requestType} mail to ${to} in the mailbox`);
}

/** On Settings: switch the account `uid` to English if an earlier run left it in another language. */
export async function ensureEnglish(page: Page, uid = 'demo-user') {
  const languageSelect = page.locator('select:has(option[value="da"])');
  await languageSelect.waitFor({ timeout: 30_000 });
  if ((await languageSelect.inputValue()) !== 'en') {
    await languageSelect.selectOption('en');
    await waitForSavedLanguage(page, uid, 'en');
  }
  await page.waitForFunction(() => document.documentElement.lang === 'en');
}

// ---- Helpers for the camera, recipe, history, shopping and i18n flows (appended). ----

/**
 * A photo-like JPEG made in the page with a canvas: a plate with noisy, many-coloured "food" on a textured
 * table, so it carries the detail (entropy) of a real photo and the demo AI sees food in it.
 */
export async function foodPhoto(page: Page, seed = 1): Promise<Buffer> {
  const dataUrl = await page.evaluate((s) => {
    let state = s * 2654435761;
    const rand = () => {
      state = (state * 1103515245 + 12345) >>> 0;
      return state / 2 ** 32;
    };
    const size = 900;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    const image = ctx.createImageData(size, size);
    for (let i = 0; i < image.data.length; i += 4) {
      const grain = rand() * 60;
      image.data[i] = 120 + grain;
      image.data[i + 1] = 80 + grain;
      image.data[i + 2] = 50 + grain;
      image.data[i + 3] = 255;
    }
    ctx.putImageData(image, 0, 0);
    ctx.fillStyle = '#f4f1ea';
    ctx.beginPath();
    ctx.arc(size / 2, size / 2, size * 0.4, 0, Math.PI * 2);
    ctx.fill();
    const colours = ['#3d8b37', '#e2b33c', '#c0392b', '#f5deb3', '#8e5a2b', '#7fb800'];
    for (let n = 0; n < 400; n += 1) {
      const angle = rand() * Math.PI * 2;
      const radius = rand() * size * 0.33;
      ctx.fillStyle = colours[Math.floor(rand() * colours.length)] as string;
      ctx.globalAlpha = 0.6 + rand() * 0.4;
      ctx.beginPath();
      ctx.ellipse(
        size / 2 + Math.cos(angle) * radius,
        size / 2 + Math.sin(angle) * radius,
        6 + rand() * 22,
        4 + rand() * 14,
        rand() * Math.PI,
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
    return canvas.toDataURL('image/jpeg', 0.92);
  }, seed);
  return Buffer.from(dataUrl.split(',')[1] as string, 'base64');
}

/** A JPEG of one flat colour: no detail at all, the "no food" case. */
export async function plainPhoto(page: Page, colour = '#4a90d9'): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 800;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, 800, 800);
    return canvas.toDataURL('image/jpeg', 0.92);
  }, colour);
  return Buffer.from(dataUrl.split(',')[1] as string, 'base64');
}

/** A unique suffix so that a test's items and lists never meet another run's. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A toast (role=status) with this text; resolves when it shows. */
export async function waitForToast(page: Page, text: string | RegExp) {
  await page.locator('.toast-region [role=status]', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** History's first entry (the first with `title`, if given), opened once the list shows it. */
export async function openHistoryEntry(page: Page, title?: string, timeout = 30_000): Promise<Locator> {
  const entry = page
    .locator('.history-page__list > li', title === undefined ? {} : { hasText: title })
    .first();
  await entry.waitFor({ timeout });
  await entry.locator('.history-entry__toggle').click();
  return entry;
}

/**
 * The local Firestore's origin, read from the requests the signed-in page has made to it (the e2e setup
 * provides only the app and mailbox URLs). The owner credential bypasses the security rules, so tests can
 * read it.
 */
export async function firestoreOrigin(page: Page): Promise<string> {
  const origin = await page.evaluate(() => {
    const hit = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => name.includes('/google.firestore.v1.Firestore/'));
    return hit ? new URL(hit).origin : null;
  });
  if (!origin) throw new Error('the page has not talked to Firestore yet');
  return origin;
}

/** Documents of `collection` whose `field` equals the string `value`, straight from the local Firestore. */
export async function queryDocs(origin: string, collection: string, field: string, value: string) {
  const res = await fetch(
    `${origin}/v1/projects/demo-meal-assistant/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: collection }],
          where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
        },
      }),
    },
  );
  const rows = (await res.json()) as { document?: { name: string } }[];
  return rows.filter((row) => row.document).map((row) => row.document?.name as string);
}

/** One document's existence in the local Firestore. */
export async function docExists(origin: string, docPath: string): Promise<boolean> {
  const res = await fetch(
    `${origin}/v1/projects/demo-meal-assistant/databases/(default)/documents/${docPath}`,
    { headers: { authorization: 'Bearer owner' } },
  );
  return res.ok;
}

/**
 * Waits until the profile of `uid` on the server holds `language`. The language select saves through a
 * callable after the screen has already switched, so a test that closes its browser right after switching
 * could leave the seeded account in that language for every later test.
 */
export async function waitForSavedLanguage(page: Page, uid: string, language: string): Promise<void> {
  const origin = await firestoreOrigin(page);
  await expect
    .poll(
      async () => {
        const res = await fetch(
          `${origin}/v1/projects/demo-meal-assistant/databases/(default)/documents/users/${uid}`,
          { headers: { authorization: 'Bearer owner' } },
        );
        const doc = (await res.json()) as { fields?: { language?: { stringValue?: string } } };
        return doc.fields?.language?.stringValue;
      },
      { timeout: 15_000 },
    )
    .toBe(language);
}

/**
 * Holds the next POST to a callable until `release` is called, so the test can look at the screen while the
 * analysis is still running (the demo AI answers faster than a test could otherwise catch the overlay).
 */
export async function holdCallable(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let forwarded!: () => void;
  const done = new Promise<void>((resolve) => {
    forwarded = resolve;
  });
  const pattern = `**/${name}`;
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await released;
    await route.continue();
    forwarded();
  };
  await page.route(pattern, handler);
  return {
    release: async () => {
      release();
      // Unrouting while the handler still holds the request would let Playwright handle it twice.
      await done;
      await page.unroute(pattern, handler);
    },
  };
}

// The benchmarks' build and static host (plain JavaScript without type declarations).
type BuildWeb = (options: { env: Record<string, string> }) => Promise<string>;
type ServeStatic = (root: string) => Promise<{ url: string; close(): Promise<void> | void }>;
const benchScript = (file: string) => new URL(`../../scripts/bench/${file}`, import.meta.url).href;

/** The VITE_* settings the stack gave its dev server (Vite serves its defines to the browser). */
async function stackWebEnv(devUrl: string): Promise<Record<string, string>> {
  const source = await (await fetch(new URL('/@vite/env', devUrl))).text();
  const json = /"__APP_ENV__":\s*(\{[^}]*\})/.exec(source)?.[1];
  if (!json) throw new Error('the dev server did not give its settings');
  return Object.fromEntries(
    Object.entries(JSON.parse(json) as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
  );
}

interface BuiltApp {
  url: string;
  close(): Promise<void>;
}

/**
 * A production build (service worker, persistent Firestore cache) on a static host, against the stack
 * behind the dev server at `devUrl`: what a user offline really runs (the dev server would reload the
 * page when its socket comes back).
 */
async function serveBuiltApp(devUrl: string): Promise<BuiltApp> {
  const { buildWeb } = (await import(benchScript('build-web.mjs'))) as { buildWeb: BuildWeb };
  const { serveStatic } = (await import(benchScript('static-server.mjs'))) as { serveStatic: ServeStatic };
  // vitest runs with NODE_ENV=test, which would make Vite build for development.
  const outDir = await buildWeb({ env: { ...(await stackWebEnv(devUrl)), NODE_ENV: 'production' } });
  const site = await serveStatic(outDir);
  return {
    url: site.url,
    close: async () => {
      await site.close();
      const { rm } = await import('node:fs/promises');
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * The production build (see serveBuiltApp) served for the tests of the describe block this is called in;
 * returns its URL, known from the block's first hook on. Hooks the caller adds later run after the build is
 * served and before it stops.
 */
export function useBuiltApp(devUrl: string): () => string {
  let site: BuiltApp | undefined;
  beforeAll(async () => {
    site = await serveBuiltApp(devUrl);
  });
  afterAll(() => site?.close());
  return () => {
    if (!site) throw new Error('the build is served in the hooks of its describe block');
    return site.url;
  };
}
