// A food from the food table, end to end at phone size: the demo opens today from the camera's today card,
// opens an eaten entry's rows, searches "olive", picks olive oil with one tablespoon, and sees the new row
// with the table's figures (884 kcal / 100 g, 1 tbsp = 13.5 g: 119 kcal) marked USDA, the meal's total up
// by as much, and the day's fibre, sugars and salt in the day header. The row is removed again, so the
// seeded diary (its rows grounded on the table too) stays as it was for the other files.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openHistoryEntry, useSignedInPhone } from './browser';

const { app } = inject('stack');

/** The whole kcal of a "1,234 kcal" text. */
const kcal = async (locator: Locator) =>
  Number.parseInt(((await locator.textContent()) ?? '').replace(/[^\d]/g, ''), 10);

/** The entry called `title`, opened with its rows shown. */
async function openEntry(page: Page, title: string): Promise<Locator> {
  const entry = await openHistoryEntry(page, title, 15_000);
  await entry.locator('.meal-rows').waitFor();
  return entry;
}

describe('adding a food from the food table', () => {
  const phone = useSignedInPhone(app);

  it('adds olive oil by the tablespoon with its table figures and USDA mark, and the total follows', async () => {
    const { page } = phone;
    await page.getByRole('link', { name: /Open today in History/ }).click({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor({ timeout: 15_000 });
    const header = page.locator('.history-day').first();
    // Other test files log meals on this account today at the same time, so the day's figures are
    // checked only for being there; the meal's own total is this test's alone.
    await header.getByText(/^Protein /).waitFor();

    const entry = await openEntry(page, 'Chicken breast with rice and broccoli');
    const total = entry.getByTestId('meal-rows-total').locator('.meal-rows__total-kcal');
    const before = await kcal(total);
    // The seeded meal's rows come from the table: they know fibre, sugars and salt already.
    expect(await entry.getByTestId('source-mark').first().textContent()).toContain('USDA');
    const extras = entry.getByTestId('meal-rows-total').getByTestId('extra-figures');
    const extrasBefore = await extras.textContent();

    const field = entry.getByRole('combobox', { name: 'Add a food' });
    await field.pressSequentially('olive');
    const typed = Date.now();
    const oil = entry.getByRole('option', { name: /^Oil, olive/ });
    await oil.waitFor({ timeout: 10_000 });
    // The time from the last key to the list (debounce included), for the record; not asserted.
    console.log(`food search: results ${Date.now() - typed} ms after the last key`);
    await expect.poll(() => oil.textContent()).toContain('884 kcal / 100 g');
    await oil.click();

    expect(await field.inputValue()).toMatch(/^Oil, olive/);
    const portion = entry.getByLabel('Portion', { exact: true });
    await portion.selectOption({ label: '1 tablespoon (13.5 g)' });
    expect(await entry.getByLabel('Grams', { exact: true }).inputValue()).toBe('13.5');
    await entry
      .getByTestId('food-preview')
      .getByText('13.5 g = 119 kcal, from the USDA food table')
      .waitFor();
    await entry.getByRole('button', { name: 'Add food', exact: true }).click();

    const row = entry.getByTestId('meal-row').filter({ hasText: /Oil, olive/ });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.locator('.meal-row__kcal').textContent()).toBe('119 kcal');
    expect(await row.getByRole('textbox', { name: /^Grams of Oil, olive/ }).inputValue()).toBe('13.5');
    expect(await row.getByTestId('source-mark').textContent()).toContain('USDA');
    await expect.poll(() => kcal(total)).toBe(before + 119);
    expect(await field.inputValue()).toBe('');
    // Olive oil's fibre, sugars and sodium (0 g, 0 g and 2 mg per 100 g) join the meal's and the day's.
    expect(await extras.textContent()).toMatch(/^Fibre [\d.]+ g · Sugars [\d.]+ g · Salt [\d.]+ g$/);
    await header.getByTestId('extra-figures').waitFor({ timeout: 15_000 });

    // Remove it again: the total and the day go back to the seeded figures.
    await row.getByRole('button', { name: /^Remove Oil, olive/ }).click();
    await expect.poll(() => kcal(total), { timeout: 15_000 }).toBe(before);
    expect(await extras.textContent()).toBe(extrasBefore);
  });

  it('says when the table lacks a food (it can then be added by name, as an estimate)', async () => {
    const { page } = phone;
    const entry = page.locator('.history-page__list > li', {
      hasText: 'Chicken breast with rice and broccoli',
    });
    const field = entry.getByRole('combobox', { name: 'Add a food' });
    await field.pressSequentially('zzqx');
    const typed = Date.now();
    await entry
      .getByText('Not in the food table: add it by name and its figures will be estimated.')
      .waitFor();
    console.log(`food search (table loaded): answer ${Date.now() - typed} ms after the last key`);
    expect(await field.getAttribute('aria-expanded')).toBe('false');
  });
});
