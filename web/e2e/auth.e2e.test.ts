// Sign-in, sign-up and reset flows on the real Auth emulator (docs/product-rules.md#sign-up-and-sign-in).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logIn, openPhone, type Phone } from './browser';

const { app } = inject('stack');

describe('login screen', () => {
  let phone: Phone;
  beforeAll(async () => {
    phone = await openPhone();
  });
  afterAll(() => phone.close());

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
    expect(await page.getByText(email).textContent()).toBe(email);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await submit.click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(
      'This email is already registered. Please try logging in instead.',
    );

    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await submit.click();
    await page.getByRole('alert').waitFor();
    // Login failures show the provider's own message.
    expect(await page.getByRole('alert').textContent()).toContain('auth/wrong-password');
  });

  it('sends a reset link and closes the modal by itself', async () => {
    const { page } = phone;
    await page.goto(app);
    await page.getByLabel('Email', { exact: true }).fill('demo@example.com');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText('Password reset email sent. Check your inbox.').waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached', timeout: 6_000 });
    expect(await dialog.count()).toBe(0);
  });
});

describe('opening the app again', () => {
  let phone: Phone;
  beforeAll(async () => {
    phone = await openPhone();
    // Records whether the login form ever reached the page, however briefly.
    await phone.page.addInitScript(() => {
      const flag = window as unknown as { loginFormShown?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('input[type=email]')) flag.loginFormShown = true;
      }).observe(document, { childList: true, subtree: true });
    });
  });
  afterAll(() => phone.close());

  const loginFormShown = () =>
    phone.page.evaluate(() => (window as unknown as { loginFormShown?: boolean }).loginFormShown === true);

  it('goes straight to the app while signed in, and straight to the login form after signing out', async () => {
    const { page } = phone;
    await logIn(page, app, 'friend@example.com', 'friend-password');

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
  });
});
