// Weight over time on Health: the seeded demo account's five weeks of weigh-ins and meals give a trend and
// a measured expenditure; a weight logged for today shows on the chart and in its summary at once.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useSignedInPhone, waitForToast } from './browser';

const { app } = inject('stack');

/** The summary's value under `term` ("Trend weight", "Weekly change", "Latest weigh-in"). */
async function summary(page: Page, term: string): Promise<string> {
  const entry = page
    .getByTestId('weight-summary')
    .locator('div', { has: page.getByText(term, { exact: true }) });
  return ((await entry.locator('dd').textContent()) ?? '').trim();
}

describe('weight over time on Health', () => {
  const phone = useSignedInPhone(app, '/health');

  it('shows the trend and the measured expenditure, and a weight logged for today on the chart', async () => {
    const { page } = phone;
    await page.getByRole('heading', { name: 'Health', level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId('weight-summary').waitFor({ timeout: 30_000 });

    // Five weeks of weigh-ins: a trend weight and a weekly change, in words.
    expect(await summary(page, 'Trend weight')).toMatch(/^\d{2,3}\.\d kg$/);
    expect(await summary(page, 'Weekly change')).toMatch(/^[-+]?\d+\.\d kg\/week$/);
    const chart = page.getByRole('img', { name: /^Your weight over the last 30 days/ });
    await chart.waitFor();
    expect(await chart.locator('circle').count()).toBeGreaterThanOrEqual(20);
    expect(await chart.locator('path').count()).toBe(1);

    // Four weeks of meals and weigh-ins: a measured expenditure, sure enough to say so.
    const measured = page.getByTestId('measured-tdee');
    expect(await measured.textContent()).toMatch(/^[\d,]+ kcal\/day$/);
    const kcal = Number.parseInt(((await measured.textContent()) ?? '').replace(/,/g, ''), 10);
    expect(kcal).toBeGreaterThan(1700);
    expect(kcal).toBeLessThan(2500);
    await page.getByText('High confidence (about ±100 kcal)').waitFor();
    await page.getByTestId('formula-tdee').waitFor();

    // A weight for today: the date is today already; the summary and the chart's table show it.
    const before = await summary(page, 'Latest weigh-in');
    const form = page.locator('form.weigh-in');
    await form.getByLabel('Weight (kg)').fill('63.9');
    await form.getByRole('button', { name: 'Log weight' }).click();
    await waitForToast(page, 'Weight logged: 63.9 kg, Today.');
    await expect.poll(() => summary(page, 'Latest weigh-in'), { timeout: 15_000 }).toBe('63.9 kg, Today');
    const table = page.getByRole('table', { name: 'Your weight over the last 30 days' });
    expect(await table.locator('tr').last().textContent()).toContain('63.9 kg');

    // The seeded weight back for today, for the flows that come after this one.
    const seeded = /^([\d.]+) kg, Today$/.exec(before)?.[1];
    if (seeded) {
      await form.getByLabel('Weight (kg)').fill(seeded);
      await form.getByRole('button', { name: 'Log weight' }).click();
      await expect
        .poll(() => summary(page, 'Latest weigh-in'), { timeout: 15_000 })
        .toBe(`${seeded} kg, Today`);
    }
  });
});
