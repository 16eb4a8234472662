// No screen is wider than the phone: at 320 and 390 px, light and dark, a fresh account and the seeded demo
// account (whose weigh-ins, meals and lists fill every screen), the page never pans sideways and the tab bar
// stays on the screen.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openChromium } from '../../scripts/lib/chromium.mjs';
import { DEMO_ACCOUNT, submitLogin } from '../../scripts/lib/sign-in.mjs';
import { uniqueSuffix, waitForSavedLanguage } from './browser';

const { app } = inject('stack');

/** What each signed-in screen shows once its data is in, so the width is measured on the filled screen. */
const SCREENS: { path: string; ready: string }[] = [
  { path: '/', ready: '.bottom-nav' },
  { path: '/recipe', ready: '[data-testid=week-plan] .week-plan__day' },
  { path: '/history', ready: 'h1' },
  { path: '/shopping', ready: '[role=tab]' },
  { path: '/settings', ready: '.list-card__header' },
  { path: '/health', ready: 'h1' },
];
/** Screens whose data only the seeded account has: their filled state is waited for there. */
const SEEDED_READY: Record<string, string> = {
  '/history': '.history-entry__toggle',
  '/recipe': '.planned-meal__toggle',
  '/health': '[data-testid=weight-summary]',
};

/** The page's width beyond the viewport in px, and the elements that reach past its right edge. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      // Strips that scroll sideways on purpose clip what reaches past them.
      .filter((el) => {
        for (let node = el.parentElement; node; node = node.parentElement) {
          const clips = getComputedStyle(node).overflowX !== 'visible';
          if (clips && node.getBoundingClientRect().right <= width + 0.5) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} (${el.getBoundingClientRect().right}px)`);
    return { extra: document.documentElement.scrollWidth - width, wide };
  });
}

async function expectFits(page: Page, label: string) {
  // Fonts and late data settle the layout; measure after them.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const { extra, wide } = await overflow(page);
  expect({ label, extra, wide }).toEqual({ label, extra: 0, wide: [] });
  const nav = await page.locator('.bottom-nav').boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(nav && nav.y + nav.height <= height + 0.5, `${label}: the tab bar is on the screen`).toBe(true);
}

async function walk(page: Page, seeded: boolean, tag: string) {
  for (const { path, ready } of SCREENS) {
    await page.goto(`${app}${path}`);
    await page.locator('.bottom-nav').waitFor({ timeout: 30_000 });
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    const filled = seeded ? SEEDED_READY[path] : undefined;
    if (filled) await page.locator(filled).first().waitFor({ timeout: 30_000 });
    await expectFits(page, `${tag} ${path}`);
  }
}

const PHONES = [
  { viewport: { width: 320, height: 640 }, colorScheme: 'dark' as const },
  { viewport: { width: 390, height: 844 }, colorScheme: 'light' as const },
];

describe.each(PHONES)('every screen at $viewport.width px ($colorScheme)', ({ viewport, colorScheme }) => {
  let close = async () => {};
  afterEach(() => close());
  /** A fresh phone of this size and scheme, closed after the test. */
  async function phone(locale: string): Promise<Page> {
    const browser = await openChromium({ viewport, locale });
    close = browser.close;
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.emulateMedia({ colorScheme });
    return page;
  }
  /** A phone (in English) signed in to the seeded demo account, the app shell shown. */
  async function seededPhone(): Promise<Page> {
    const page = await phone('en-US');
    await page.goto(app);
    await submitLogin(page, DEMO_ACCOUNT);
    await page.locator('.bottom-nav').waitFor({ timeout: 30_000 });
    return page;
  }

  it('fits a fresh account in German, from the login screen on', async () => {
    const page = await phone('de-DE');
    await page.goto(app);
    await page.locator('form button[type=submit]').waitFor({ timeout: 30_000 });
    expect((await overflow(page)).extra).toBe(0);
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await page.getByLabel('E-Mail', { exact: true }).fill(`wide-${uniqueSuffix()}@example.com`);
    await page.getByLabel('Passwort', { exact: true }).fill('wide-password');
    await page.locator('form button[type=submit]').click();
    // A new account is made by the functions host first: slower than a sign-in.
    await page.locator('.bottom-nav').waitFor({ timeout: 60_000 });
    await walk(page, false, `fresh ${viewport.width}`);
  });

  it('fits the seeded demo account', async () => {
    const page = await seededPhone();
    await walk(page, true, `seeded ${viewport.width}`);
  });

  it('fits the meal plan with a planned meal open, and the form that plans it (seeded account)', async () => {
    const page = await phone('en-US');
    await page.goto(app);
    await submitLogin(page, DEMO_ACCOUNT);
    await page.locator('.bottom-nav').waitFor({ timeout: 30_000 });
    await page.goto(`${app}/recipe`);
    const suffix = uniqueSuffix();
    await page.getByLabel('Ingredients or meal description').fill(`wide plan ${suffix}`);
    await page.getByRole('button', { name: 'Generate recipe' }).click();
    const result = page.locator('.recipe-page__result');
    await result.getByRole('button', { name: 'Plan it' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Plan this recipe' });
    await expectFits(page, `plan form ${viewport.width}`);
    await dialog.getByRole('button', { name: 'Plan it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const planned = page.locator('.planned-meal__toggle', { hasText: new RegExp(suffix, 'i') });
    await planned.click({ timeout: 30_000 });
    await page.locator('.planned-meal__panel').first().waitFor();
    await expectFits(page, `week plan ${viewport.width}`);
    // The demo account's week is left as it was for the other flows.
    await page
      .getByRole('button', { name: new RegExp(`^Remove “.*${suffix}.*” from the plan$`, 'i') })
      .click();
    await planned.waitFor({ state: 'detached' });
  });

  it("keeps the today card's German macro names whole in their columns (seeded account in German)", async () => {
    const page = await seededPhone();
    await page.goto(`${app}/settings`);
    const language = page.locator('select:has(option[value="da"])');
    await language.waitFor({ timeout: 30_000 });
    await language.selectOption('de');
    await waitForSavedLanguage(page, 'demo-user', 'de');
    try {
      await page.goto(app);
      await page.locator('.today-card__macro-name').first().waitFor({ timeout: 30_000 });
      await page.evaluate(() => document.fonts.ready);
      // Each name fits its column: nothing of it reaches into the next one.
      const spill = await page.locator('.today-card__macro').evaluateAll((cells) =>
        cells.map((cell) => {
          const name = cell.querySelector('.today-card__macro-name');
          return name ? name.scrollWidth - cell.getBoundingClientRect().width : 0;
        }),
      );
      expect(
        spill.every((px) => px <= 0.5),
        `spill ${spill.join(', ')} px`,
      ).toBe(true);
      // ...and no name is cut mid-word: each takes one line (this browser has no German hyphenation).
      const lines = await page.locator('.today-card__macro-name').evaluateAll((names) =>
        names.map((name) => {
          const range = document.createRange();
          range.selectNodeContents(name);
          return range.getClientRects().length;
        }),
      );
      expect(lines, `lines of ${lines.length} macro names`).toEqual([1, 1, 1]);
      await expectFits(page, `seeded German ${viewport.width} /`);
      // A meal logged in English names its table foods in German, each name whole.
      await page.goto(`${app}/history`);
      await page.locator('.history-entry__toggle', { hasText: 'Chicken breast with rice' }).first().click();
      const chicken = page.locator('.meal-row__name', { hasText: 'Hähnchenbrust' });
      await chicken.waitFor({ timeout: 30_000 });
      const nameLines = await chicken.evaluate((name) => {
        const range = document.createRange();
        range.selectNodeContents(name);
        return range.getClientRects().length;
      });
      expect(nameLines).toBe(1);
      await expectFits(page, `seeded German ${viewport.width} /history, a meal open`);
    } finally {
      await page.goto(`${app}/settings`);
      await language.selectOption('en');
      await waitForSavedLanguage(page, 'demo-user', 'en');
    }
  });
});
