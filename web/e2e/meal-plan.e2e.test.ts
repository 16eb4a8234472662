// Plan the week, shop once: a recipe imported from a sample page the local stack serves, planned on two days
// for different persons, the week added to a list in one go (the two plans' ingredients merged), and the
// merged items on Groceries; a second press adds nothing.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { uniqueSuffix, useSignedInPhone, waitForToast } from './browser';
import { selectList } from './shopping-list';

const { app, mailbox } = inject('stack');

/** A sample recipe page of the local stack's services (the mail sink's origin): "Fluffy oat pancakes" for 4,
 * with 2 eggs among its ingredients. */
const SAMPLE_PAGE = new URL('/recipes/pancakes.html', mailbox).href;

/** The YYYY-MM-DD of the Monday of this week and of the days after it, in the browser's time zone. */
async function weekDays(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const now = new Date();
    const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
    return Array.from({ length: 7 }, (_, index) => {
      const day = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + index);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
    });
  });
}

/** "Plan it" under the imported recipe: `day`, dinner, `persons`. */
async function planIt(page: Page, day: string, persons: number) {
  const result = page.getByTestId('imported-recipe');
  await result.getByRole('button', { name: 'Plan it' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan this recipe' });
  await dialog.getByLabel('Day').fill(day);
  await dialog.getByLabel('Meal').selectOption('dinner');
  const shown = dialog.getByTestId('persons-value');
  while (Number(await shown.innerText()) !== persons) {
    const fewer = Number(await shown.innerText()) > persons;
    await dialog.getByRole('button', { name: fewer ? 'Fewer persons' : 'More persons' }).click();
  }
  await dialog.getByRole('button', { name: 'Plan it' }).click();
  await waitForToast(page, /^Planned for Dinner on /);
  await dialog.waitFor({ state: 'hidden' });
}

describe('meal plan', () => {
  const phone = useSignedInPhone(app, '/settings');

  it('imports a recipe page, plans it on two days, adds the week to a list and finds it merged on Groceries', async () => {
    const { page } = phone;
    // A list of its own, so the items this flow adds meet no other flow's.
    const listName = `Plan ${uniqueSuffix()}`;
    await page.getByRole('button', { name: 'New list' }).click();
    await page.getByRole('dialog').getByLabel('List name').fill(listName);
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await page.getByText('List created').waitFor({ timeout: 10_000 });

    await page.goto(`${app}/recipe`);
    await page.getByLabel('Recipe page address').fill(SAMPLE_PAGE);
    await page.getByRole('button', { name: 'Import recipe' }).click();
    const result = page.getByTestId('imported-recipe');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.getByRole('link').first().getAttribute('href')).toBe(SAMPLE_PAGE);
    expect(await result.getByTestId('import-coverage').innerText()).toMatch(
      /^Nutrition per serving from the food table for \d+ of \d+ ingredients?$/,
    );
    expect(await result.getByTestId('tile-calories').innerText()).toMatch(/\d/);
    const title = (await result.getByRole('heading', { level: 2 }).first().innerText()).trim();

    expect(title).toBe('Fluffy oat pancakes');
    expect(await result.getByTestId('persons-value').innerText()).toBe('4');
    expect(await result.getByText('eggs', { exact: true }).locator('..').innerText()).toMatch(/^2\s+eggs$/);

    const days = await weekDays(page);
    const [first, second] = [days[1] as string, days[3] as string];
    await planIt(page, first, 2);
    await planIt(page, second, 4);

    // Both show in the week, each on its day with its persons.
    const week = page.getByTestId('week-plan');
    const plannedOn = (index: number) =>
      week.locator('.week-plan__day').nth(index).locator('.planned-meal__toggle');
    await plannedOn(1).filter({ hasText: title }).filter({ hasText: 'for 2 persons' }).waitFor();
    await plannedOn(3).filter({ hasText: title }).filter({ hasText: 'for 4 persons' }).waitFor();

    await week.getByLabel('Shopping list').selectOption({ label: listName });
    const addWeek = week.getByRole('button', { name: `Add this week to ${listName}` });
    await addWeek.click();
    await waitForToast(page, new RegExp(`^${listName}: [1-9]\\d* added, \\d+ merged$`));
    // Pressed twice, nothing is added twice.
    await page.locator('.toast-region [role=status]').first().waitFor({ state: 'detached', timeout: 15_000 });
    await addWeek.click();
    await waitForToast(page, `${listName}: 0 added, 0 merged`);

    await page.goto(`${app}/shopping`);
    await selectList(page, listName);
    // One line for both plans: 2 eggs for 4, so 3 for 2 + 4 persons.
    const eggs = page.locator('.shopping-items:not(.shopping-items--checked) .shopping-item__name', {
      hasText: /^eggs\b/,
    });
    await eggs.first().waitFor({ timeout: 15_000 });
    expect(await eggs.allInnerTexts()).toEqual([expect.stringMatching(/^eggs \(3( pcs)?\)$/)]);
  });

  it('shows a plan another member shared with my list, with who planned it, and logs it as eaten in one tap', async () => {
    const { page } = phone;
    await page.goto(`${app}/recipe`);
    const week = page.getByTestId('week-plan');
    await week.locator('.week-plan__day').first().waitFor({ timeout: 30_000 });
    // The seed plans the friend's overnight oats for tomorrow, shared with the list both are in.
    const days = await weekDays(page);
    const tomorrow = await page.evaluate(() => {
      const day = new Date();
      day.setDate(day.getDate() + 1);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
    });
    if (!days.includes(tomorrow)) await week.getByRole('button', { name: 'Next week' }).click();
    const oats = week.locator('.planned-meal', { hasText: 'Overnight oats' });
    const toggle = oats.locator('.planned-meal__toggle');
    await toggle.waitFor({ timeout: 30_000 });
    expect(await toggle.innerText()).toMatch(/planned by \S+/);
    await toggle.click();
    // Only its owner moves or removes it; every member may log it.
    expect(await oats.getByLabel('Day').count()).toBe(0);
    expect(await oats.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await oats.getByRole('button', { name: 'Log as eaten' }).click();
    await waitForToast(page, /^Logged as eaten: \w+, /);
  });
});
