// An account deleted on one phone: the other phone signed in to it signs out at once and says why.
import { describe, expect, inject, it } from 'vitest';
import { logIn } from '../../scripts/lib/sign-in.mjs';
import { submitSignUp, uniqueSuffix, usePhone } from './browser';

const { app } = inject('stack');

describe('an account deleted on another phone', () => {
  const first = usePhone();
  const second = usePhone();

  it('signs the second phone out with the reason', async () => {
    const account = { email: `gone-${uniqueSuffix()}@example.com`, password: 'gone-password' };
    await first.page.goto(app);
    await submitSignUp(first.page, account);
    await first.page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ timeout: 60_000 });
    await logIn(second.page, app, account, '/history');
    await second.page.getByRole('heading', { name: 'History', level: 1 }).waitFor({ timeout: 30_000 });

    await first.page.goto(`${app}/settings`);
    await first.page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = first.page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await first.page.locator('form button[type=submit]').waitFor({ timeout: 30_000 });

    await second.page
      .getByText('This account has been deleted, so you have been signed out.')
      .waitFor({ timeout: 30_000 });
    await second.page.locator('form button[type=submit]').waitFor({ timeout: 10_000 });
    expect(await second.page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
  });
});
