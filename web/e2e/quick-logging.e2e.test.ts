// Logging in seconds: a recent meal's chip on the camera screen logs it again today (the today card rises)
// and its undo takes it back (the card falls back); a History entry saved as a favourite shows among the
// chips, and its star stays filled after a reload; a photo of a barcode (a generated EAN-13) is read in the
// browser and its digits looked up; a recent food is added to a meal in one tap; the live scanner reads a
// barcode from the camera's picture (Chromium's fake camera playing a barcode video).
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { foodPhoto, openHistoryEntry, useSignedInPhone, waitForToast } from './browser';
import { drawModules, ean13Modules, writeBarcodeVideo } from './ean13';

const { app } = inject('stack');

/** The kcal the today card says were eaten today ("1,234 of 2,000 kcal" -> 1234). */
async function eatenToday(page: Page): Promise<number> {
  const text = (await page.locator('.today-card__eaten').textContent()) ?? '';
  return Number.parseInt((/\d[\d,]*/.exec(text)?.[0] ?? '').replace(/,/g, ''), 10);
}

/** From the camera screen: today in History (the today card opens it) with its newest entry opened. */
async function openTodaysNewestEntry(page: Page) {
  await page.getByRole('link', { name: /^Open today in History/ }).click();
  return openHistoryEntry(page);
}

describe('logging in seconds', () => {
  const phone = useSignedInPhone(app);

  it('logs a recent meal again from its chip, and undo takes it back', async () => {
    const { page } = phone;
    await page.goto(`${app}/`);
    await page.getByRole('link', { name: /^Open today in History/ }).waitFor({ timeout: 30_000 });
    const chips = page.getByRole('region', { name: 'Log again' });
    const chip = chips.locator('.quick-log__chip:not(.quick-log__chip--favorite)').first();
    await chip.waitFor({ timeout: 30_000 });
    await expect.poll(() => eatenToday(page), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await eatenToday(page);
    // The chip sits within the phone's width, a full touch target.
    const box = await chip.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);

    await chip.click();
    await waitForToast(page, /added to today/);
    await expect.poll(() => eatenToday(page), { timeout: 15_000 }).toBeGreaterThan(before);
    await page.locator('.toast-region').getByRole('button', { name: 'Undo' }).click();
    await waitForToast(page, /removed from today/);
    await expect.poll(() => eatenToday(page), { timeout: 15_000 }).toBe(before);
  });

  it('saves a History entry as a favourite, which then shows among the chips', async () => {
    const { page } = phone;
    // Today in History (the today card opens it): every entry there is an eaten one.
    await page.goto(`${app}/`);
    const entry = await openTodaysNewestEntry(page);
    const star = entry.getByRole('button', { name: /^Save “.+” as a favourite$/ });
    const title =
      /^Save “(.+)” as a favourite$/.exec((await star.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    expect(title).not.toBe('');
    await star.click();
    await waitForToast(page, 'Saved to favourites');
    // The star shows the stored favourite: filled once it is saved, and still after a reload.
    const filled = entry.getByRole('button', { name: `Remove “${title}” from favourites` });
    await filled.waitFor({ timeout: 15_000 });
    expect(await filled.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    // Earlier tests logged entries of the same name: look through today's entries of that name.
    const namesakes = page.locator('.history-page__list > li', { hasText: title });
    await namesakes.first().waitFor({ timeout: 30_000 });
    let starred = 0;
    for (const namesake of await namesakes.all()) {
      await namesake.locator('.history-entry__toggle').click();
      const again = namesake.getByRole('button', { name: `Remove “${title}” from favourites` });
      if (
        await again.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        )
      )
        starred += (await again.getAttribute('aria-pressed')) === 'true' ? 1 : 0;
    }
    expect(starred).toBe(1);

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Camera' })
      .click();
    await page
      .getByRole('region', { name: 'Log again' })
      .getByRole('button', { name: `Log favourite “${title}” now` })
      .waitFor({ timeout: 30_000 });
  });

  it('reads an EAN-13 from a photo in the rows editor and looks its digits up', async () => {
    const { page } = phone;
    await page.goto(`${app}/`);
    const entry = await openTodaysNewestEntry(page);
    await entry.getByRole('button', { name: 'Add by barcode' }).click();
    const code = '5000112637922';
    const wasm: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.wasm')) wasm.push(new URL(request.url()).origin);
    });
    const png = (await page.evaluate(drawModules, ean13Modules(code))).split(',')[1] ?? '';
    await entry.getByLabel('Scan a photo of the barcode').setInputFiles({
      name: 'barcode.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    // Decoded in the browser (zxing-wasm served by the app itself), then looked up: the local stack has
    // no product database, so the answer is a product or a message with the estimate offered instead.
    await expect.poll(() => entry.getByLabel('Barcode digits').inputValue(), { timeout: 30_000 }).toBe(code);
    // The reader's WebAssembly came from the app's own origin, not from a CDN.
    expect(wasm.length).toBeGreaterThan(0);
    expect(wasm.every((origin) => origin === new URL(app).origin)).toBe(true);
    await entry
      .locator('[data-testid="barcode-product"], .meal-rows__barcode-problem')
      .first()
      .waitFor({ timeout: 30_000 });
  });

  it('reads a nutrition label with the demo AI, shows its figures to confirm, and adds a row from the label', async () => {
    const { page } = phone;
    await page.goto(`${app}/`);
    const entry = await openTodaysNewestEntry(page);
    const labelRows = entry.getByTestId('source-mark').filter({ hasText: 'label' });
    const before = await labelRows.count();
    await entry.getByLabel('Scan a nutrition label').setInputFiles({
      name: 'label.jpg',
      mimeType: 'image/jpeg',
      buffer: await foodPhoto(page, 3),
    });
    const figures = entry.getByTestId('label-figures');
    await figures.waitFor({ timeout: 60_000 });
    expect(
      Number((await figures.getByLabel('Calories (kcal)').inputValue()).replace(',', '.')),
    ).toBeGreaterThan(0);
    await figures.getByLabel('Name').fill('Granola from the label');
    await figures.getByRole('button', { name: 'Add from label' }).click();
    await figures.waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => labelRows.count(), { timeout: 15_000 }).toBe(before + 1);
    // The meal as it was: other test files read the seeded entries' figures.
    await entry.getByRole('button', { name: 'Remove Granola from the label' }).click();
    await expect.poll(() => labelRows.count(), { timeout: 15_000 }).toBe(before);
  });

  it('offers a food just added to one meal as a recent food on another, added in one tap', async () => {
    const { page } = phone;
    await page.goto(`${app}/`);
    const first = await openTodaysNewestEntry(page);
    await first.getByRole('combobox', { name: 'Add a food' }).pressSequentially('olive');
    await first.getByRole('option', { name: /^Oil, olive/ }).click();
    await first.getByRole('button', { name: 'Add food', exact: true }).click();
    await first
      .getByTestId('meal-row')
      .filter({ hasText: /Oil, olive/ })
      .waitFor({ timeout: 15_000 });
    // On that meal it is not offered again.
    expect(await first.getByRole('button', { name: /^Add .*olive/i }).count()).toBe(0);

    // Another of today's entries without olive oil (the demo AI adds some to half its plates).
    let second = page.locator('.history-page__list > li').nth(1);
    for (let index = 1; index < (await page.locator('.history-page__list > li').count()); index++) {
      second = page.locator('.history-page__list > li').nth(index);
      await second.locator('.history-entry__toggle').click();
      await second.getByTestId('meal-row').first().waitFor();
      const olive = second.getByTestId('meal-row').filter({ hasText: /olive/i });
      if ((await olive.count()) === 0) break;
    }
    const chip = second
      .getByRole('list', { name: 'Recent foods' })
      .getByRole('button', { name: /^Add .*olive/i });
    await chip.waitFor({ timeout: 15_000 });
    const [, name = '', grams = ''] =
      /^Add (.+), ([\d.,]+) g$/.exec((await chip.getAttribute('aria-label')) ?? '') ?? [];
    expect(grams).not.toBe('');
    const rows = second.getByTestId('meal-row');
    const before = await rows.count();
    await chip.click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(before + 1);
    const added = rows.filter({ hasText: name });
    expect(await added.getByTestId('source-mark').textContent()).toContain('USDA');
    expect(await added.getByRole('textbox', { name: `Grams of ${name}` }).inputValue()).toBe(grams);
    await expect.poll(() => chip.count()).toBe(0);

    // Both meals as they were: other test files read the seeded entries' figures.
    await added.getByRole('button', { name: `Remove ${name}` }).click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(before);
    const oil = first.getByTestId('meal-row').filter({ hasText: /Oil, olive/ });
    await oil.getByRole('button', { name: /^Remove Oil, olive/ }).click();
    await oil.waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('fits a 320 px phone: the chips scroll inside the screen, the entry actions and barcode panel wrap', async () => {
    const { page } = phone;
    await page.setViewportSize({ width: 320, height: 568 });
    try {
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth);
      await page.goto(`${app}/`);
      await page
        .getByRole('region', { name: 'Log again' })
        .locator('.quick-log__chip')
        .first()
        .waitFor({ timeout: 30_000 });
      expect(await overflow()).toBeLessThanOrEqual(320);
      if (process.env.QUICK_LOG_SHOTS)
        await page.screenshot({ path: `${process.env.QUICK_LOG_SHOTS}/camera-320.png` });

      const entry = await openTodaysNewestEntry(page);
      await entry.getByRole('button', { name: 'Add by barcode' }).click();
      await entry.getByLabel('Barcode digits').fill('5000112637923');
      await entry.getByRole('button', { name: 'Look up' }).click();
      await entry.getByText('This is not a valid barcode. Check the digits under the bars.').waitFor();
      expect(await overflow()).toBeLessThanOrEqual(320);
      if (process.env.QUICK_LOG_SHOTS) {
        await entry.locator('.history-entry__quick').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${process.env.QUICK_LOG_SHOTS}/history-320.png` });
        await entry.locator('.meal-rows__barcode').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${process.env.QUICK_LOG_SHOTS}/barcode-320.png` });
      }
    } finally {
      await page.setViewportSize({ width: 390, height: 844 });
    }
  });
});

const scannedCode = '5000112637922';
const barcodeVideo = path.join(tmpdir(), `barcode-${process.pid}.y4m`);
await writeBarcodeVideo(barcodeVideo, scannedCode);

describe('the live barcode scanner', () => {
  // Chromium's fake camera plays the barcode video, and its permission prompt is answered yes.
  const phone = useSignedInPhone(app, '/', undefined, [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${barcodeVideo}`,
  ]);
  afterAll(() => rm(barcodeVideo, { force: true }));

  it('reads an EAN-13 from the camera picture, releases the camera and looks the digits up', async () => {
    const { page } = phone;
    const entry = await openTodaysNewestEntry(page);
    await entry.getByRole('button', { name: 'Add by barcode' }).click();
    // For a picture of the scanner (QUICK_LOG_SHOTS), the decoder is held back until it is taken.
    const shots = process.env.QUICK_LOG_SHOTS;
    const held: Route[] = [];
    if (shots) await page.route('**/*.wasm', (route) => void held.push(route));
    await entry.getByRole('button', { name: 'Scan with the camera' }).click();
    if (shots) {
      await entry.getByText('Hold the barcode inside the frame').waitFor();
      await entry.locator('.barcode-viewfinder').scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${shots}/barcode-live.png` });
      for (const route of held) await route.continue();
      await page.unroute('**/*.wasm');
    }
    await expect
      .poll(() => entry.getByLabel('Barcode digits').inputValue(), { timeout: 30_000 })
      .toBe(scannedCode);
    // Once read, the camera is off and the picture gone.
    expect(await entry.getByLabel('Camera picture').count()).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('video').length)).toBe(0);
    await entry
      .locator('[data-testid="barcode-product"], .meal-rows__barcode-problem')
      .first()
      .waitFor({ timeout: 30_000 });
  });
});
