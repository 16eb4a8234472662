// The Groceries screen as the shopping flows drive it: the list the seed shares, its tabs and its items.
import type { Page } from 'playwright-core';

/** The list the seed shares between the demo and the friend account. */
export const SHARED_LIST = 'Weekly groceries';

export const unchecked = (page: Page, name: string) =>
  page.locator('.shopping-items:not(.shopping-items--checked)').getByRole('checkbox', { name, exact: true });
export const checked = (page: Page, name: string) =>
  page.locator('.shopping-items--checked').getByRole('checkbox', { name, exact: true });

/** On Groceries: selects the tab of `listName` and waits until it is the selected one. */
export async function selectList(page: Page, listName: string) {
  const tab = page.getByRole('tab', { name: listName, exact: true });
  await tab.waitFor({ timeout: 30_000 });
  await tab.click();
  await page.getByRole('tab', { name: listName, selected: true }).waitFor();
}

/** Opens Groceries of the app at `appUrl` on `listName`; resolves with the list's panel. */
export async function openList(page: Page, appUrl: string, listName: string) {
  await page.goto(`${appUrl}/shopping`);
  await selectList(page, listName);
  return page.getByRole('tabpanel');
}

/** Adds `name` to the open list and waits for it among the unchecked items. */
export async function addItem(page: Page, name: string) {
  await page.getByLabel('New item').fill(name);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await unchecked(page, name).waitFor();
}
