// Camera screen: photo upload -> overlay -> result, no-food panel, recipe scan, result cleared on leaving.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNT, logIn } from '../../scripts/lib/sign-in.mjs';
import { foodPhoto, holdCallable, openPhone, plainPhoto, uniqueSuffix, useSignedInPhone } from './browser';

const { app } = inject('stack');

/** A fresh camera screen, whatever the previous test left on it. */
async function openCamera(page: Page) {
  await page.goto(`${app}/`);
  await page.getByRole('heading', { name: "What's on your plate?" }).waitFor({ timeout: 30_000 });
}

async function uploadPhoto(page: Page, buffer: Buffer, name: string) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/jpeg', buffer });
  await page.getByRole('img', { name: 'Captured photo' }).waitFor();
}

describe('camera screen', () => {
  const phone = useSignedInPhone(app);

  it('analyses an uploaded photo: overlay, result; leaving / clears it', async () => {
    const { page } = phone;
    await openCamera(page);
    await uploadPhoto(page, await foodPhoto(page, Date.now() % 1000), 'dinner.jpg');
    expect(await page.getByText('Meal photo').isVisible()).toBe(true);

    const held = await holdCallable(page, 'analyzeFoodImage');
    await page.getByRole('button', { name: 'Analyse meal' }).click();
    const overlay = page.getByRole('alertdialog', { name: 'Generating nutrition data…' });
    await overlay.waitFor();
    expect(await overlay.textContent()).toContain('Generating nutrition data…');
    // The nutrition card shows its skeleton while the answer is on its way.
    expect(await page.getByRole('status', { name: 'Loading nutrition data' }).isVisible()).toBe(true);
    await held.release();
    await overlay.waitFor({ state: 'detached', timeout: 30_000 });

    const description = page.locator('.camera-result__description');
    await description.waitFor();
    expect((await description.textContent())?.trim().length).toBeGreaterThan(5);
    for (const [tile, label, unit] of [
      ['calories', 'Calories', 'kcal'],
      ['protein', 'Protein', 'g'],
      ['carbs', 'Carbs', 'g'],
      ['fat', 'Fat', 'g'],
    ] as const) {
      const text = (await page.getByTestId(`tile-${tile}`).innerText()).replace(/\s+/g, ' ');
      expect(text).toMatch(new RegExp(`^${label} [\\d.,]+ ${unit}$`));
    }
    const calories = await page.getByTestId('tile-calories').locator('dd').innerText();
    expect(Number.parseInt(calories.replace(/[^\d]/g, ''), 10)).toBeGreaterThan(0);
    // The estimate is a list of food rows (name, grams, figures) whose sum is the totals above.
    // Each row's name, without the mark that says where its figures come from.
    const rows = await page
      .locator('.meal-row__name')
      .evaluateAll((names) => names.map((name) => name.firstChild?.textContent ?? ''));
    expect(await page.getByTestId('source-mark').count()).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((text) => text.trim().length > 0)).toBe(true);
    // The description names the first food (the demo AI's "<main> with <others>").
    expect((await description.textContent())?.toLowerCase()).toContain(
      (rows[0] as string).trim().toLowerCase(),
    );

    // The result says where it went and offers the next steps.
    expect(await page.getByText('Saved to your history.').isVisible()).toBe(true);
    // "View history" opens the day the meal was logged on.
    expect(await page.getByRole('link', { name: 'View history' }).getAttribute('href')).toMatch(
      /^\/history\?day=\d{4}-\d{2}-\d{2}$/,
    );
    expect(await page.getByRole('button', { name: 'Generate a recipe' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Analyse another' }).isVisible()).toBe(true);

    // Leaving / and coming back clears the result.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    await nav.getByRole('link', { name: 'Camera' }).click();
    await page.getByRole('heading', { name: "What's on your plate?" }).waitFor();
    expect(await page.getByRole('heading', { name: 'Nutrition' }).count()).toBe(0);
    expect(await page.getByRole('img', { name: 'Captured photo' }).count()).toBe(0);
    expect(await description.count()).toBe(0);
  });

  it("keeps the today card's place from the first frame, so the actions below it do not move when it loads", async () => {
    const fresh = await openPhone();
    try {
      const { page } = fresh;
      // Every box the card (its outline, then the card) has had, frame by frame, from the first frame with
      // the capture actions: none, or another one later, is a jump of the actions below it.
      await page.addInitScript(() => {
        const boxes: string[] = [];
        (window as unknown as { cardBoxes: string[] }).cardBoxes = boxes;
        const sample = () => {
          const actions = [...document.querySelectorAll('button')].some((button) =>
            button.textContent?.includes('Take a photo'),
          );
          const box = document.querySelector('.today-card')?.getBoundingClientRect();
          const seen = box ? `${Math.round(box.top)}+${Math.round(box.height)}` : 'none';
          if (actions && boxes[boxes.length - 1] !== seen) boxes.push(seen);
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      // The profile and today's totals arrive well after the screen (a slow connection).
      await page.route(/google\.firestore\.v1\.Firestore\/Listen/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue().catch(() => {});
      });
      await logIn(page, app, DEMO_ACCOUNT);
      await page.getByTestId('today-card').waitFor({ timeout: 30_000 });
      const boxes = await page.evaluate(() => (window as unknown as { cardBoxes: string[] }).cardBoxes);
      expect(boxes).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('shows the no-food panel for a plain one-colour picture, and starts over from it', async () => {
    const { page } = phone;
    await openCamera(page);
    await uploadPhoto(page, await plainPhoto(page), 'wall.jpg');
    await page.getByRole('button', { name: 'Analyse meal' }).click();
    const panel = page.getByRole('alert').filter({ hasText: "We couldn't detect any food in this image" });
    await panel.waitFor({ timeout: 30_000 });
    expect(await panel.getByRole('heading').textContent()).toBe("We couldn't detect any food in this image");
    expect(await panel.getByText('Please try again with a clear, well-lit photo of food.').isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('heading', { name: 'Nutrition' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Try another photo' }).click();
    await page.getByRole('heading', { name: "What's on your plate?" }).waitFor();
    expect(await page.getByRole('img', { name: 'Captured photo' }).count()).toBe(0);
  });

  it('refuses a file that is not an image when it is picked, and offers another photo', async () => {
    const { page } = phone;
    await openCamera(page);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('shopping notes') });
    const panel = page.getByRole('alert').filter({ hasText: 'This file is not a photo.' });
    await panel.waitFor();
    expect(await page.getByRole('button', { name: 'Analyse meal' }).count()).toBe(0);
    expect(await page.getByRole('img', { name: 'Captured photo' }).count()).toBe(0);
    expect(await panel.getByText(/well-lit/).count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Choose another photo' }).isVisible()).toBe(true);
  });

  it('scans pasted recipe text and shows it with the recipe view', async () => {
    const { page } = phone;
    const title = `Tomato pasta ${uniqueSuffix()}`;
    await openCamera(page);
    await page.getByRole('button', { name: /Scan a recipe/ }).click();
    await page.getByRole('heading', { name: 'Scan a recipe' }).waitFor();
    const analyse = page.getByRole('button', { name: 'Analyse text' });
    expect(await analyse.isDisabled()).toBe(true);
    await page
      .getByLabel('Or paste the recipe text')
      .fill(
        [
          title,
          'Serves 2',
          'Ingredients',
          '200 g pasta',
          '400 g tomatoes',
          '2 tbsp olive oil',
          'Instructions',
          '1. Boil the pasta in salted water.',
          '2. Simmer the tomatoes with the oil.',
          '3. Toss the pasta with the sauce and serve.',
        ].join('\n'),
      );
    await analyse.click();

    const result = page.locator('section.camera-scan-result');
    await result.getByRole('heading', { name: title, level: 2 }).waitFor({ timeout: 30_000 });
    expect(await result.getByText('Serves 2').isVisible()).toBe(true);
    expect(await result.getByTestId('persons-value').textContent()).toBe('2');
    for (const tile of ['calories', 'protein', 'carbs', 'fat']) {
      expect(await result.getByTestId(`tile-${tile}`).isVisible()).toBe(true);
    }
    const rows = (await result.locator('.recipe-view__ingredient').allInnerTexts()).map((text) =>
      text.replace(/\s+/g, ' ').trim(),
    );
    expect(rows).toEqual(expect.arrayContaining(['200 g pasta', '400 g tomatoes', '2 tbsp olive oil']));
    expect(await result.getByRole('checkbox').count()).toBe(3);
    expect(await result.getByRole('button', { name: 'Add all to list' }).isEnabled()).toBe(true);
    await result.getByRole('heading', { name: 'Instructions' }).waitFor();
    expect(await result.locator('ol.recipe-view__instructions > li').allInnerTexts()).toEqual([
      'Boil the pasta in salted water.',
      'Simmer the tomatoes with the oil.',
      'Toss the pasta with the sauce and serve.',
    ]);

    // Back leaves the result and returns to the capture screen.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: "What's on your plate?" }).waitFor();
    expect(await result.count()).toBe(0);
  });
});
