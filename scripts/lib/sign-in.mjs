// The seeded accounts and the two ways scripts and end-to-end tests sign them in: the app's own login form
// in a browser, and the Auth emulator's REST sign-in for calling callables directly.

/** The demo accounts the seed creates (emulator-data). */
export const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'demo-password' };
export const FRIEND_ACCOUNT = { email: 'friend@example.com', password: 'friend-password' };

/** Fills and submits the login form already on `page`; what shows next is the caller's to wait for. */
export async function submitLogin(page, { email, password }) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('form button[type=submit]').click();
}

/** Opens `appUrl` + `pathAndQuery`, signs `account` in there and waits for the app's main navigation. */
export async function logIn(page, appUrl, account, pathAndQuery = '/') {
  await page.goto(`${appUrl}${pathAndQuery}`);
  await submitLogin(page, account);
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ timeout: 30_000 });
}

/** An ID token of `account` from the Auth emulator at `authUrl`, for the Authorization of callables. */
export async function idToken(authUrl, { email, password }) {
  const res = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = await res.json();
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}
