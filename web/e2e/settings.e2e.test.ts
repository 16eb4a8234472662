// Settings, health and the invitation round trip on the local stack (seeded demo accounts).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureEnglish, inviteLinkFor, logIn, openPhone, type Phone } from './browser';

const { app, outbox } = inject('stack');

describe('settings', () => {
  let demo: Phone;
  let friend: Phone;
  beforeAll(async () => {
    [demo, friend] = await Promise.all([openPhone(), openPhone()]);
    await logIn(demo.page, app, 'demo@example.com', 'demo-password', '/settings');
    await ensureEnglish(demo.page);
  });
  afterAll(async () => {
    await demo.close();
    await friend.close();
  });

  it('validates and saves the profile', async () => {
    const { page } = demo;
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await page.getByLabel('Age', { exact: true }).fill('130');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter an age between 0 and 120.').waitFor();
    await page.getByLabel('Age', { exact: true }).fill('35');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Saved ✓' }).waitFor({ timeout: 10_000 });
    await page.reload();
    await page.getByRole('heading', { name: 'Profile' }).waitFor({ timeout: 30_000 });
    // The form fills from the live profile once it arrives.
    await expect
      .poll(() => page.getByLabel('Age', { exact: true }).inputValue(), { timeout: 10_000 })
      .toBe('35');
  });

  it('invites by e-mail; the mail link accepts; leaving updates the other member live', async () => {
    const listName = `E2E ${Date.now()}`;
    const { page } = demo;
    await page.getByRole('button', { name: 'New list' }).click();
    await page.getByRole('dialog').getByLabel('List name').fill(listName);
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await page.getByText('List created').waitFor({ timeout: 10_000 });
    const card = page.getByRole('button', { name: new RegExp(listName) });
    await card.click();
    await page.getByRole('button', { name: 'Invite member' }).click();
    await page.getByRole('dialog').getByLabel('Email address').fill('  Friend@Example.com ');
    await page.getByRole('dialog').getByRole('button', { name: 'Send invite' }).click();
    await page.getByText('Invitation sent').waitFor({ timeout: 10_000 });

    const link = new URL(await inviteLinkFor(outbox, 'friend@example.com', listName));
    expect(link.searchParams.get('list')).toBe(listName);
    // Signed out, the login screen says what signing in joins; the link survives the sign-in.
    await friend.page.goto(`${app}${link.pathname}${link.search}`);
    await friend.page
      .getByText(new RegExp(`^Sign in or create an account to join .+'s list "${listName}"$`))
      .waitFor({ timeout: 30_000 });
    await logIn(friend.page, app, 'friend@example.com', 'friend-password', `${link.pathname}${link.search}`);
    // Accepted: Groceries opens on the list joined and says so.
    await friend.page.getByText(`You joined ${listName}`).waitFor({ timeout: 15_000 });
    await friend.page.getByRole('tab', { name: listName, selected: true }).waitFor({ timeout: 10_000 });
    expect(new URL(friend.page.url()).pathname).toBe('/shopping');
    expect(new URL(friend.page.url()).search).toBe('');
    await friend.page.getByRole('button', { name: 'Open settings' }).click();
    await ensureEnglish(friend.page);
    const friendCard = friend.page.getByRole('button', { name: new RegExp(`${listName}.*2 members`) });
    await friendCard.waitFor({ timeout: 10_000 });

    await page.getByRole('button', { name: 'Delete or leave' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave list' }).click();
    await page.getByText('You left the list').waitFor({ timeout: 10_000 });
    await friend.page
      .getByRole('button', { name: new RegExp(`${listName}.*1 member`) })
      .waitFor({ timeout: 10_000 });
    expect(await page.getByRole('button', { name: new RegExp(listName) }).count()).toBe(0);
  });

  it('switches the language at once and keeps it after a reload; health follows', async () => {
    const { page } = demo;
    await page.getByLabel('Language', { exact: true }).selectOption('de');
    await page.getByRole('heading', { name: 'Einstellungen' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.waitForTimeout(1500); // let updateProfile land before reloading
    await page.reload();
    await page.getByRole('heading', { name: 'Einstellungen' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Gesundheit öffnen' }).click();
    await page.getByRole('heading', { name: 'Gesundheit' }).waitFor();
    expect(await page.getByText('Gewicht halten', { exact: true }).count()).toBe(1);
    // Health and settings sit over the tab screens: closing returns to the tab (here /).
    await page.getByRole('button', { name: 'Gesundheit schließen' }).click();
    await page.waitForURL(`${app}/`);
    await page.getByRole('button', { name: 'Einstellungen öffnen' }).click();
    await page.getByLabel('Sprache', { exact: true }).selectOption('en');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
  });
});
