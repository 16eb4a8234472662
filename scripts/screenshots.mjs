#!/usr/bin/env node
// Saves every screen at 390x844 into docs/screenshots/ for the README: starts the local stack on free
// ports, signs in the seeded demo account in Debian Chromium, walks the screens and stops everything.
//   node scripts/screenshots.mjs   (CHROMIUM_PATH overrides /usr/bin/chromium; SCREENSHOTS_APP_URL=<app url>
//   uses an already running stack with fresh seed data instead of starting one; SCREENSHOTS_ONLY=health-weight
//   saves only Health's weight screens, SCREENSHOTS_ONLY=camera-quick-log only the camera's one-tap chips,
//   SCREENSHOTS_ONLY=diary-not-this-food only the sheet that changes a row's table food,
//   SCREENSHOTS_ONLY=micros only the vitamins and minerals)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openChromium } from './lib/chromium.mjs';
import { microsScreenshots } from './lib/micros-screenshots.mjs';
import { DEMO_ACCOUNT, FRIEND_ACCOUNT, submitLogin } from './lib/sign-in.mjs';
import { ROOT, startStack } from './lib/stack.mjs';

const OUT = path.join(ROOT, 'docs/screenshots');
const log = (line) => console.log(line);
/** The screenshots' browser: a sharp (2x) phone in light mode and British English. */
const openPhone = () => openChromium({ deviceScaleFactor: 2, colorScheme: 'light', locale: 'en-GB' });

/** A second phone with the friend account signing in at `url`; the caller waits for the screen it needs. */
async function signInFriend(url) {
  const friend = await openPhone();
  try {
    const page = friend.context.pages()[0] ?? (await friend.context.newPage());
    await page.goto(url);
    await submitLogin(page, FRIEND_ACCOUNT);
    return { page, close: friend.close };
  } catch (err) {
    await friend.close();
    throw err;
  }
}

/** A plate of salmon, rice, broccoli and lemon drawn on a canvas, with a photo's grain (the demo AI sees food). */
function drawMeal() {
  const size = 1024;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  let seed = 7;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const blob = (x, y, rx, ry, colour, rotation = rand() * Math.PI) => {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.ellipse(x, y, rx, ry, rotation, 0, Math.PI * 2);
    ctx.fill();
  };
  // Wooden table.
  ctx.fillStyle = '#8a5a36';
  ctx.fillRect(0, 0, size, size);
  for (let i = 0; i < 60; i++) {
    ctx.fillStyle = `rgba(${60 + rand() * 40}, ${35 + rand() * 20}, 20, 0.25)`;
    ctx.fillRect(0, rand() * size, size, 2 + rand() * 10);
  }
  // Plate with a rim shadow.
  const plate = ctx.createRadialGradient(512, 512, 200, 512, 512, 440);
  plate.addColorStop(0, '#fbfaf7');
  plate.addColorStop(0.8, '#f1eee8');
  plate.addColorStop(1, '#d9d4cc');
  ctx.fillStyle = plate;
  ctx.beginPath();
  ctx.arc(512, 512, 430, 0, Math.PI * 2);
  ctx.fill();
  // Rice.
  for (let i = 0; i < 900; i++) {
    const a = rand() * Math.PI * 2;
    const r = Math.sqrt(rand()) * 150;
    blob(380 + Math.cos(a) * r, 600 + Math.sin(a) * r * 0.8, 11, 4.5, rand() < 0.5 ? '#fffdf6' : '#ece6d6');
  }
  // Salmon fillet with stripes.
  ctx.save();
  ctx.translate(610, 390);
  ctx.rotate(-0.35);
  ctx.fillStyle = '#f08a5d';
  ctx.beginPath();
  ctx.roundRect(-170, -80, 340, 160, 60);
  ctx.fill();
  ctx.strokeStyle = 'rgba(255, 236, 220, 0.8)';
  ctx.lineWidth = 7;
  for (let x = -140; x < 160; x += 38) {
    ctx.beginPath();
    ctx.moveTo(x, -75);
    ctx.quadraticCurveTo(x + 25, 0, x, 75);
    ctx.stroke();
  }
  ctx.fillStyle = 'rgba(120, 50, 20, 0.35)';
  ctx.fillRect(-170, 55, 340, 25);
  ctx.restore();
  // Broccoli florets.
  for (let f = 0; f < 6; f++) {
    const cx = 640 + (f % 3) * 75 + rand() * 20;
    const cy = 610 + Math.floor(f / 3) * 85 + rand() * 20;
    ctx.fillStyle = '#8fbf5a';
    ctx.fillRect(cx - 8, cy, 16, 45);
    for (let i = 0; i < 40; i++)
      blob(cx + (rand() - 0.5) * 70, cy + (rand() - 0.7) * 50, 9, 8, rand() < 0.5 ? '#2f7d32' : '#3f9142');
  }
  // Lemon wedge.
  blob(300, 360, 70, 40, '#f7d54a', -0.6);
  blob(300, 360, 55, 28, '#fbe98a', -0.6);
  // Grain, as in any photo.
  const image = ctx.getImageData(0, 0, size, size);
  for (let i = 0; i < image.data.length; i += 4) {
    const n = (rand() - 0.5) * 18;
    image.data[i] += n;
    image.data[i + 1] += n;
    image.data[i + 2] += n;
  }
  ctx.putImageData(image, 0, 0);
  return canvas.toDataURL('image/jpeg', 0.9);
}

const RECIPE_TEXT = [
  'Creamy tomato pasta',
  'Serves 2',
  'Ingredients',
  '200 g pasta',
  '400 g tomatoes',
  '1 onion',
  '2 tbsp olive oil',
  '100 ml cream',
  'Instructions',
  '1. Boil the pasta in salted water until al dente.',
  '2. Soften the chopped onion in the oil, add the tomatoes and simmer for 10 minutes.',
  '3. Stir in the cream, toss with the pasta and serve.',
].join('\n');

/**
 * Health's weight card: the weigh-in form, the trend weight and the weekly change in words, and the chart of
 * weigh-ins (dots) and trend (line), in light and dark, and on a 320 px phone (a second page of the same
 * signed-in browser).
 */
async function healthWeight(context, page, app, shot) {
  const openCard = async (on) => {
    await on.goto(`${app}/health`);
    await on.getByTestId('weight-chart').waitFor({ timeout: 30_000 });
    await on.getByTestId('measured-tdee').waitFor({ timeout: 30_000 });
    await on.evaluate(() => document.fonts.ready);
  };
  await openCard(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('health-weight');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot('health-weight-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  const narrow = await context.newPage();
  try {
    await narrow.setViewportSize({ width: 320, height: 568 });
    await openCard(narrow);
    await narrow.getByTestId('weight-summary').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await narrow.evaluate(() => window.scrollBy(0, -64));
    await narrow.screenshot({ path: path.join(OUT, 'health-weight-320.png'), animations: 'disabled' });
    log('  docs/screenshots/health-weight-320.png');
  } finally {
    await narrow.close();
  }
}

/**
 * Groceries without signal: a tick and an add show at once and wait, counted, for the connection; a tick of
 * an item the other member deleted meanwhile is dropped with a notice once back online.
 */
async function shopOffline(page, context, app, shot) {
  const addItem = async (name) => {
    await page.getByLabel('New item').fill(name);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('checkbox', { name, exact: true }).waitFor();
  };
  await addItem('Basil');
  const friend = await signInFriend(`${app}/shopping`);
  try {
    const friendPage = friend.page;
    await friendPage.getByRole('tab', { name: 'Weekly groceries' }).click({ timeout: 30_000 });
    await friendPage.getByRole('checkbox', { name: 'Basil', exact: true }).waitFor({ timeout: 15_000 });

    await context.setOffline(true);
    await page.getByRole('checkbox', { name: 'Basil', exact: true }).check();
    await addItem('Lemons');
    await page.getByText('2 changes waiting to sync').waitFor({ timeout: 10_000 });
    await page.mouse.move(0, 0);
    await shot('shopping-offline');

    // The other member deletes Basil (sent once the undo window closes), then the signal comes back.
    await friendPage.getByRole('button', { name: 'Delete Basil', exact: true }).click();
    await friendPage.getByRole('button', { name: 'Undo' }).waitFor({ state: 'detached', timeout: 15_000 });
    await context.setOffline(false);
    await page.getByText(/A change could not be saved and was discarded/).waitFor({ timeout: 30_000 });
    await page.getByText(/waiting to sync/).waitFor({ state: 'detached', timeout: 15_000 });
    await page.mouse.move(0, 0);
    await shot('shopping-dropped');
  } finally {
    await friend.close();
  }
  // Lemons go again, so the screens after this one show the seeded list.
  await page.getByRole('button', { name: 'Delete Lemons', exact: true }).click();
  await page.getByRole('button', { name: 'Undo' }).waitFor({ state: 'detached', timeout: 15_000 });
}

/**
 * "Add a food" on an eaten entry: the food table's answers as the user types, then the rows with where
 * their figures come from (olive oil from the table, one row set by hand, the rest estimates). The entry
 * is put back as it was (the row set by hand keeps its figures), so later screens show the seeded totals.
 */
async function foodTable(page, entry, shot) {
  const field = entry.getByRole('combobox', { name: 'Add a food' });
  await field.pressSequentially('olive');
  const oil = entry.getByRole('option', { name: /^Oil, olive/ });
  await oil.waitFor({ timeout: 15_000 });
  await field.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -150));
  await page.mouse.move(0, 0);
  await shot('diary-food-search');

  await oil.click();
  await entry.getByLabel('Portion', { exact: true }).selectOption({ label: '1 tablespoon (13.5 g)' });
  await entry.getByRole('button', { name: 'Add food', exact: true }).click();
  const added = entry.getByTestId('meal-row').filter({ hasText: /Oil, olive/ });
  await added.waitFor({ timeout: 15_000 });
  const byHand = entry.getByTestId('meal-row').first();
  await byHand.getByRole('button', { name: /^Set the figures of / }).click();
  await byHand.getByRole('button', { name: 'Save figures' }).click();
  await byHand.getByTestId('source-mark').getByText('by hand', { exact: true }).waitFor({ timeout: 15_000 });
  await byHand.getByRole('button', { name: 'Save figures' }).waitFor({ state: 'detached' });
  await entry.locator('.meal-rows').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -70));
  await page.mouse.move(0, 0);
  await shot('diary-sources');
  await added.getByRole('button', { name: /^Remove Oil, olive/ }).click();
  await added.waitFor({ state: 'detached', timeout: 15_000 });
}

/** An eaten entry's star, filled once saved, and the recent foods above "Add a food"; unstarred after. */
async function entryQuickActions(page, entry, shot) {
  await entry.getByRole('button', { name: /^Save “.+” as a favourite$/ }).click();
  const saved = entry.getByRole('button', { name: /^Remove “.+” from favourites$/ });
  await saved.waitFor({ timeout: 15_000 });
  await entry.getByRole('list', { name: 'Recent foods' }).waitFor({ timeout: 15_000 });
  await entry.locator('.history-entry__quick').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -70));
  await page.mouse.move(0, 0);
  await shot('diary-quick');
  await saved.click();
  await entry.getByRole('button', { name: /^Save “.+” as a favourite$/ }).waitFor({ timeout: 15_000 });
}

/** The camera screen with the one-tap chips under the today card (the demo's recent meals). */
async function cameraQuickLog(page, shot) {
  await page
    .locator('.today-card__eaten')
    .getByText(/^[\d,]+ of [\d,]+ kcal$/)
    .waitFor({ timeout: 15_000 });
  await page
    .getByRole('region', { name: 'Log again' })
    .locator('.quick-log__chip')
    .first()
    .waitFor({ timeout: 15_000 });
  await shot('camera-quick-log');
}

/**
 * "Not this food?": a meal described on the camera screen, its rice row grounded on the table; the sheet
 * its food opens, with the table's foods for "Rice" and the one in use marked, in light and dark. The
 * meal is logged today, so this runs after every screen that shows today's figures.
 */
async function notThisFood(page, app, shot) {
  await page.goto(app);
  await page.getByRole('button', { name: /Describe what you ate/ }).click({ timeout: 30_000 });
  await page.getByLabel('What did you eat?').fill('200 g rice and a chicken breast');
  await page.getByRole('button', { name: 'Log meal' }).click();
  await page.locator('.camera-result__description').waitFor({ timeout: 60_000 });
  await page.getByTestId('row-food').first().click();
  const sheet = page.getByRole('dialog', { name: 'Not this food?' });
  await sheet.locator('button[aria-current="true"]').waitFor({ timeout: 15_000 });
  await page.mouse.move(0, 0);
  await shot('diary-not-this-food');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot('diary-not-this-food-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.keyboard.press('Escape');
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  // SCREENSHOTS_APP_URL reuses a running stack (e.g. `npm start`) instead of starting one.
  const reuse = process.env.SCREENSHOTS_APP_URL;
  if (!reuse) log('Starting the local stack on free ports…');
  const stack = reuse
    ? { urls: { app: reuse }, stop: async () => {} }
    : await startStack({ ports: 'free', log: () => {} });
  let browser;
  try {
    browser = await openPhone();
    const { context } = browser;
    const page = context.pages()[0] ?? (await context.newPage());
    const app = stack.urls.app;
    // Screens are captured once everything on them has settled (fonts, lazy chunks, animations).
    const shot = async (name) => {
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await page.screenshot({ path: path.join(OUT, `${name}.png`), animations: 'disabled' });
      log(`  docs/screenshots/${name}.png`);
    };
    const nav = (label) =>
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: label });

    await page.goto(app);
    await page.getByLabel('Email', { exact: true }).waitFor({ timeout: 30_000 });
    const only = process.env.SCREENSHOTS_ONLY;
    if (!only) await shot('login');

    await submitLogin(page, DEMO_ACCOUNT);
    await page.getByRole('heading', { name: "What's on your plate?" }).waitFor({ timeout: 30_000 });
    if (only === 'health-weight') {
      await healthWeight(context, page, app, shot);
      return;
    }
    if (only === 'camera-quick-log') {
      await cameraQuickLog(page, shot);
      return;
    }
    if (only === 'diary-not-this-food') {
      await notThisFood(page, app, shot);
      return;
    }
    if (only === 'micros') {
      await microsScreenshots({ context, page, app, out: OUT, shot, log });
      return;
    }
    await shot('camera');
    // The today card above the capture actions: calories and macros eaten today against the targets.
    await page.locator('.today-card').waitFor({ timeout: 15_000 });
    await page
      .locator('.today-card__eaten')
      .getByText(/^[\d,]+ of [\d,]+ kcal$/)
      .waitFor({ timeout: 15_000 });
    await shot('diary-today');
    await cameraQuickLog(page, shot);

    const photo = Buffer.from((await page.evaluate(drawMeal)).split(',')[1], 'base64');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'dinner.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Analyse meal' }).click();
    await page.locator('.camera-result__description').waitFor({ timeout: 30_000 });
    await page.locator('.camera-result').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -120));
    await shot('camera-result');
    await page.getByRole('link', { name: 'View history' }).scrollIntoViewIfNeeded();
    await shot('camera-next-steps');
    // The estimate's rows (grams to change, remove, figures by hand, add a food) and "fix it in words".
    await page.locator('.meal-rows').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -70));
    await shot('diary-rows');

    // "Describe what you ate": a meal logged from words.
    await page.getByRole('button', { name: 'Analyse another' }).click();
    await page.getByRole('button', { name: /Describe what you ate/ }).click();
    await page.getByLabel('What did you eat?').fill('2 eggs, a slice of toast with butter and a banana');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('diary-text');

    await nav('History').click();
    await nav('Camera').click();
    await page.getByRole('button', { name: /Scan a recipe/ }).click();
    await page.getByLabel('Or paste the recipe text').fill(RECIPE_TEXT);
    await page.getByRole('button', { name: 'Analyse text' }).click();
    await page.locator('.camera-scan-result').waitFor({ timeout: 30_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('scan-result');

    await nav('Recipe').click();
    await page.getByLabel('Ingredients or meal description').fill('salmon\npotatoes\nbroccoli');
    await page.getByRole('button', { name: 'Generate recipe' }).click();
    const recipe = page.locator('.recipe-page__result');
    await recipe.waitFor({ timeout: 30_000 });
    await recipe.getByRole('button', { name: 'More persons' }).click();
    await recipe.getByRole('checkbox').first().check();
    await recipe.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -70));
    await shot('recipe');

    await nav('History').click();
    await page.locator('.history-page__list > li').first().waitFor({ timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('history');
    const scanned = page.locator('.history-page__list > li', { hasText: 'Lentil soup' });
    const expandable = (await scanned.count()) ? scanned : page.locator('.history-page__list > li').nth(1);
    await expandable.locator('.history-entry__toggle').click();
    await expandable.locator('.history-entry__panel').waitFor();
    await expandable.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -70));
    await shot('history-expanded');

    // History by day: day headers with the day's total against the target; an eaten entry's rows,
    // correction, slot/day mover and delete.
    await page.goto(`${app}/history`);
    await page.getByRole('heading', { name: 'Today', level: 2 }).waitFor({ timeout: 30_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('diary-history');
    const todayGroup = page.locator('.history-group', {
      has: page.getByRole('heading', { name: 'Today', level: 2 }),
    });
    const eatenEntry = todayGroup.locator('li', { hasText: 'Lunch' }).first();
    await eatenEntry.locator('.history-entry__toggle').click();
    await eatenEntry.locator('.history-entry__panel').waitFor();
    await eatenEntry.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -70));
    await shot('diary-entry');
    await foodTable(page, eatenEntry, shot);
    await entryQuickActions(page, eatenEntry, shot);
    // A recipe shared with a list: the other member sees it marked shared, read-only, with "I ate this".
    let ownRecipe = page.locator('.history-page__list > li', { hasText: 'chicken curry' });
    // The seed has five weeks of meals: the recipe is some pages back.
    for (let i = 0; i < 20 && !(await ownRecipe.count()); i++) {
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForTimeout(500);
      ownRecipe = page.locator('.history-page__list > li', { hasText: 'chicken curry' });
    }
    await ownRecipe.first().locator('.history-entry__toggle').click();
    await ownRecipe.first().getByRole('button', { name: 'Share with Weekly groceries' }).click();
    await ownRecipe.first().getByRole('button', { name: 'Stop sharing with Weekly groceries' }).waitFor();
    const friend = await signInFriend(`${app}/history`);
    try {
      const friendPage = friend.page;
      const sharedSection = friendPage.getByRole('region', { name: 'Shared in Weekly groceries' });
      await sharedSection.waitFor({ timeout: 30_000 });
      const sharedEntry = sharedSection.locator('li', { hasText: 'chicken curry' });
      await sharedEntry.locator('.history-entry__toggle').click();
      await sharedEntry.getByRole('button', { name: 'I ate this' }).waitFor();
      await sharedSection.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await friendPage.evaluate(() => window.scrollBy(0, -70));
      await friendPage.evaluate(() => document.fonts.ready);
      await friendPage.screenshot({ path: path.join(OUT, 'diary-shared.png'), animations: 'disabled' });
      log('  docs/screenshots/diary-shared.png');
    } finally {
      await friend.close();
    }
    await ownRecipe.first().getByRole('button', { name: 'Stop sharing with Weekly groceries' }).click();
    await ownRecipe.first().getByRole('button', { name: 'Share with Weekly groceries' }).waitFor();

    await nav('Groceries').click();
    await page.getByRole('tab', { name: 'Weekly groceries' }).waitFor({ timeout: 15_000 });
    await page.locator('.shopping-items li').first().waitFor({ timeout: 15_000 });
    await shot('shopping');
    // A deleted item hides at once; the toast offers Undo for 2 s before the delete is sent.
    await page
      .locator('.shopping-items li')
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    await shot('shopping-undo');
    await page.getByRole('button', { name: 'Undo' }).click();
    await shopOffline(page, context, app, shot);

    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    // The form fills from the live profile once it arrives.
    await page.waitForFunction(() => {
      const age = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Age')?.control;
      return Boolean(age?.value);
    });
    await shot('settings');
    // Inviting your own address: the dialog keeps what was typed and says why under the field.
    await page.getByRole('button', { name: /Weekly groceries/ }).click();
    await page.getByRole('button', { name: 'Invite member' }).click();
    await page.getByRole('dialog').getByLabel('Email address').fill('demo@example.com');
    await page.getByRole('dialog').getByRole('button', { name: 'Send invite' }).click();
    await page.getByRole('dialog').getByText("That's your own address").waitFor({ timeout: 15_000 });
    await shot('settings-invite-error');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    // A height typed in metres into the centimetre field: a hint with the likely value.
    const height = page.getByLabel(/^Height/);
    await height.fill('1.8');
    await page.getByText('Did you mean 180 cm?').waitFor();
    await height.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot('settings-height-hint');
    await page.getByRole('button', { name: /Use 180/ }).click();

    // The edited height is not saved: leaving Settings asks first.
    await page.getByRole('button', { name: 'Open health' }).click();
    await page.getByRole('dialog').getByText('Leave without saving?').waitFor();
    await shot('settings-unsaved');
    await page.getByRole('dialog').getByRole('button', { name: 'Leave', exact: true }).click();
    await page.getByRole('heading', { name: 'Health', level: 1 }).waitFor();
    await shot('health');
    // The goal the diary uses and the last 7 days against the target.
    await page
      .getByRole('group', { name: 'Goal for your diary' })
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -80));
    await shot('diary-goal');
    await page.getByTestId('week-chart').getByRole('link').first().waitFor();
    await page.locator('.health-week').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.evaluate(() => window.scrollBy(0, 90));
    await shot('diary-week');
    await healthWeight(context, page, app, shot);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Close health' }).click();
    await nav('Groceries').click();
    await page.locator('.shopping-items li').first().waitFor({ timeout: 15_000 });
    await shot('shopping-dark');
    await nav('History').click();
    await page.locator('.history-page__list > li').first().waitFor({ timeout: 15_000 });
    await shot('history-dark');

    // A file that is not a photo is refused when picked.
    await page.emulateMedia({ colorScheme: 'light' });
    await nav('Camera').click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await page.getByRole('button', { name: 'Choose another photo' }).waitFor();
    await shot('camera-not-a-photo');

    // The sign-in screen on a small phone (320x568): the sign-up link stays above the fold.
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    const small = await context.newPage();
    await small.setViewportSize({ width: 320, height: 568 });
    await small.goto(app);
    await small.getByLabel('Email', { exact: true }).waitFor({ timeout: 30_000 });
    await small.evaluate(() => document.fonts.ready);
    await small.screenshot({ path: path.join(OUT, 'login-320.png') });
    log('  docs/screenshots/login-320.png');

    // The accept link of an invitation e-mail, opened signed out: the login says what joining means.
    const invite = new URLSearchParams({ invite: 'invite-1', list: 'Party supplies', from: 'Friend' });
    await page.goto(`${app}/settings?${invite}`);
    await page.getByLabel('Email', { exact: true }).waitFor({ timeout: 30_000 });
    await shot('login-invite');

    // A new account signed up from that link: the invitation waits until the address is verified.
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByLabel('Email', { exact: true }).fill(`newcomer-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('newcomer-secret');
    await page.locator('form button[type=submit]').click();
    await page.getByRole('heading', { name: 'Verify your email address' }).waitFor({ timeout: 30_000 });
    await shot('settings-verify');
    // Delete account says what goes and asks for the password.
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
    await shot('settings-delete-account');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email', { exact: true }).waitFor({ timeout: 30_000 });

    // A verified account opening an invitation link is asked before joining.
    await page.goto(`${app}/settings?${invite}`);
    await submitLogin(page, DEMO_ACCOUNT);
    await page.getByRole('dialog', { name: 'Join the list?' }).waitFor({ timeout: 30_000 });
    await shot('settings-join');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    // The list's card shows who is invited, with Cancel.
    await page.getByRole('button', { name: /Weekly groceries/ }).click();
    await page.getByRole('button', { name: 'Invite member' }).click();
    await page.getByRole('dialog').getByLabel('Email address').fill('grandma@example.com');
    await page.getByRole('dialog').getByRole('button', { name: 'Send invite' }).click();
    const invited = page.getByRole('list', { name: 'Invited' });
    await invited.getByText('grandma@example.com').waitFor({ timeout: 15_000 });
    await invited.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot('settings-invited');
    await microsScreenshots({ context, page, app, out: OUT, shot, log });
    await notThisFood(page, app, shot);
  } finally {
    await browser?.close();
    await stack.stop();
  }
  log('Done.');
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
