// History by day: day headers with the day's total for the seeded diary, "I ate this" on a recipe adds to
// today, an entry moves to another slot, and a delete waits for its undo window (undo keeps the entry,
// the day total drops at once and stays down after the delete). Then a recipe shared with a list shows in
// the other member's history marked "shared", and that member can log it.
// Everything this file adds is removed again, so the seeded diary stays as it was for the other files.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { FRIEND_ACCOUNT, logIn } from '../../scripts/lib/sign-in.mjs';
import { openPhone, useSignedInPhone } from './browser';

const { app } = inject('stack');

/** The kcal eaten, from a header's "1,234 / 2,000 kcal" (or "1,234 kcal" without a target). */
async function eatenKcal(header: Locator): Promise<number> {
  const text = (await header.locator('.history-day__total').textContent()) ?? '';
  return Number.parseInt(text.split('/')[0]?.replace(/[^\d]/g, '') ?? '', 10);
}

/** Today's date as the browser has it (the app files entries under the browser's local day). */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

async function openDay(page: Page, day: string): Promise<Locator> {
  await page.goto(`${app}/history?day=${day}`);
  const header = page.locator('.history-day').first();
  await header.waitFor({ timeout: 30_000 });
  await page.locator('.history-page__list > li').first().waitFor({ timeout: 15_000 });
  return header;
}

describe('history by day', () => {
  const phone = useSignedInPhone(app, '/history');

  it('shows day headers with each day total for the seeded diary', async () => {
    const { page } = phone;
    await page.goto(`${app}/history`);
    const today = page.getByRole('heading', { name: 'Today', level: 2 });
    await today.waitFor({ timeout: 30_000 });
    const header = page.locator('.history-day', { has: today });
    // Seeded for today: porridge (434) and chicken with rice (516), the food table's figures; the profile
    // is complete, so the target shows beside it.
    await expect.poll(() => eatenKcal(header)).toBeGreaterThanOrEqual(950);
    expect(await header.locator('.history-day__total').textContent()).toMatch(/^[\d,]+ \/ [\d,]+ kcal$/);
    await page.getByRole('heading', { name: 'Yesterday', level: 2 }).first().waitFor();
    // The header links to that day alone.
    await today.getByRole('link').click();
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    expect(page.url()).toContain(`/history?day=${await browserToday(page)}`);
    await page.getByText(/^Protein [\d.,]+ \/ [\d.,]+ g$/).waitFor();
    await page.getByRole('link', { name: '‹ All history' }).click();
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
  });

  it('logs a recipe as eaten, moves it to another slot, and deletes it with an undo', async () => {
    const { page } = phone;
    const day = await browserToday(page);
    // The list can show before the day's totals document has arrived: wait for the seeded day's total.
    const opened = await openDay(page, day);
    await expect.poll(() => eatenKcal(opened)).toBeGreaterThan(0);
    const before = await eatenKcal(opened);

    // "I ate this" on the seeded scanned recipe, for two portions.
    await page.goto(`${app}/history`);
    const recipe = page.locator('.history-page__list > li', { hasText: 'Lentil soup' }).filter({
      has: page.getByText('Scanned recipe', { exact: true }),
    });
    for (let i = 0; i < 20 && !(await recipe.count()); i++) {
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForTimeout(500);
    }
    await recipe.first().locator('.history-entry__toggle').click();
    await recipe.first().getByRole('button', { name: 'More portions' }).click();
    await recipe.first().getByRole('button', { name: 'More portions' }).click();
    await recipe.first().getByRole('button', { name: 'I ate this' }).click();
    await page.getByText(/^Added to today \(.+\)$/).waitFor({ timeout: 15_000 });

    const header = await openDay(page, day);
    await expect.poll(() => eatenKcal(header)).toBeGreaterThan(before);
    const added = (await eatenKcal(header)) - before;
    const entry = page.locator('.history-page__list > li', { hasText: 'Lentil soup' }).first();
    const slotBefore = (await entry.locator('.history-entry__type').first().textContent()) ?? '';
    const target = slotBefore === 'Snack' ? 'Breakfast' : 'Snack';

    // Move it to another slot: the collapsed entry names the new slot.
    await entry.locator('.history-entry__toggle').click();
    await entry.getByLabel('Meal', { exact: true }).selectOption({ label: target });
    await entry.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText('Meal moved').waitFor({ timeout: 15_000 });
    await expect.poll(() => entry.locator('.history-entry__type').first().textContent()).toBe(target);
    // The diary shows it under its new slot, closed: it is opened again there.
    const toggle = entry.locator('.history-entry__toggle');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();

    // Delete, then undo: the total drops at once and comes back.
    await entry.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => eatenKcal(header)).toBe(before);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => eatenKcal(header)).toBe(before + added);
    await page.locator('.history-page__list > li', { hasText: 'Lentil soup' }).first().waitFor();

    // Delete for good: after the undo window the server removes it, and a reload shows the old total.
    const again = page.locator('.history-page__list > li', { hasText: 'Lentil soup' }).first();
    await again.locator('.history-entry__toggle').click();
    await again.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => eatenKcal(header)).toBe(before);
    await page.waitForTimeout(3_000);
    const reloaded = await openDay(page, day);
    await expect.poll(() => eatenKcal(reloaded)).toBe(before);
    expect(await page.locator('.history-page__list > li', { hasText: 'Lentil soup' }).count()).toBe(0);
  });

  it("shows a recipe shared with a list in the other member's history, marked shared, to log", async () => {
    const { page } = phone;
    // Demo shares its seeded recipe "chicken curry" with the list it shares with Friend.
    await page.goto(`${app}/history`);
    const own = page.locator('.history-page__list > li', { hasText: 'chicken curry' });
    for (let i = 0; i < 20 && !(await own.count()); i++) {
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForTimeout(500);
    }
    await own.first().locator('.history-entry__toggle').click();
    await own.first().getByRole('button', { name: 'Share with Weekly groceries' }).click();
    await page.getByText('Shared with Weekly groceries', { exact: true }).waitFor({ timeout: 15_000 });
    await own.first().getByRole('button', { name: 'Stop sharing with Weekly groceries' }).waitFor();

    const friend = await openPhone();
    try {
      await logIn(friend.page, app, FRIEND_ACCOUNT, '/history');
      const section = friend.page.getByRole('region', { name: 'Shared in Weekly groceries' });
      await section.waitFor({ timeout: 30_000 });
      const shared = section.locator('li', { hasText: 'chicken curry' });
      await shared.getByText('Shared', { exact: true }).waitFor();
      await shared.locator('.history-entry__toggle').click();
      // Read-only: no delete, no sharing, no editing; it can be logged.
      expect(await shared.getByRole('button', { name: 'Delete' }).count()).toBe(0);
      expect(await shared.getByRole('button', { name: /Share with/ }).count()).toBe(0);
      await shared.getByRole('button', { name: 'I ate this' }).click();
      await friend.page.getByText(/^Added to today \(.+\)$/).waitFor({ timeout: 15_000 });
      // Friend's diary now has it; remove it again.
      await friend.page.goto(`${app}/history?day=${await browserToday(friend.page)}`);
      const logged = friend.page.locator('.history-page__list > li', { hasText: 'chicken curry' }).first();
      await logged.waitFor({ timeout: 15_000 });
      await logged.locator('.history-entry__toggle').click();
      await logged.getByRole('button', { name: 'Delete', exact: true }).click();
      await friend.page.waitForTimeout(3_000);
    } finally {
      await friend.close();
    }

    await own.first().getByRole('button', { name: 'Stop sharing with Weekly groceries' }).click();
    await page.getByText('No longer shared with Weekly groceries').waitFor({ timeout: 15_000 });
  });
});
