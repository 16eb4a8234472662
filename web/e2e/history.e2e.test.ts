// History: newest first, 10 a page with an 'n / total' pager; generate a recipe for an entry, kept
// after a reload because it is written back onto the meal.
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useSignedInPhone } from './browser';

const { app } = inject('stack');
const PAGE_SIZE = 10;

const times = (entries: Locator) =>
  entries
    .locator('time')
    .evaluateAll((nodes) => nodes.map((n) => Date.parse(n.getAttribute('datetime') ?? '')));

const descending = (values: number[]) => values.every((v, i) => i === 0 || v <= (values[i - 1] as number));

describe('history', () => {
  const phone = useSignedInPhone(app, '/history');

  async function openHistory() {
    const { page } = phone;
    await page.goto(`${app}/history`);
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor({ timeout: 30_000 });
    const entries = page.locator('.history-page__list > li');
    await entries.first().waitFor({ timeout: 15_000 });
    return entries;
  }

  it('pages the meals 10 at a time, newest first, with an n / total pager', async () => {
    const { page } = phone;
    const entries = await openHistory();
    // The seed has 14 meals of this user; other tests may have added some.
    const countText = await page.getByText(/^\d+ meals$/).textContent();
    const total = Number.parseInt(countText ?? '', 10);
    expect(total).toBeGreaterThanOrEqual(14);
    const pages = Math.ceil(total / PAGE_SIZE);

    expect(await entries.count()).toBe(PAGE_SIZE);
    const firstPage = await times(entries);
    expect(descending(firstPage)).toBe(true);
    const pager = page.getByRole('navigation', { name: 'Page' });
    const select = pager.getByRole('combobox', { name: 'Page' });
    const shown = () => select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent);
    expect(await shown()).toBe(`1 / ${pages}`);
    expect(await select.locator('option').allTextContents()).toEqual(
      Array.from({ length: pages }, (_, i) => `${i + 1} / ${pages}`),
    );
    expect(await pager.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);

    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(shown).toBe(`2 / ${pages}`);
    await expect.poll(() => entries.count()).toBe(Math.min(PAGE_SIZE, total - PAGE_SIZE));
    // The first page stays on screen until the second one has arrived.
    await expect.poll(async () => (await times(entries))[0]).not.toBe(firstPage[0]);
    const secondPage = await times(entries);
    expect(descending(secondPage)).toBe(true);
    expect(Math.max(...secondPage)).toBeLessThanOrEqual(Math.min(...firstPage));
    expect(await pager.getByRole('button', { name: 'Previous page' }).isEnabled()).toBe(true);

    // The dropdown jumps to the last page, where the oldest seeded meal is.
    await select.selectOption({ label: `${pages} / ${pages}` });
    await expect.poll(shown).toBe(`${pages} / ${pages}`);
    await page.getByText('Mixed salad with tuna', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await entries.count()).toBe(total - (pages - 1) * PAGE_SIZE);
    expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

    await pager.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(shown).toBe(`${pages - 1} / ${pages}`);
  });

  /** Shows page `index` (0 = newest) of History through the pager's dropdown. */
  async function showPage(index: number) {
    const select = phone.page
      .getByRole('navigation', { name: 'Page' })
      .getByRole('combobox', { name: 'Page' });
    if (index === 0) return;
    const first = await phone.page.locator('.history-page__list > li time').first().getAttribute('datetime');
    await select.selectOption({ index });
    await expect
      .poll(() => phone.page.locator('.history-page__list > li time').first().getAttribute('datetime'))
      .not.toBe(first);
  }

  it('generates a recipe for a meal without one; it stays after a reload', async () => {
    const { page } = phone;
    const entries = await openHistory();
    // The newest plain meal logged before the diary (type "Meal": an eaten entry names its slot) whose
    // entry offers "Generate recipe"; such a meal becomes the recipe itself. Other flows add entries to the
    // same account, so it may be on a later page.
    const countText = await page.getByText(/^\d+ meals$/).textContent();
    const pages = Math.ceil(Number.parseInt(countText ?? '', 10) / PAGE_SIZE);
    let entry: Locator | null = null;
    let pageIndex = 0;
    for (; pageIndex < pages && !entry; pageIndex++) {
      await showPage(pageIndex);
      const count = await entries.count();
      for (let i = 0; i < count && !entry; i++) {
        const candidate = entries.nth(i);
        if ((await candidate.locator('.history-entry__type').first().textContent()) !== 'Meal') continue;
        await candidate.locator('.history-entry__toggle').click();
        if (await candidate.getByRole('button', { name: 'Generate recipe' }).count()) entry = candidate;
        else await candidate.locator('.history-entry__toggle').click();
      }
    }
    if (!entry) throw new Error('no meal without a recipe in History');
    const foundOn = pageIndex - 1;
    const datetime = await entry.locator('time').getAttribute('datetime');
    expect(await entry.getByRole('heading', { name: 'Ingredients' }).count()).toBe(1);
    expect(await entry.getByText('Persons').count()).toBe(0);

    await entry.getByRole('button', { name: 'Generate recipe' }).click();
    await entry.getByTestId('persons-value').waitFor({ timeout: 30_000 });
    const steps = await entry.locator('ol.recipe-view__instructions > li').allInnerTexts();
    expect(steps.length).toBeGreaterThan(1);
    const ingredients = await entry.locator('.recipe-view__ingredient').allInnerTexts();
    expect(ingredients.length).toBeGreaterThanOrEqual(3);
    expect(await entry.getByRole('button', { name: 'Generate recipe' }).count()).toBe(0);
    expect(await entry.getByRole('button', { name: 'Add all to list' }).isEnabled()).toBe(true);
    // The live document turns into a recipe too.
    await expect.poll(() => entry.locator('.history-entry__type').first().textContent()).toBe('Recipe');

    await page.reload();
    await entries.first().waitFor({ timeout: 30_000 });
    await showPage(foundOn);
    const same = page.locator('.history-page__list > li', {
      has: page.locator(`time[datetime="${datetime}"]`),
    });
    await same.waitFor({ timeout: 30_000 });
    expect(await same.locator('.history-entry__type').first().textContent()).toBe('Recipe');
    await same.locator('.history-entry__toggle').click();
    await same.getByTestId('persons-value').waitFor();
    expect(await same.locator('ol.recipe-view__instructions > li').allInnerTexts()).toEqual(steps);
    expect(await same.locator('.recipe-view__ingredient').allInnerTexts()).toEqual(ingredients);
    expect(await same.getByRole('button', { name: 'Generate recipe' }).count()).toBe(0);
  });
});
