// The diary on the camera screen and on Health: the today card follows every meal logged or changed (a
// photo, a correction in words and its undo, new grams for a row, a meal described in words); Health
// saves the goal the diary uses and charts the last 7 days, a bar opening its day in History.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { foodPhoto, useSignedInPhone } from './browser';

const { app } = inject('stack');

/** The first whole number in a text ("1,234 of 2,000 kcal" -> 1234). */
const firstNumber = (text: string | null) =>
  Number.parseInt((/\d[\d,]*/.exec(text ?? '')?.[0] ?? '').replace(/,/g, ''), 10);

/** The kcal the today card says were eaten today. */
async function eatenToday(page: Page): Promise<number> {
  return firstNumber(await page.locator('.today-card__eaten').textContent());
}

/** The kcal of the result on screen (the calories tile). */
async function resultKcal(page: Page): Promise<number> {
  return firstNumber(await page.getByTestId('tile-calories').locator('dd').textContent());
}

describe('the diary on the camera screen and on Health', () => {
  const phone = useSignedInPhone(app);

  it('shows today against the target and follows a photo, a correction, new grams and a described meal', async () => {
    const { page } = phone;
    await page.goto(`${app}/`);
    const card = page.getByRole('link', { name: /^Open today in History/ });
    await card.waitFor({ timeout: 30_000 });
    // The seeded profile is complete: the card compares with a target and shows the macros.
    expect(await page.locator('.today-card__eaten').textContent()).toMatch(/^[\d,]+ of [\d,]+ kcal$/);
    for (const macro of ['Protein', 'Carbs', 'Fat'])
      expect(await card.textContent()).toMatch(new RegExp(`${macro}\\s*[\\d.,]+ / [\\d.,]+ g`));
    await expect.poll(() => eatenToday(page), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await eatenToday(page);

    // A meal photo with a note: logged today at once, the card adds its calories.
    await page.locator('input[type=file]').setInputFiles({
      name: 'lunch.jpg',
      mimeType: 'image/jpeg',
      buffer: await foodPhoto(page, 7),
    });
    await page.getByLabel('Note for the photo (optional)').fill('no dressing');
    await page.getByRole('button', { name: 'Analyse meal' }).click();
    await page.locator('.camera-result__description').waitFor({ timeout: 60_000 });
    const rows = page.getByTestId('meal-row');
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    const photoKcal = await resultKcal(page);
    expect(photoKcal).toBeGreaterThan(0);
    await expect.poll(() => eatenToday(page), { timeout: 15_000 }).toBe(before + photoKcal);
    const view = page.getByRole('link', { name: 'View history' });
    expect(await view.getAttribute('href')).toMatch(/^\/history\?day=\d{4}-\d{2}-\d{2}$/);

    // Fixed in words: half the portion, and the card follows; the previous estimate comes back once.
    await page.getByLabel('Fix it in words').fill('it was only a half portion');
    await page.getByRole('button', { name: 'Fix estimate' }).click();
    await page.getByText('Estimate updated.').waitFor({ timeout: 60_000 });
    await expect.poll(() => resultKcal(page)).toBeLessThan(photoKcal);
    const halfKcal = await resultKcal(page);
    await expect.poll(() => eatenToday(page), { timeout: 15_000 }).toBe(before + halfKcal);
    await page.getByRole('button', { name: 'Restore previous estimate' }).click();
    await page.getByText('Previous estimate restored.').waitFor({ timeout: 30_000 });
    await expect.poll(() => resultKcal(page)).toBe(photoKcal);
    await expect.poll(() => eatenToday(page), { timeout: 15_000 }).toBe(before + photoKcal);
    expect(await page.getByRole('button', { name: 'Restore previous estimate' }).count()).toBe(0);

    // New grams for the first row: doubled, that row's calories double (rescaled, not estimated again).
    const first = rows.first();
    const grams = first.locator('input');
    const name = (await first.locator('.meal-row__name').textContent()) ?? '';
    const oldGrams = Number((await grams.inputValue()).replace(',', '.'));
    const rowKcal = firstNumber(await first.locator('.meal-row__kcal').textContent());
    await grams.fill(String(oldGrams * 2));
    await grams.press('Enter');
    const changed = page.getByTestId('meal-row').filter({ hasText: name }).first();
    await expect
      .poll(async () => firstNumber(await changed.locator('.meal-row__kcal').textContent()), {
        timeout: 30_000,
      })
      .toBeGreaterThan(rowKcal);
    const newRowKcal = firstNumber(await changed.locator('.meal-row__kcal').textContent());
    expect(Math.abs(newRowKcal - rowKcal * 2)).toBeLessThanOrEqual(2);
    const gramsKcal = await resultKcal(page);
    expect(Math.abs(gramsKcal - (photoKcal + rowKcal))).toBeLessThanOrEqual(2);
    await expect.poll(() => eatenToday(page), { timeout: 15_000 }).toBe(before + gramsKcal);

    // A meal described in words, without a photo.
    await page.getByRole('button', { name: 'Analyse another' }).click();
    await page.getByRole('button', { name: /Describe what you ate/ }).click();
    await page.getByLabel('What did you eat?').fill('2 eggs and a banana');
    await page.getByRole('button', { name: 'Log meal' }).click();
    await page.locator('.camera-result__description').waitFor({ timeout: 60_000 });
    const textKcal = await resultKcal(page);
    expect(textKcal).toBeGreaterThan(0);
    expect(await page.getByTestId('meal-row').count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => eatenToday(page), { timeout: 15_000 }).toBe(before + gramsKcal + textKcal);
    // Where it went, with the picker only on demand.
    await page.getByText(/^Logged as (breakfast|lunch|dinner|snack), today/).waitFor();
    expect(await page.getByRole('button', { name: 'Move', exact: true }).count()).toBe(0);

    // The card opens today in History.
    await page.getByRole('button', { name: 'Log another' }).click();
    await card.click();
    await page.waitForURL(/\/history\?day=\d{4}-\d{2}-\d{2}$/);
  });

  it('saves the goal on Health, and the week chart opens a day in History', async () => {
    const { page } = phone;
    await page.goto(`${app}/health`);
    const goals = page.getByRole('group', { name: 'Goal for your diary' });
    await goals.waitFor({ timeout: 30_000 });
    const split = page.getByTestId('goal-split');
    const kcalOf = async () =>
      firstNumber((await split.textContent())?.replace(/^Daily targets: /, '') ?? '');
    const maintain = goals.getByRole('radio', { name: /Maintain weight/ });
    const loss = goals.getByRole('radio', { name: /^Weight loss/ });
    // Start from maintain whatever an earlier run left.
    if (!(await maintain.isChecked())) {
      await maintain.check();
      await page.getByText('Goal saved.').first().waitFor({ timeout: 15_000 });
    }
    const maintainKcal = await kcalOf();
    expect(await split.textContent()).toMatch(/fat [\d,]+ g \(30 % of the calories\)/);

    await loss.check();
    await page.getByText('Goal saved.').first().waitFor({ timeout: 15_000 });
    await expect.poll(kcalOf).toBe(Math.max(maintainKcal - 500, 1200));
    // Saved on the profile: a reload still has it, and the camera's card uses it.
    await page.reload();
    await goals.waitFor({ timeout: 30_000 });
    expect(await loss.isChecked()).toBe(true);

    // The week: 7 bars, each named for a screen reader, against the target line.
    const chart = page.getByTestId('week-chart');
    await chart.waitFor();
    const bars = chart.getByRole('link');
    expect(await bars.count()).toBe(7);
    expect(await chart.locator('title').first().textContent()).toMatch(
      /compared with your target of [\d,]+ kcal/,
    );
    const today = bars.nth(6);
    await expect.poll(async () => (await today.getAttribute('aria-label')) ?? '').toMatch(/: [\d,]+ kcal/);
    // The seeded diary has meals on the days before today too.
    const labels = await bars.evaluateAll((links) => links.map((l) => l.getAttribute('aria-label') ?? ''));
    expect(labels.filter((label) => /: [\d,]+ kcal/.test(label)).length).toBeGreaterThanOrEqual(3);
    const day = await bars.nth(5).getAttribute('data-day');
    await bars.nth(5).click();
    await page.waitForURL(new RegExp(`/history\\?day=${day}$`));

    // Back to maintain, as the seed has it.
    await page.goto(`${app}/health`);
    await goals.waitFor({ timeout: 30_000 });
    await maintain.check();
    await page.getByText('Goal saved.').first().waitFor({ timeout: 15_000 });
  });
});
