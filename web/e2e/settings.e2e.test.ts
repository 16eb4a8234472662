// Settings, health and the invitation round trip on the local stack (seeded demo accounts).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FRIEND_ACCOUNT, logIn } from '../../scripts/lib/sign-in.mjs';
import {
  authMailFor,
  ensureEnglish,
  inviteLinkFor,
  openPhone,
  submitSignUp,
  uniqueSuffix,
  usePhone,
  useSignedInPhone,
  waitForSavedLanguage,
} from './browser';

const { app, mailbox } = inject('stack');

describe('settings', () => {
  const demo = useSignedInPhone(app, '/settings');
  const friend = usePhone();
  beforeAll(() => ensureEnglish(demo.page));

  it('validates and saves the profile', async () => {
    const { page } = demo;
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await page.getByLabel('Age', { exact: true }).fill('130');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter an age between 1 and 120.').waitFor();
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

    const link = new URL(await inviteLinkFor(mailbox, 'friend@example.com', listName));
    expect(link.searchParams.get('list')).toBe(listName);
    // Signed out, the login screen says what signing in joins; the link survives the sign-in.
    await friend.page.goto(`${app}${link.pathname}${link.search}`);
    await friend.page
      .getByText(new RegExp(`^Sign in or create an account to join .+'s list "${listName}"$`))
      .waitFor({ timeout: 30_000 });
    await logIn(friend.page, app, FRIEND_ACCOUNT, `${link.pathname}${link.search}`);
    // Settings asks first, naming the inviter and the list.
    const join = friend.page.getByRole('dialog', { name: 'Join the list?' });
    await join
      .getByText(new RegExp(`invited you to share the shopping list "${listName}"`))
      .waitFor({ timeout: 15_000 });
    await join.getByRole('button', { name: 'Join list' }).click();
    // Accepted: Groceries opens on the list joined and says so.
    await friend.page.getByText(`You joined ${listName}`).waitFor({ timeout: 15_000 });
    await friend.page.getByRole('tab', { name: listName, selected: true }).waitFor({ timeout: 10_000 });
    expect(new URL(friend.page.url()).pathname).toBe('/shopping');
    expect(new URL(friend.page.url()).search).toBe('');
    await friend.page.getByRole('button', { name: 'Open settings' }).click();
    await ensureEnglish(friend.page, 'friend-user');
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

  it('a brand-new person: accept link, sign up, verify from the mail, join, see the list', async () => {
    const listName = `Newcomer ${Date.now()}`;
    const email = `newcomer-${uniqueSuffix()}@example.com`;
    const { page } = demo;
    await page.getByRole('button', { name: 'New list' }).click();
    await page.getByRole('dialog').getByLabel('List name').fill(listName);
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await page.getByText('List created').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: new RegExp(listName) }).click();
    await page.getByRole('button', { name: 'Invite member' }).click();
    await page.getByRole('dialog').getByLabel('Email address').fill(email);
    await page.getByRole('dialog').getByRole('button', { name: 'Send invite' }).click();
    await page.getByText('Invitation sent').waitFor({ timeout: 10_000 });
    // The inviter sees the invitation waiting in the list's card.
    await page.getByRole('list', { name: 'Invited' }).getByText(email).waitFor({ timeout: 10_000 });

    const newcomer = await openPhone();
    try {
      const p = newcomer.page;
      const link = new URL(await inviteLinkFor(mailbox, email, listName));
      await p.goto(`${app}${link.pathname}${link.search}`);
      await submitSignUp(p, { email, password: 'newcomer-secret' });
      // Signed up on Settings with the link kept: the invitation waits for a verified address.
      await p.getByRole('heading', { name: 'Verify your email address' }).waitFor({ timeout: 30_000 });
      await p.getByText('You have an invitation waiting.', { exact: false }).waitFor();
      expect(await p.getByRole('dialog', { name: 'Join the list?' }).count()).toBe(0);

      const mail = await authMailFor(mailbox, email, 'VERIFY_EMAIL');
      await p.goto(mail.customArgs.oobLink as string);
      // The verification link leads back to the invitation; once the app sees the address verified it
      // asks to join (a reader who comes back by hand presses "I've verified").
      await p.waitForURL(/\/settings\?invite=/, { timeout: 30_000 });
      const join = p.getByRole('dialog', { name: 'Join the list?' });
      const verifiedBanner = p.getByRole('button', { name: "I've verified" });
      await join.or(verifiedBanner).first().waitFor({ timeout: 30_000 });
      if (!(await join.isVisible())) await verifiedBanner.click();
      await join.getByText(new RegExp(`invited you to share the shopping list "${listName}"`)).waitFor({
        timeout: 15_000,
      });
      await join.getByRole('button', { name: 'Join list' }).click();
      await p.getByText(`You joined ${listName}`).waitFor({ timeout: 15_000 });
      await p.getByRole('tab', { name: listName, selected: true }).waitFor({ timeout: 10_000 });
      // The inviter's card no longer lists the invitation: it was accepted.
      await page.getByRole('list', { name: 'Invited' }).waitFor({ state: 'detached', timeout: 10_000 });
    } finally {
      await newcomer.close();
    }
  });

  it('switches the language at once and keeps it after a reload; health follows', async () => {
    const { page } = demo;
    await page.getByLabel('Language', { exact: true }).selectOption('de');
    await page.getByRole('heading', { name: 'Einstellungen' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await waitForSavedLanguage(page, 'demo-user', 'de');
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
    await waitForSavedLanguage(page, 'demo-user', 'en');
  });
});
