// Logging in seconds: a recent meal's chip on the camera screen logs it again today (the today card rises)
// and its undo takes it back (the card falls back); a History entry saved as a favourite shows among the
// chips; a photo of a barcode (a generated EAN-13) is read in the browser and its digits looked up.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { foodPhoto, logIn, openPhone, type Phone, waitForToast } from './browser';

const { app } = inject('stack');

/** The kcal the today card says were eaten today ("1,234 of 2,000 kcal" -> 1234). */
async function eatenToday(page: Page): Promise<number> {
  const text = (await page.locator('.today-card__eaten').textContent()) ?? '';
  return Number.parseInt((/\d[\d,]*/.exec(text)?.[0] ?? '').replace(/,/g, ''), 10);
}

/** A PNG of EAN-13 `code` drawn on a canvas in the page: 95 modules of 4 px with quiet zones, as printed. */
function drawEan13(code: string): string {
  const L = [
    '0001101',
    '0011001',
    '0010011',
    '0111101',
    '0100011',
    '0110001',
    '0101111',
    '0111011',
    '0110111',
    '0001011',
  ];
  const G = [
    '0100111',
    '0110011',
    '0011011',
    '0100001',
    '0011101',
    '0111001',
    '0000101',
    '0010001',
    '0001001',
    '0010111',
  ];
  const R = [
    '1110010',
    '1100110',
    '1101100',
    '1000010',
    '1011100',
    '1001110',
    '1010000',
    '1000100',
    '1001000',
    '1110100',
  ];
  const parity = [
    'LLLLLL',
    'LLGLGG',
    'LLGGLG',
    'LLGGGL',
    'LGLLGG',
    'LGGLLG',
    'LGGGLL',
    'LGLGLG',
    'LGLGGL',
    'LGGLGL',
  ];
  const digits = [...code].map(Number);
  const first = digits[0] ?? 0;
  let bits = '101';
  for (let i = 1; i <= 6; i++) bits += ((parity[first] ?? '')[i - 1] === 'G' ? G : L)[digits[i] ?? 0];
  bits += '01010';
  for (let i = 7; i <= 12; i++) bits += R[digits[i] ?? 0];
  bits += '101';
  const module = 4;
  const quiet = 12 * module;
  const canvas = document.createElement('canvas');
  canvas.width = bits.length * module + 2 * quiet;
  canvas.height = 240;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000';
  [...bits].forEach((bit, i) => {
    if (bit === '1') ctx.fillRect(quiet + i * module, 20, module, 200);
  });
  return canvas.toDataURL('image/png');
}

describe('logging in seconds', () => {
  let phone: Phone;
  beforeAll(async () => {
    phone = await openPhone();
    await logIn(phone.page, app, 'demo@example.com', 'demo-password', '/');
  });
  afterAll(() => phone.close());

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
    await page.getByRole('link', { name: /^Open today in History/ }).click();
    const entry = page.locator('.history-page__list > li').first();
    await entry.waitFor({ timeout: 30_000 });
    await entry.locator('.history-entry__toggle').click();
    const star = entry.getByRole('button', { name: /^Save “.+” as a favourite$/ });
    const title =
      /^Save “(.+)” as a favourite$/.exec((await star.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    expect(title).not.toBe('');
    await star.click();
    await waitForToast(page, 'Saved to favourites');
    expect(await star.getAttribute('aria-pressed')).toBe('true');

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
    await page.getByRole('link', { name: /^Open today in History/ }).click();
    const entry = page.locator('.history-page__list > li').first();
    await entry.waitFor({ timeout: 30_000 });
    await entry.locator('.history-entry__toggle').click();
    await entry.getByRole('button', { name: 'Add by barcode' }).click();
    const code = '5000112637922';
    const wasm: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.wasm')) wasm.push(new URL(request.url()).origin);
    });
    const png = (await page.evaluate(drawEan13, code)).split(',')[1] ?? '';
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
    await page.getByRole('link', { name: /^Open today in History/ }).click();
    const entry = page.locator('.history-page__list > li').first();
    await entry.waitFor({ timeout: 30_000 });
    await entry.locator('.history-entry__toggle').click();
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

      await page.getByRole('link', { name: /^Open today in History/ }).click();
      const entry = page.locator('.history-page__list > li').first();
      await entry.waitFor({ timeout: 30_000 });
      await entry.locator('.history-entry__toggle').click();
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
