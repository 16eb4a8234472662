// "Not this food?" end to end at phone size: the demo describes "200 g rice and a chicken breast", the
// rice row names the table food it was grounded on, its mark opens the sheet with the table's foods for
// "Rice" (the one in use marked), one tap swaps the row to another food (its kcal for the same 200 g, the
// meal's total and the today card follow), and "Keep the estimate" turns it back into the model's figures
// marked "estimate".
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useSignedInPhone } from './browser';

const { app } = inject('stack');

/** The first whole number in a text ("1,234 kcal" -> 1234). */
const firstNumber = (text: string | null) =>
  Number.parseInt((/\d[\d,]*/.exec(text ?? '')?.[0] ?? '').replace(/,/g, ''), 10);
const kcalOf = async (locator: Locator) => firstNumber(await locator.textContent());

describe('not this food', () => {
  const phone = useSignedInPhone(app);

  it('swaps a grounded row to another table food and keeps the estimate, the figures following', async () => {
    const { page } = phone;
    await page.goto(`${app}/`);
    const eaten = page.locator('.today-card__eaten');
    await eaten.waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /Describe what you ate/ }).click();
    await page.getByLabel('What did you eat?').fill('200 g rice and a chicken breast');
    await page.getByRole('button', { name: 'Log meal' }).click();
    await page.locator('.camera-result__description').waitFor({ timeout: 60_000 });
    await expect.poll(() => kcalOf(eaten), { timeout: 15_000 }).toBeGreaterThan(0);

    const rice = page.getByTestId('meal-row').first();
    const food = rice.getByTestId('row-food');
    await expect.poll(() => food.textContent()).toMatch(/USDA.*Rice, white/);
    const riceKcal = rice.locator('.meal-row__kcal');
    const before = await kcalOf(riceKcal);
    const total = page.getByTestId('meal-rows-total').locator('.meal-rows__total-kcal');
    const totalBefore = await kcalOf(total);
    const eatenBefore = await kcalOf(eaten);

    await food.click();
    const sheet = page.getByRole('dialog', { name: 'Not this food?' });
    const list = sheet.getByRole('list', { name: 'Foods in the food table' });
    await list.waitFor({ timeout: 15_000 });
    const inUse = list.locator('button[aria-current="true"]');
    expect(await inUse.locator('.food-swap__name').textContent()).toMatch(/^Rice, white/);
    // Another food with other figures for the same 200 g.
    const others = list.locator('button.food-swap__option:not([aria-current])');
    let other: Locator | undefined;
    for (let i = 0; i < (await others.count()) && !other; i++)
      if ((await kcalOf(others.nth(i).locator('.food-swap__option-kcal'))) !== before) other = others.nth(i);
    if (!other) throw new Error('no other food with other figures was offered');
    const otherName = (await other.locator('.food-swap__name').textContent()) ?? '';
    const otherKcal = await kcalOf(other.locator('.food-swap__option-kcal'));
    await other.click();
    await sheet.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => food.textContent(), { timeout: 15_000 }).toContain(otherName);
    expect(await kcalOf(riceKcal)).toBe(otherKcal);
    expect(await kcalOf(total)).toBe(totalBefore - before + otherKcal);
    await expect.poll(() => kcalOf(eaten), { timeout: 15_000 }).toBe(eatenBefore - before + otherKcal);

    // Back to the model's figures, marked as an estimate.
    await food.click();
    await sheet.getByRole('button', { name: /Keep the estimate/ }).click();
    await sheet.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => rice.getByTestId('row-food').count(), { timeout: 15_000 }).toBe(0);
    expect(await kcalOf(riceKcal)).toBe(before);
    expect(await rice.getByTestId('source-mark').textContent()).toContain('estimate');
    await expect.poll(() => kcalOf(eaten), { timeout: 15_000 }).toBe(eatenBefore);
  });
});
