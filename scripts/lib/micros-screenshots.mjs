// The screenshots of the vitamins and minerals (scripts/screenshots.mjs, SCREENSHOTS_ONLY=micros): the demo
// account's panel on yesterday's page of History (its seeded meals are grounded on the food table), light
// and dark at 390x844 and on a 320 px phone, the whole panel and its 7-day average, Health's panel for
// today, a food's nutrients in "Not this food?", and a Frida row marked as Frida's.
import path from 'node:path';

/** Opens `day`'s page of History on `page` and scrolls its panel to the top of the screen. */
async function openPanel(page, app, day) {
  await page.goto(`${app}/history?day=${day}`);
  const panel = page.getByTestId('micros-panel');
  await panel.getByTestId('micro-vitaminC').waitFor({ timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  await panel.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -64));
  return panel;
}

/**
 * The whole panel (taller than a phone's screen) in `view`, saved as docs/screenshots/<name>.png: taken on
 * a page tall enough to hold it, so the app's fixed bars do not cover it.
 */
async function wholePanel({ context, app, out, log }, day, view, scheme, name) {
  const tall = await context.newPage();
  try {
    await tall.setViewportSize({ width: 390, height: 5000 });
    await tall.emulateMedia({ colorScheme: scheme });
    const panel = await openPanel(tall, app, day);
    if (view === 'week') {
      await panel.getByRole('radio', { name: '7-day average' }).check();
      await panel.getByText(/^Average per day of the \d days with meals/).waitFor({ timeout: 15_000 });
    }
    await panel.screenshot({ path: path.join(out, `${name}.png`), animations: 'disabled' });
    log(`  docs/screenshots/${name}.png`);
  } finally {
    await tall.close();
  }
}

export async function microsScreenshots({ context, page, app, out, shot, log }) {
  const yesterday = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() - 1);
    return new Intl.DateTimeFormat('en-CA').format(d);
  });
  await openPanel(page, app, yesterday);
  await shot('micros-day');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot('micros-day-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  const options = { context, app, out, log };
  await wholePanel(options, yesterday, 'day', 'light', 'micros-day-full');
  await wholePanel(options, yesterday, 'week', 'light', 'micros-week');
  await wholePanel(options, yesterday, 'week', 'dark', 'micros-week-dark');

  const narrow = await context.newPage();
  try {
    await narrow.setViewportSize({ width: 320, height: 568 });
    await openPanel(narrow, app, yesterday);
    await narrow.screenshot({ path: path.join(out, 'micros-day-320.png'), animations: 'disabled' });
    log('  docs/screenshots/micros-day-320.png');
    await narrow.emulateMedia({ colorScheme: 'dark' });
    await narrow.screenshot({ path: path.join(out, 'micros-day-320-dark.png'), animations: 'disabled' });
    log('  docs/screenshots/micros-day-320-dark.png');
  } finally {
    await narrow.close();
  }

  await page.goto(`${app}/health`);
  const health = page.getByTestId('micros-panel');
  await health.getByTestId('micro-vitaminC').waitFor({ timeout: 30_000 });
  await health.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -64));
  await shot('micros-health');

  // A food's nutrients in "Not this food?": yesterday's first grounded row, the sheet's first food opened.
  await page.goto(`${app}/history?day=${yesterday}`);
  const entry = page.locator('.history-page__list > li').first();
  await entry.locator('.history-entry__toggle').click();
  await entry.getByTestId('row-food').first().click();
  const sheet = page.getByRole('dialog', { name: 'Not this food?' });
  await sheet.locator('button[aria-current="true"]').waitFor({ timeout: 15_000 });
  const first = sheet.locator('.food-swap__list > li').first();
  await first.getByRole('button', { name: 'Vitamins and minerals' }).click();
  await first.locator('.food-micros__list').waitFor({ timeout: 15_000 });
  await first.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.mouse.move(0, 0);
  await shot('micros-food');
  await page.keyboard.press('Escape');

  // A row of Frida's (the seeded rye bread, two days ago) says so, as its licence asks.
  const twoDaysAgo = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() - 2);
    return new Intl.DateTimeFormat('en-CA').format(d);
  });
  await page.goto(`${app}/history?day=${twoDaysAgo}`);
  const lunch = page.locator('.history-page__list > li', { hasText: 'Rye bread with mackerel' });
  await lunch.locator('.history-entry__toggle').click();
  await lunch.getByText('Frida', { exact: true }).waitFor({ timeout: 15_000 });
  await lunch.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -70));
  await shot('micros-frida-row');
}
