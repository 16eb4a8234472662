// Shopping in a shop with no signal: a production build (service worker, persistent Firestore cache) on
// a static host against the local stack. Offline, user A ticks two items, adds one and renames one; a
// reload offline still shows all of it with the waiting badge; back online the changes reach the server
// once each and user B sees every one of them.
import { describe, expect, inject, it } from 'vitest';
import { FRIEND_ACCOUNT } from '../../scripts/lib/sign-in.mjs';
import { firestoreOrigin, queryDocs, uniqueSuffix, useBuiltApp, useSignedInPhone } from './browser';
import { addItem, checked, openList, SHARED_LIST, unchecked } from './shopping-list';

const { app } = inject('stack');

describe('shopping offline', () => {
  // The demo account uses the production build; the friend, online all along, the dev server.
  const builtApp = useBuiltApp(app);
  const demo = useSignedInPhone(builtApp, '/shopping');
  const friend = useSignedInPhone(app, '/shopping', FRIEND_ACCOUNT);

  it('keeps offline changes through a reload and syncs them once when back online', async () => {
    const s = uniqueSuffix();
    const names = { a: `Offline A ${s}`, b: `Offline B ${s}`, c: `Offline C ${s}` };
    const added = `Offline new ${s}`;
    const renamed = `Offline renamed ${s}`;
    const { page, context } = demo;

    await openList(page, builtApp(), SHARED_LIST);
    for (const name of Object.values(names)) await addItem(page, name);
    // The service worker controls the page (the shell and this screen's chunks are cached) and the
    // items have reached the persistent cache from the server.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await page.getByRole('tab', { name: SHARED_LIST, selected: true }).waitFor({ timeout: 30_000 });
    await unchecked(page, names.c).waitFor({ timeout: 10_000 });
    await openList(friend.page, app, SHARED_LIST);
    await unchecked(friend.page, names.c).waitFor({ timeout: 10_000 });

    await context.setOffline(true);
    await page.getByRole('checkbox', { name: names.a, exact: true }).check();
    await page.getByRole('checkbox', { name: names.b, exact: true }).check();
    await page.getByLabel('New item').fill(added);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: `Rename ${names.c}`, exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Item name' });
    await editor.fill(renamed);
    await editor.press('Enter');

    const badge = page.getByText('4 changes waiting to sync');
    const shownOffline = async () => {
      await badge.waitFor({ timeout: 30_000 });
      await checked(page, names.a).waitFor();
      await checked(page, names.b).waitFor();
      await unchecked(page, added).waitFor();
      await unchecked(page, renamed).waitFor();
      expect(await page.getByText(names.c, { exact: true }).count()).toBe(0);
    };
    await shownOffline();

    // A reload offline: the shell from the service worker, the items from the persistent cache and the
    // waiting changes from the outbox.
    await page.reload();
    await page.getByRole('tab', { name: SHARED_LIST, selected: true }).waitFor({ timeout: 30_000 });
    await shownOffline();
    // Nothing has reached the other member.
    expect(await unchecked(friend.page, names.a).isVisible()).toBe(true);
    expect(await friend.page.getByText(added).count()).toBe(0);

    await context.setOffline(false);
    // The count goes down as the changes are confirmed, then the badge goes.
    await page.getByText(/waiting to sync/).waitFor({ state: 'detached', timeout: 30_000 });

    await checked(friend.page, names.a).waitFor({ timeout: 10_000 });
    await checked(friend.page, names.b).waitFor({ timeout: 10_000 });
    await unchecked(friend.page, added).waitFor({ timeout: 10_000 });
    await unchecked(friend.page, renamed).waitFor({ timeout: 10_000 });
    expect(await friend.page.getByText(names.c, { exact: true }).count()).toBe(0);

    // Each change was applied once: one document per name, none under the old name.
    const firestore = await firestoreOrigin(friend.page);
    for (const name of [names.a, names.b, added, renamed]) {
      expect(await queryDocs(firestore, 'shoppingItems', 'name', name)).toHaveLength(1);
    }
    expect(await queryDocs(firestore, 'shoppingItems', 'name', names.c)).toHaveLength(0);
  });

  it('drops a change that can no longer apply, with one notice, and sends nothing twice', async () => {
    const s = uniqueSuffix();
    const item = `Soon gone ${s}`;
    const { page, context } = demo;
    await openList(page, builtApp(), SHARED_LIST);
    await addItem(page, item);
    await openList(friend.page, app, SHARED_LIST);
    await unchecked(friend.page, item).waitFor({ timeout: 10_000 });

    await context.setOffline(true);
    await page.getByRole('checkbox', { name: item, exact: true }).check();
    await page.getByText('1 change waiting to sync').waitFor({ timeout: 10_000 });

    // Meanwhile the other member deletes the item (sent when the undo window closes).
    await friend.page.getByRole('button', { name: `Delete ${item}`, exact: true }).click();
    const firestore = await firestoreOrigin(friend.page);
    await expect
      .poll(() => queryDocs(firestore, 'shoppingItems', 'name', item), { timeout: 15_000 })
      .toHaveLength(0);

    await context.setOffline(false);
    await page
      .getByText('A change could not be saved and was discarded: This item no longer exists')
      .waitFor({ timeout: 30_000 });
    await page.getByText(/waiting to sync/).waitFor({ state: 'detached', timeout: 10_000 });
    // Gone from the screen once the live data has the other member's delete.
    await page
      .getByRole('checkbox', { name: item, exact: true })
      .waitFor({ state: 'detached', timeout: 10_000 });
    // The refused tick did not bring the item back.
    expect(await queryDocs(firestore, 'shoppingItems', 'name', item)).toHaveLength(0);
  });

  it('a page closed in the middle of a replay: reopened, it finishes the replay and nothing is doubled', async () => {
    const s = uniqueSuffix();
    const names = Array.from({ length: 8 }, (_, i) => `Replay ${i + 1} ${s}`);
    const { page, context } = demo;
    await openList(page, builtApp(), SHARED_LIST);

    await context.setOffline(true);
    for (const name of names) {
      await page.getByLabel('New item').fill(name);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await page.getByText(`${names.length} changes waiting to sync`).waitFor({ timeout: 10_000 });

    // Back online, the first sends reach the server and are applied, but their answers never come back:
    // the page is closed before they do, as when the app is killed mid-replay.
    let applied = 0;
    await context.route('**/addItem', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      applied += 1;
      // The answer is held back until the page is gone.
    });
    await context.setOffline(false);
    await expect.poll(() => applied, { timeout: 30_000 }).toBeGreaterThan(0);
    await page.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    const firestore = await firestoreOrigin(friend.page);
    const stored = async () =>
      (await Promise.all(names.map((name) => queryDocs(firestore, 'shoppingItems', 'name', name)))).flat();
    const beforeReopen = (await stored()).length;
    expect(beforeReopen).toBeGreaterThan(0);

    // Reopened: the outbox still holds every change whose answer it did not get, and sends them again
    // with their operation ids; the server applies each one once.
    const reopened = await context.newPage();
    demo.page = reopened;
    await openList(reopened, builtApp(), SHARED_LIST);
    await reopened.getByText(/waiting to sync/).waitFor({ state: 'detached', timeout: 30_000 });
    for (const name of names) await unchecked(reopened, name).waitFor({ timeout: 10_000 });
    for (const name of names) {
      expect(await queryDocs(firestore, 'shoppingItems', 'name', name), name).toHaveLength(1);
    }
  });
});
