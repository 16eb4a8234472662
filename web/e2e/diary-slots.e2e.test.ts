// The diary day by slot on a phone (390x844): from the camera screen, today's diary in one tap, a searched
// banana logged into an empty slot in its everyday serving (four taps from opening the app), its kcal and
// USDA mark in the slot and the day total following; a product by its typed barcode under Snacks; a past
// day's breakfast copied to today. Everything this file adds is removed again (a slot deleted, the copy
// deleted), so the seeded diary stays as it was for the other files.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useSignedInPhone } from './browser';

const { app } = inject('stack');

/** The kcal eaten, from the day header's "1,234 / 2,000 kcal". */
async function eatenKcal(page: Page): Promise<number> {
  const text = (await page.locator('.history-day__total').first().textContent()) ?? '';
  return Number.parseInt(text.split('/')[0]?.replace(/[^\d]/g, '') ?? '', 10);
}

const slotKcal = async (slot: Locator) =>
  Number.parseInt(((await slot.getByTestId('slot-kcal').textContent()) ?? '').replace(/[^\d]/g, ''), 10);

const slot = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Deletes every entry of a slot through its chores, after the confirmation. */
async function deleteSlot(page: Page, name: string) {
  await page.getByRole('button', { name: `Copy, move or delete ${name}` }).click();
  await slot(page, name).getByRole('button', { name: 'Delete all' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete all' }).click();
  await expect.poll(() => slot(page, name).locator('.history-page__list > li').count()).toBe(0);
}

describe('the diary by slot', () => {
  const phone = useSignedInPhone(app, '/');

  it('logs a searched banana into an empty slot of today in four taps from opening the app', async () => {
    const { page } = phone;
    let taps = 0;
    const tap = async (target: Locator) => {
      await target.click();
      taps += 1;
    };
    await page.goto(app);
    await tap(page.getByTestId('today-card'));
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor({ timeout: 30_000 });
    const dinner = slot(page, 'Dinner');
    await dinner.waitFor();
    // The seeded day's entries and totals have arrived.
    await expect.poll(() => eatenKcal(page), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await slotKcal(dinner)).toBe(0);
    const before = await eatenKcal(page);

    await tap(page.getByRole('button', { name: 'Add food to Dinner' }));
    const sheet = page.getByRole('dialog', { name: 'Add to Dinner · Today' });
    await sheet.getByRole('combobox', { name: 'Add a food' }).pressSequentially('banana');
    await tap(sheet.getByRole('option', { name: /^Bananas, raw/ }).first());
    // The everyday serving: one medium banana.
    expect(await sheet.getByLabel('Quantity of Bananas, raw').inputValue()).toBe('1');
    expect(
      await sheet.getByRole('combobox', { name: 'Unit' }).locator('option:checked').textContent(),
    ).toMatch(/^medium \(118 g\)$/);
    await tap(sheet.getByRole('button', { name: 'Add', exact: true }));
    expect(taps).toBe(4);

    await sheet.waitFor({ state: 'detached' });
    const food = dinner.getByTestId('diary-food');
    await food.waitFor();
    expect(await food.textContent()).toMatch(/Bananas, raw/);
    expect(await food.textContent()).toMatch(/1 x medium \(118 g\)/);
    expect(await food.getByTestId('source-mark').textContent()).toContain('USDA');
    await expect.poll(() => slotKcal(dinner)).toBe(105);
    expect(await food.textContent()).toContain('105 kcal');
    await expect.poll(() => eatenKcal(page)).toBe(before + 105);
  });

  it('logs a product by its typed barcode under Snacks', async () => {
    const { page } = phone;
    const snacks = slot(page, 'Snacks');
    const before = await slotKcal(snacks);
    await page.getByRole('button', { name: 'Add food to Snacks' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add to Snacks · Today' });
    await sheet.getByRole('button', { name: 'Barcode', exact: true }).click();
    await sheet.getByLabel('Barcode digits').fill('3017620422003');
    await sheet.getByRole('button', { name: 'Look up' }).click();
    await sheet.getByTestId('barcode-product').getByText('Nutella').waitFor({ timeout: 15_000 });
    await sheet.getByRole('button', { name: 'Add product' }).click();
    await sheet.waitFor({ state: 'detached' });
    const food = snacks.getByTestId('diary-food').filter({ hasText: 'Nutella' });
    await food.waitFor();
    // One serving as the pack states it: 15 g of 539 kcal per 100 g.
    expect(await food.textContent()).toContain('15 g');
    expect(await food.getByTestId('source-mark').textContent()).toContain('barcode');
    await expect.poll(() => slotKcal(snacks)).toBe(before + 81);
  });

  it("copies yesterday's breakfast to today, then takes back what this file added", async () => {
    const { page } = phone;
    const breakfast = slot(page, 'Breakfast');
    const todayBreakfast = await slotKcal(breakfast);
    const entriesBefore = await breakfast.locator('.history-page__list > li').count();

    await page.getByRole('link', { name: 'Previous day' }).click();
    await page.getByRole('heading', { name: 'Yesterday', level: 1 }).waitFor();
    await expect.poll(() => slotKcal(breakfast)).toBeGreaterThan(0);
    const copied = await slotKcal(breakfast);
    await page.getByRole('button', { name: 'Copy, move or delete Breakfast' }).click();
    await breakfast.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByText(/^1 entry copied to Breakfast, Today/).waitFor();

    await page.getByRole('link', { name: 'Next day' }).click();
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    await expect.poll(() => slotKcal(breakfast)).toBe(todayBreakfast + copied);
    expect(await breakfast.locator('.history-page__list > li').count()).toBe(entriesBefore + 1);

    // Back as seeded: the copy (the latest breakfast entry) deleted, then this file's dinner and snacks.
    const copy = breakfast.locator('.history-page__list > li').last();
    await copy.locator('.history-entry__toggle').click();
    await copy.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => slotKcal(breakfast)).toBe(todayBreakfast);
    await deleteSlot(page, 'Dinner');
    const nutella = slot(page, 'Snacks').locator('.history-page__list > li', { hasText: 'Nutella' });
    await nutella.locator('.history-entry__toggle').click();
    await nutella.getByRole('button', { name: 'Delete', exact: true }).click();
    await nutella.waitFor({ state: 'detached' });
    // The undo window of the two deletes passes before the phone closes.
    await page.waitForTimeout(6_000);
  });
});
