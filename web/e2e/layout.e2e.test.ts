// Layout on the smallest phone (320 x 568), in German, whose labels run longest: the sign-up link is on
// screen without scrolling, the recipe buttons stay inside their card, keyboard focus rings are not cut
// off by the cards and strips that clip their content, and every screen names itself in the tab title.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openChromium } from '../../scripts/lib/chromium.mjs';

const { app } = inject('stack');
const viewport = { width: 320, height: 568 };

/** Waits for the tab title: the screen sets it once its route is shown. */
const titled = (page: Page, title: string) =>
  page.waitForFunction((expected) => document.title === expected, title, { timeout: 10_000 });

/** The part of the focus ring of `target` (focused by keyboard) that an ancestor's clipping hides, in px. */
async function clippedRing(page: Page, target: Locator): Promise<number> {
  await target.focus();
  // Focus by keyboard, so :focus-visible applies: away and back.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  return target.evaluate((el) => {
    if (document.activeElement !== el) throw new Error('the element did not get the keyboard focus');
    const style = getComputedStyle(el);
    const reach = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
    const box = el.getBoundingClientRect();
    const ring = {
      top: box.top - reach,
      left: box.left - reach,
      bottom: box.bottom + reach,
      right: box.right + reach,
    };
    let hidden = 0;
    for (let node = el.parentElement; node; node = node.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(node);
      if (overflowX === 'visible' && overflowY === 'visible') continue;
      const clip = node.getBoundingClientRect();
      hidden = Math.max(
        hidden,
        clip.top - ring.top,
        ring.bottom - clip.bottom,
        // A scrolling strip clips sideways by design (the tab is scrolled into view).
        overflowX === 'auto' ? 0 : clip.left - ring.left,
        overflowX === 'auto' ? 0 : ring.right - clip.right,
      );
    }
    return hidden;
  });
}

describe('a 320 x 568 phone in German', () => {
  let close: () => Promise<void>;
  let page: Page;
  beforeAll(async () => {
    const browser = await openChromium({ viewport, locale: 'de-DE' });
    close = browser.close;
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
  });
  afterAll(() => close());

  it('shows the sign-up link without scrolling', async () => {
    await page.goto(app);
    const signUp = page.getByRole('button', { name: 'Registrieren', exact: true });
    await signUp.waitFor();
    const box = await signUp.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await titled(page, 'Anmelden · Meal Assistant');
  });

  it('keeps the recipe actions in the card, focus rings visible, and names each screen', async () => {
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await page.getByLabel('E-Mail', { exact: true }).fill(`layout-${Date.now()}@example.com`);
    await page.getByLabel('Passwort', { exact: true }).fill('layout-password');
    await page.locator('form button[type=submit]').click();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor({ timeout: 30_000 });

    await page.getByRole('link', { name: 'Rezept' }).click();
    await titled(page, 'Rezept · Meal Assistant');
    await page.getByLabel('Zutaten oder Beschreibung des Gerichts').fill('Hähnchen mit Reis');
    await page.getByRole('button', { name: 'Rezept erstellen' }).click();
    const addAll = page.getByRole('button', { name: 'Alle zur Liste hinzufügen' });
    await addAll.waitFor({ timeout: 30_000 });
    const fits = await addAll.evaluate((button) => {
      const card = button.closest('.card')?.getBoundingClientRect();
      const own = button.getBoundingClientRect();
      return (
        !!card &&
        own.left >= card.left &&
        own.right <= card.right &&
        card.right <= window.innerWidth &&
        button.scrollWidth <= button.clientWidth
      );
    });
    expect(fits).toBe(true);

    await page.getByRole('link', { name: 'Verlauf' }).click();
    await titled(page, 'Verlauf · Meal Assistant');
    const entry = page.locator('.history-entry__toggle').first();
    await entry.waitFor({ timeout: 15_000 });
    expect(await clippedRing(page, entry)).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: 'Einkauf' }).click();
    await titled(page, 'Einkauf · Meal Assistant');
    const tab = page.getByRole('tab').first();
    await tab.waitFor({ timeout: 15_000 });
    expect(await clippedRing(page, tab)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Einstellungen öffnen' }).click();
    await titled(page, 'Einstellungen · Meal Assistant');
    const card = page.locator('.list-card__header').first();
    await card.waitFor({ timeout: 15_000 });
    expect(await clippedRing(page, card)).toBeLessThanOrEqual(0);
  });
});
