// Shopping: two members see each other's toggles live; add, inline rename, delete, clear checked;
// leaving keeps the list for the remaining member; the last member's leave (a delete) removes list and items.
import { describe, expect, inject, it } from 'vitest';
import { FRIEND_ACCOUNT } from '../../scripts/lib/sign-in.mjs';
import {
  docExists,
  ensureEnglish,
  firestoreOrigin,
  holdCallable,
  queryDocs,
  uniqueSuffix,
  useSignedInPhone,
  waitForToast,
} from './browser';
import { addItem, checked, openList, SHARED_LIST, unchecked } from './shopping-list';

const { app } = inject('stack');

describe('shopping lists', () => {
  const demo = useSignedInPhone(app, '/shopping');
  const friend = useSignedInPhone(app, '/shopping', FRIEND_ACCOUNT);

  it("shows one member's toggle to the other live", async () => {
    const item = `Live toggle ${uniqueSuffix()}`;
    await Promise.all([openList(demo.page, app, SHARED_LIST), openList(friend.page, app, SHARED_LIST)]);
    await addItem(demo.page, item);
    await unchecked(friend.page, item).waitFor({ timeout: 10_000 });

    await friend.page.getByRole('checkbox', { name: item, exact: true }).check();
    // The toggling member sees it move at once; the other member through the live subscription.
    await checked(friend.page, item).waitFor({ timeout: 2_000 });
    await checked(demo.page, item).waitFor({ timeout: 10_000 });
    expect(await unchecked(demo.page, item).count()).toBe(0);
    expect(await checked(demo.page, item).isChecked()).toBe(true);
    expect(await demo.page.getByRole('button', { name: /^Checked items \(\d+\)$/ }).isVisible()).toBe(true);

    await demo.page.getByRole('checkbox', { name: item, exact: true }).uncheck();
    await unchecked(friend.page, item).waitFor({ timeout: 10_000 });
    expect(await checked(friend.page, item).count()).toBe(0);
  });

  it('adds, renames inline, deletes and clears checked items', async () => {
    const { page } = demo;
    const s = uniqueSuffix();
    const panel = await openList(page, app, SHARED_LIST);
    await addItem(page, `Rename me ${s}`);
    await panel.getByRole('button', { name: `Rename Rename me ${s}`, exact: true }).click();
    const editor = panel.getByRole('textbox', { name: 'Item name' });
    expect(await editor.inputValue()).toBe(`Rename me ${s}`);
    await editor.fill(`Renamed ${s}`);
    await editor.press('Enter');
    await panel.getByRole('button', { name: `Rename Renamed ${s}`, exact: true }).waitFor();
    expect(await panel.getByText(`Rename me ${s}`).count()).toBe(0);
    // The other member gets the new name too.
    await openList(friend.page, app, SHARED_LIST);
    await unchecked(friend.page, `Renamed ${s}`).waitFor({ timeout: 10_000 });

    await panel.getByRole('button', { name: `Delete Renamed ${s}`, exact: true }).click();
    await unchecked(page, `Renamed ${s}`).waitFor({ state: 'detached' });
    await unchecked(friend.page, `Renamed ${s}`).waitFor({ state: 'detached', timeout: 10_000 });

    await addItem(page, `Keep ${s}`);
    for (const name of [`Done A ${s}`, `Done B ${s}`]) {
      await addItem(page, name);
      await page.getByRole('checkbox', { name, exact: true }).check();
      await checked(page, name).waitFor();
    }
    const header = panel.getByRole('button', { name: /^Checked items \(\d+\)$/ });
    // Collapsing hides the checked items, expanding shows them again.
    await header.click();
    await checked(page, `Done A ${s}`).waitFor({ state: 'detached' });
    await header.click();
    await checked(page, `Done A ${s}`).waitFor();
    await panel.getByRole('button', { name: 'Clear checked items' }).click();
    await checked(page, `Done A ${s}`).waitFor({ state: 'detached', timeout: 10_000 });
    expect(await checked(page, `Done B ${s}`).count()).toBe(0);
    expect(await page.locator('.shopping-items--checked').count()).toBe(0);
    expect(await unchecked(page, `Keep ${s}`).isVisible()).toBe(true);
    // Still so after a reload: the server has them deleted, not only the screen.
    await openList(page, app, SHARED_LIST);
    await unchecked(page, `Keep ${s}`).waitFor({ timeout: 10_000 });
    expect(await page.getByText(`Done A ${s}`).count()).toBe(0);
  });

  it('ticks an item with a tap on its name, and renames it with its own button', async () => {
    const { page } = demo;
    const s = uniqueSuffix();
    const panel = await openList(page, app, SHARED_LIST);
    await addItem(page, `Tap me ${s}`);
    await panel.getByText(`Tap me ${s}`, { exact: true }).click();
    await checked(page, `Tap me ${s}`).waitFor();
    expect(await panel.getByRole('textbox', { name: 'Item name' }).count()).toBe(0);
    await panel.getByText(`Tap me ${s}`, { exact: true }).click();
    await unchecked(page, `Tap me ${s}`).waitFor();
    await panel.getByRole('button', { name: `Rename Tap me ${s}`, exact: true }).click();
    expect(await panel.getByRole('textbox', { name: 'Item name' }).inputValue()).toBe(`Tap me ${s}`);
    await panel.getByRole('textbox', { name: 'Item name' }).press('Escape');
  });

  it('shows the lists and items it has at once on a full load, without waiting for the functions', async () => {
    const { page } = demo;
    await openList(page, app, SHARED_LIST);
    await unchecked(page, 'Oats (500 g)').waitFor({ timeout: 10_000 });
    // A cold function start or a slow connection: the profile check of every start does not answer yet.
    const held = await holdCallable(page, 'ensureProfile');
    try {
      await page.reload();
      await unchecked(page, 'Oats (500 g)').waitFor({ timeout: 10_000 });
      expect(await page.getByRole('tab', { name: SHARED_LIST, selected: true }).isVisible()).toBe(true);
    } finally {
      await held.release();
    }
  });

  it('keeps a list for the remaining member and deletes it with its items when the last one goes', async () => {
    const s = uniqueSuffix();
    const listName = `Cascade ${s}`;
    const item = `Cascade item ${s}`;

    // demo creates the list and invites friend, who accepts from the pending invitations.
    await demo.page.goto(`${app}/settings`);
    await ensureEnglish(demo.page);
    await demo.page.getByRole('button', { name: 'New list' }).click();
    await demo.page.getByRole('dialog').getByLabel('List name').fill(listName);
    await demo.page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await waitForToast(demo.page, 'List created');
    await demo.page.getByRole('button', { name: new RegExp(listName) }).click();
    await demo.page.getByRole('button', { name: 'Invite member' }).click();
    await demo.page.getByRole('dialog').getByLabel('Email address').fill('friend@example.com');
    await demo.page.getByRole('dialog').getByRole('button', { name: 'Send invite' }).click();
    await waitForToast(demo.page, 'Invitation sent');

    await friend.page.goto(`${app}/settings`);
    await ensureEnglish(friend.page, 'friend-user');
    const invite = friend.page.locator('.invite', { hasText: `"${listName}"` });
    await invite.waitFor({ timeout: 10_000 });
    await invite.getByRole('button', { name: 'Accept' }).click();
    await waitForToast(friend.page, `You joined ${listName}`);
    await friend.page.getByRole('tab', { name: listName, selected: true }).waitFor();

    const panel = await openList(demo.page, app, listName);
    const listId = (await demo.page.getByRole('tab', { name: listName }).getAttribute('id'))?.replace(
      'list-tab-',
      '',
    );
    expect(listId).toBeTruthy();
    await addItem(demo.page, item);
    expect(await panel.getByRole('button', { name: '2 members', exact: true }).isVisible()).toBe(true);
    await openList(friend.page, app, listName);
    await unchecked(friend.page, item).waitFor({ timeout: 10_000 });

    // demo leaves: the list stays, with its item, for friend, who sees the member count drop live.
    await demo.page.goto(`${app}/settings`);
    await demo.page.getByRole('button', { name: new RegExp(`${listName}.*2 members`) }).click();
    await demo.page.getByRole('button', { name: 'Delete or leave' }).click();
    await demo.page.getByRole('dialog').getByRole('button', { name: 'Leave list' }).click();
    await waitForToast(demo.page, 'You left the list');
    await friend.page.getByRole('button', { name: '1 member', exact: true }).waitFor({ timeout: 10_000 });
    expect(await unchecked(friend.page, item).isVisible()).toBe(true);
    await demo.page.goto(`${app}/shopping`);
    await demo.page.getByRole('tab', { name: SHARED_LIST }).waitFor({ timeout: 30_000 });
    expect(await demo.page.getByRole('tab', { name: listName }).count()).toBe(0);

    // friend, the last member: leaving means deleting (docs/product-rules.md#leaving-a-list); the list and
    // all its items are gone.
    const firestore = await firestoreOrigin(friend.page);
    expect(await queryDocs(firestore, 'shoppingItems', 'shoppingListId', listId as string)).toHaveLength(1);
    await friend.page.getByRole('button', { name: 'Open settings' }).click();
    await friend.page.getByRole('button', { name: new RegExp(`${listName}.*1 member`) }).click();
    await friend.page.getByRole('button', { name: 'Delete list' }).click();
    const confirm = friend.page.getByRole('dialog', { name: 'Delete this list?' });
    expect(await confirm.getByRole('button', { name: 'Leave list' }).count()).toBe(0);
    await confirm.getByRole('button', { name: 'Delete list' }).click();
    await waitForToast(friend.page, 'List deleted');
    await friend.page.getByRole('button', { name: 'Close settings' }).click();
    await friend.page.getByRole('tab', { name: SHARED_LIST }).waitFor({ timeout: 10_000 });
    expect(await friend.page.getByRole('tab', { name: listName }).count()).toBe(0);
    await expect
      .poll(() => queryDocs(firestore, 'shoppingItems', 'shoppingListId', listId as string))
      .toHaveLength(0);
    expect(await docExists(firestore, `shoppingLists/${listId}`)).toBe(false);
  });
});
