// Recipe screen: generate from a prompt, scale by persons, add selected ingredients to the active list.
import { describe, expect, inject, it } from 'vitest';
import { holdCallable, uniqueSuffix, useSignedInPhone, waitForToast } from './browser';

const { app } = inject('stack');

/** A shown amount as a number and its unit: "150 g", "1/2 tbsp", "1 1/2 tbsp" (kitchen fractions). */
function amountOf(text: string): { value: number; unit: string } {
  const fraction = /^(?:(\d+) )?(\d+)\/(\d+)(.*)$/.exec(text);
  if (fraction) {
    const whole = Number(fraction[1] ?? 0);
    return { value: whole + Number(fraction[2]) / Number(fraction[3]), unit: (fraction[4] ?? '').trim() };
  }
  const decimal = /^([\d.]+)(.*)$/.exec(text);
  if (!decimal) throw new Error(`no amount in "${text}"`);
  return { value: Number(decimal[1]), unit: (decimal[2] ?? '').trim() };
}

/** Each amount at `factor` persons is `factor` times the amount for one, in the same unit, as near as the
 * shown precision allows (one decimal, or the nearest kitchen fraction for spoons, cups and counts). */
function expectScaled(atOne: string[], scaled: string[], factor: number) {
  expect(scaled).toHaveLength(atOne.length);
  atOne.forEach((one, i) => {
    const base = amountOf(one);
    const shown = amountOf(scaled[i] as string);
    expect(shown.unit, `${one} x ${factor}`).toBe(base.unit);
    expect(
      Math.abs(shown.value - base.value * factor),
      `${one} x ${factor} = ${scaled[i]}`,
    ).toBeLessThanOrEqual(Math.max(0.13 * base.value * factor, 0.13));
  });
}

describe('recipe screen', () => {
  const phone = useSignedInPhone(app, '/recipe');

  it('generates a recipe, scales it, and adds the selected ingredients to the active list', async () => {
    const { page } = phone;
    const prompt = `chicken breast\nrice\nbroccoli ${uniqueSuffix()}`;
    await page.getByRole('heading', { name: 'Recipe generator' }).waitFor();
    const generate = page.getByRole('button', { name: 'Generate recipe' });
    expect(await generate.isDisabled()).toBe(true); // the description is required
    await page.getByLabel('Ingredients or meal description').fill(prompt);

    const held = await holdCallable(page, 'generateRecipe');
    await generate.click();
    const busy = page.getByRole('button', { name: 'Generating recipe…' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await held.release();

    const title = prompt.replace(/\s+/g, ' ');
    const result = page.getByRole('region', { name: title.charAt(0).toUpperCase() + title.slice(1) });
    await result.waitFor({ timeout: 30_000 });
    await result.getByRole('heading', { level: 2 }).first().waitFor();
    for (const tile of ['calories', 'protein', 'carbs', 'fat']) {
      expect(await result.getByTestId(`tile-${tile}`).innerText()).toMatch(/\d/);
    }
    expect(await result.locator('ol.recipe-view__instructions > li').count()).toBeGreaterThan(1);

    // Persons: a generated recipe is for one; the stepper cannot go below one and scales every amount.
    const persons = result.getByTestId('persons-value');
    expect(await persons.textContent()).toBe('1');
    expect(await result.getByRole('button', { name: 'Fewer persons' }).isDisabled()).toBe(true);
    const quantities = result.locator('.recipe-view__quantity');
    const items = result.locator('.recipe-view__item');
    const atOne = await quantities.allInnerTexts();
    expect(atOne.length).toBeGreaterThanOrEqual(3);
    await result.getByRole('button', { name: 'More persons' }).click();
    await result.getByRole('button', { name: 'More persons' }).click();
    expect(await persons.textContent()).toBe('3');
    const atThree = await quantities.allInnerTexts();
    expectScaled(atOne, atThree, 3);
    await result.getByRole('button', { name: 'Fewer persons' }).click();
    expectScaled(atOne.slice(0, 1), [await quantities.first().innerText()], 2);
    await result.getByRole('button', { name: 'More persons' }).click();

    // Add selected: needs a selection, adds the two chosen items at 3 persons, then clears the selection.
    const addSelected = result.getByRole('button', { name: 'Add selected' });
    expect(await addSelected.isDisabled()).toBe(true);
    const boxes = result.getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    // A shopping item reads "item (amount unit)" with the amount for the chosen persons.
    const names = await items.allInnerTexts();
    const expected = [0, 1].map((i) => `${names[i]} (${atThree[i]})`);
    await addSelected.click();
    await waitForToast(page, '2 ingredients added to Weekly groceries');
    expect(await boxes.nth(0).isChecked()).toBe(false);
    expect(await boxes.nth(1).isChecked()).toBe(false);
    expect(await addSelected.isDisabled()).toBe(true);

    // They are on the active list (the first of the user's lists, as /shopping shows it).
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Groceries' })
      .click();
    const activeTab = page.getByRole('tab', { selected: true });
    await activeTab.waitFor({ timeout: 15_000 });
    expect(await activeTab.textContent()).toBe('Weekly groceries');
    const panel = page.getByRole('tabpanel');
    for (const name of expected) {
      await panel.getByRole('button', { name: `Rename ${name}`, exact: true }).waitFor({ timeout: 10_000 });
    }
    // The third ingredient was not selected, so it was not added.
    const third = `${names[2]} (${atThree[2]})`;
    expect(await panel.getByRole('button', { name: `Rename ${third}`, exact: true }).count()).toBe(0);
  });
});
