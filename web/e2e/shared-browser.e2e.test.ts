// A shared browser: A uses the app (its lists, items and meals reach the Firestore cache), ticks an item
// offline so a change waits in the outbox, and signs out while still offline. Nothing of A is then left in
// the browser's storage, and B, signing in on the same browser once back online, sees none of it on any
// screen; A's waiting change is never sent.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNT, FRIEND_ACCOUNT, logIn, submitLogin } from '../../scripts/lib/sign-in.mjs';
import { firestoreOrigin, useBuiltApp, usePhone } from './browser';
import { selectList } from './shopping-list';

const { app } = inject('stack');

// What only A (demo-user) has in the seed: a personal item, a list with its item, and meals.
const A_ITEM = 'AA batteries';
const A_LIST = 'Party supplies';
const A_LIST_ITEM = 'Balloons';
const A_MEALS = ['Porridge with banana and milk', 'Chicken breast with rice and broccoli'];
const A_MARKERS = [A_ITEM, A_LIST, A_LIST_ITEM, ...A_MEALS, 'demo-user', 'demo@example.com'];

/** Which of `markers` appear anywhere in the page's IndexedDB databases or localStorage. */
async function storedMarkers(page: Page, markers: string[]): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const texts: string[] = [];
    const text = (value: unknown) =>
      JSON.stringify(value, (_key, inner) => (inner instanceof ArrayBuffer ? undefined : inner)) ?? '';
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        texts.push(`${name}/${store}: ${text(all)}`);
      }
      db.close();
    }
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      texts.push(`localStorage ${key}: ${localStorage.getItem(key)}`);
    }
    const all = texts.join('\n');
    return wanted.filter((marker) => all.includes(marker));
  }, markers);
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name }).click();

describe('a shared browser', () => {
  const builtApp = useBuiltApp(app);
  const phone = usePhone();

  it('keeps nothing of the last account after its sign-out offline, and shows none of it to the next', async () => {
    const { page, context } = phone;
    await logIn(page, builtApp(), DEMO_ACCOUNT, '/shopping');
    await selectList(page, A_LIST);
    await page.getByRole('checkbox', { name: A_LIST_ITEM, exact: true }).waitFor();
    await nav(page, 'History');
    await page
      .getByText(A_MEALS[0] as string)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByText('demo@example.com').first().waitFor({ timeout: 30_000 });
    await nav(page, 'Groceries');
    await selectList(page, 'Personal');
    const batteries = page.getByRole('checkbox', { name: A_ITEM, exact: true });
    await batteries.waitFor({ timeout: 30_000 });
    // A's documents are in the browser's cache now.
    await expect.poll(() => storedMarkers(page, [A_ITEM, A_LIST_ITEM]), { timeout: 15_000 }).toHaveLength(2);

    await context.setOffline(true);
    await batteries.check();
    await page.getByText('1 change waiting to sync').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    // The waiting change would be lost: the app asks first.
    await page
      .getByRole('dialog', { name: 'Sign out now?' })
      .getByRole('button', { name: 'Sign out anyway' })
      .click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor({ timeout: 30_000 });

    // Offline still: the cache, the waiting change and A's keys are gone from the browser.
    await expect.poll(() => storedMarkers(page, A_MARKERS), { timeout: 20_000 }).toEqual([]);

    await context.setOffline(false);
    await submitLogin(page, FRIEND_ACCOUNT);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ timeout: 30_000 });

    await nav(page, 'Groceries');
    await selectList(page, 'My Shopping List');
    await page.getByRole('checkbox', { name: 'Eggs (10 pcs)', exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('tab', { name: A_LIST }).count()).toBe(0);
    await selectList(page, 'Personal');
    await page.getByText('Nothing on this list yet').waitFor({ timeout: 15_000 });
    expect(await page.getByText(A_ITEM).count()).toBe(0);
    expect(await page.getByText(/waiting to sync/).count()).toBe(0);

    await nav(page, 'History');
    await page.getByText('Scrambled eggs on toast').first().waitFor({ timeout: 30_000 });
    for (const meal of A_MEALS) expect(await page.getByText(meal).count()).toBe(0);
    // (A's address may show on Settings: A shares a list with B and invited B to another.)
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByText('friend@example.com').first().waitFor({ timeout: 30_000 });

    // A's tick was never sent, as B or at all: the item is still unticked on the server.
    const origin = await firestoreOrigin(page);
    const res = await fetch(
      `${origin}/v1/projects/demo-meal-assistant/databases/(default)/documents/shoppingItems/item-batteries`,
      { headers: { authorization: 'Bearer owner' } },
    );
    const item = (await res.json()) as { fields: { checked: { booleanValue: boolean } } };
    expect(item.fields.checked.booleanValue).toBe(false);
  });
});
