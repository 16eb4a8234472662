// Sign-in, sign-up and reset flows on the real Auth emulator (docs/product-rules.md#sign-up-and-sign-in).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Account, DEMO_ACCOUNT, FRIEND_ACCOUNT, idToken, logIn } from '../../scripts/lib/sign-in.mjs';
import { authMailFor, submitSignUp, uniqueSuffix, usePhone } from './browser';

const { app, mailbox } = inject('stack');

/** Whether the Auth emulator has the account's e-mail as verified (asked the way the SDK asks). */
async function emailVerified(authOrigin: string, account: Account): Promise<boolean> {
  const res = await fetch(`${authOrigin}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: await idToken(authOrigin, account) }),
  });
  const { users } = (await res.json()) as { users?: { emailVerified?: boolean }[] };
  return users?.[0]?.emailVerified === true;
}

/** Signs a new account up from the login screen on `page` and waits for the app. */
async function signUp(page: Page, account: Account) {
  await submitSignUp(page, account);
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ timeout: 30_000 });
}

describe('login screen', () => {
  const phone = usePhone();

  it('validates sign-up input, signs up, signs out, and maps the provider errors', async () => {
    const { page } = phone;
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto(app);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    const submit = page.locator('form button[type=submit]');

    await page.getByLabel('Email', { exact: true }).fill('no-at-sign');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await submit.click();
    expect(await page.getByRole('alert').textContent()).toBe('Please enter a valid email address');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await submit.click();
    expect(await page.getByRole('alert').textContent()).toBe('Password must be at least 6 characters long');

    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await submit.click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Open settings' }).click();
    // The address shows on Settings (also in the reminder to verify it).
    await page.getByText(email).first().waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    await submitSignUp(page, { email, password: 'secret123' });
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(
      'This email is already registered. Please try logging in instead.',
    );

    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await submit.click();
    await page.getByRole('alert').waitFor();
    // The common login failures are said in the app's own words.
    expect(await page.getByRole('alert').textContent()).toBe('The email or password is incorrect.');
  });

  it('sends a reset link and closes the modal by itself', async () => {
    const { page } = phone;
    await page.goto(app);
    await page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNT.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog
      .getByText('If an account uses this address, a reset link is on its way. Check your inbox.')
      .waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached', timeout: 6_000 });
    expect(await dialog.count()).toBe(0);
  });
});

describe('e-mails of the Auth emulator', () => {
  // Each case signs up its own account in its own browser profile.
  const phone = usePhone({ each: true });

  it('signing up from an invitation link sends a verification mail whose link verifies and leads back to it', async () => {
    const { page } = phone;
    const account = { email: `verify-${uniqueSuffix()}@example.com`, password: 'secret123' };
    const { email } = account;
    const invitation = `${app}/settings?invite=e2e-verify&list=Food&from=Ana`;
    await page.goto(invitation);
    await signUp(page, account);

    const mail = await authMailFor(mailbox, email, 'VERIFY_EMAIL');
    expect(mail.subject).toMatch(/^Verify your email/);
    expect(mail.customArgs.continueUrl).toBe(invitation);
    const link = mail.customArgs.oobLink as string;
    const authOrigin = new URL(link).origin;
    expect(await emailVerified(authOrigin, account)).toBe(false);

    await page.goto(link);
    await page.waitForURL(invitation);
    expect(await emailVerified(authOrigin, account)).toBe(true);
  });

  it('a password-reset mail sets the new password with the form on the mailbox page', async () => {
    const { page } = phone;
    const email = `reset-${uniqueSuffix()}@example.com`;
    await page.goto(app);
    await signUp(page, { email, password: 'secret123' });
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText('If an account uses this address, a reset link is on its way. Check your inbox.')
      .waitFor({ timeout: 10_000 });
    const mail = await authMailFor(mailbox, email, 'PASSWORD_RESET');
    expect(mail.subject).toMatch(/^Reset your password/);

    await page.goto(mailbox);
    const card = page.locator('article', { hasText: email }).filter({ hasText: 'Reset your password' });
    await card.getByLabel('New password').fill('brand-new-secret');
    const [result] = await Promise.all([
      page.context().waitForEvent('page'),
      card.getByRole('button', { name: 'Set the new password' }).click(),
    ]);
    // The emulator applies the new password and leads back to where the reset was asked for.
    expect(mail.customArgs.continueUrl?.startsWith(app)).toBe(true);
    await result.waitForURL(mail.customArgs.continueUrl as string);
    await result.close();

    await logIn(page, app, { email, password: 'brand-new-secret' });
  });
});

describe('opening the app again', () => {
  const phone = usePhone();
  beforeAll(async () => {
    // Records whether the login form ever reached the page, however briefly.
    await phone.page.addInitScript(() => {
      const flag = window as unknown as { loginFormShown?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('input[type=email]')) flag.loginFormShown = true;
      }).observe(document, { childList: true, subtree: true });
    });
  });

  const loginFormShown = () =>
    phone.page.evaluate(() => (window as unknown as { loginFormShown?: boolean }).loginFormShown === true);

  it('goes straight to the app while signed in, straight to the login form after signing out, and from a stale session to the login form', async () => {
    const { page } = phone;
    await logIn(page, app, FRIEND_ACCOUNT);

    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ timeout: 30_000 });
    expect(await loginFormShown()).toBe(false);

    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    await page.reload();
    await page.getByLabel('Email', { exact: true }).waitFor();
    expect(await loginFormShown()).toBe(true);
    // Nobody is signed in, and the form stays (the Auth SDK, loaded later, finds no user).
    await page.waitForTimeout(5_000);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);

    // The app opens at once as the user the browser remembers; when that session has ended meanwhile
    // (the account deleted on another device, the Auth storage cleared), Auth finds nobody and the
    // login form replaces the app, and the browser forgets that user.
    const stale = JSON.stringify({ uid: 'gone', email: 'friend@example.com', emailVerified: true });
    await page.evaluate((hint) => localStorage.setItem('meal-app.session', hint), stale);
    await page.reload();
    await page.getByLabel('Email', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('meal-app.session'))).toBeNull();
  });
});
