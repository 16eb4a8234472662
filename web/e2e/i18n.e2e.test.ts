// Every screen in each of the four languages: switched in Settings, the page language follows, every
// heading is the language's own text, and no raw i18n key or unfilled {{placeholder}} is ever rendered.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { languages } from '../../functions/src/shared/languages';
import { ensureEnglish, useSignedInPhone } from './browser';

const { app } = inject('stack');
const LOCALES = path.resolve(import.meta.dirname, '../../locales');
// Ends in English, the account's seeded language.
const LANGUAGES = [...languages.filter((language) => language !== 'en'), 'en' as const];

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, out: Map<string, string>) {
  for (const [key, value] of Object.entries(tree)) {
    const full = `${prefix}.${key}`;
    if (typeof value === 'string') {
      out.set(full, value);
      // i18next plural forms: t('history.count') renders history.count_one / _other.
      out.set(full.replace(/_(zero|one|two|few|many|other)$/, ''), value);
    } else flatten(value, full, out);
  }
}

function messages(language: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(path.join(LOCALES, language))) {
    if (!file.endsWith('.json') || file === 'email.json') continue;
    flatten(JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')), file.slice(0, -5), out);
  }
  return out;
}

const en = messages('en');
const allKeys = new Set(en.keys());

/** Every key-shaped word on screen (text, labels, placeholders, titles, alt texts) that is an i18n key. */
async function rawKeysOnScreen(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out = [document.body.innerText, document.title];
    for (const el of document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(attr);
        if (value) out.push(value);
      }
    }
    return out;
  });
  const found = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/\b[a-z]+(?:\.[a-zA-Z0-9_]+)+\b/g)) {
      if (allKeys.has(match[0])) found.add(match[0]);
    }
    if (text.includes('{{')) found.add(`unfilled placeholder in "${text.slice(0, 80)}"`);
  }
  return [...found];
}

describe('languages', () => {
  const phone = useSignedInPhone(app, '/settings');
  beforeAll(() => ensureEnglish(phone.page));
  // Leave the shared demo account in English for the other suites, whatever happened above (this runs
  // before the phone closes).
  afterAll(() => ensureEnglish(phone.page).catch(() => undefined));

  it.each(LANGUAGES)('renders every screen in %s without a raw key', async (language) => {
    const { page } = phone;
    const t = messages(language);
    const text = (key: string) => {
      const value = t.get(key);
      if (value === undefined) throw new Error(`${language} lacks ${key}`);
      return value;
    };
    const expectClean = async (screen: string) => {
      expect(await page.evaluate(() => document.documentElement.lang), screen).toBe(language);
      expect(await rawKeysOnScreen(page), `${screen} in ${language}`).toEqual([]);
    };

    // Switch in Settings (the select is found by its options: its label is in the current language).
    if (!/\/settings$/.test(page.url())) await page.goto(`${app}/settings`);
    const select = page.locator('select:has(option[value="da"])');
    await select.waitFor({ timeout: 30_000 });
    await select.selectOption(language);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    await page.getByRole('heading', { name: text('settings.title'), level: 1 }).waitFor();
    await page.getByRole('heading', { name: text('settings.profileTitle') }).waitFor();
    await expectClean('settings');

    const nav = page.locator('nav.bottom-nav');
    expect(await nav.locator('a').allInnerTexts()).toEqual(
      ['groceries', 'recipe', 'camera', 'history'].map((tab) => text(`layout.nav.${tab}`)),
    );

    await page.getByRole('button', { name: text('layout.openHealth') }).click();
    await page.getByRole('heading', { name: text('health.title'), level: 1 }).waitFor();
    await expectClean('health');

    await nav.locator('a[href="/"]').click();
    await page.getByRole('heading', { name: text('camera.title'), level: 1 }).waitFor();
    await expectClean('camera');
    await page.getByRole('button', { name: new RegExp(text('camera.scanRecipe')) }).click();
    await page.getByRole('heading', { name: text('camera.scanTitle'), level: 1 }).waitFor();
    await expectClean('camera scan');

    await nav.locator('a[href="/recipe"]').click();
    await page.getByRole('heading', { name: text('recipe.title'), level: 1 }).waitFor();
    await expectClean('recipe');

    await nav.locator('a[href="/history"]').click();
    await page.getByRole('heading', { name: text('history.title'), level: 1 }).waitFor();
    const entry = page.locator('.history-page__list > li').first();
    await entry.waitFor({ timeout: 15_000 });
    await page.getByRole('navigation', { name: text('history.pageSelect') }).waitFor();
    await entry.locator('.history-entry__toggle').click();
    await entry.locator('.history-entry__panel').waitFor();
    await expectClean('history');

    await nav.locator('a[href="/shopping"]').click();
    await page.getByRole('heading', { name: text('shopping.title'), level: 1 }).waitFor();
    await page.getByRole('tab').first().waitFor({ timeout: 15_000 });
    await page.locator('.items-panel li, .items-panel__empty').first().waitFor({ timeout: 15_000 });
    await expectClean('shopping');

    await page.getByRole('button', { name: text('layout.openSettings') }).click();
    await page.getByRole('heading', { name: text('settings.title'), level: 1 }).waitFor();
  });
});
