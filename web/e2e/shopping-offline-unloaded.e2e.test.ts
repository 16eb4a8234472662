// A list never opened on this phone, chosen offline, is not called empty: its items were never read here,
// so the screen says it has not been loaded on this phone yet; back online they show.
import { describe, expect, inject, it } from 'vitest';
import { useBuiltApp, useSignedInPhone } from './browser';
import { openList, SHARED_LIST, selectList, unchecked } from './shopping-list';

const { app } = inject('stack');
/** The seed's other list of the demo account, with one item; the flow never opens it before going offline. */
const OTHER_LIST = 'Party supplies';

describe('a list never loaded on this phone, offline', () => {
  const builtApp = useBuiltApp(app);
  const demo = useSignedInPhone(builtApp, '/shopping');

  it('says it has not been loaded here, never that it is empty, and shows its items back online', async () => {
    const { page, context } = demo;
    await openList(page, builtApp(), SHARED_LIST);
    await page.locator('.shopping-items').first().waitFor({ timeout: 30_000 });

    await context.setOffline(true);
    await selectList(page, OTHER_LIST);
    await page.getByText('This list has not been loaded on this phone yet').waitFor({ timeout: 15_000 });
    expect(await page.getByText('Nothing on this list yet').count()).toBe(0);

    await context.setOffline(false);
    await unchecked(page, 'Balloons').waitFor({ timeout: 30_000 });
    expect(await page.getByText('This list has not been loaded on this phone yet').count()).toBe(0);
  });
});
