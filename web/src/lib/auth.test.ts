// The session hint decides whether the first screen waits for Firebase Auth, and when the Auth SDK loads.
// Each test imports a fresh copy of the module, because its state is module-wide like the SDK's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_PENDING_KEY, SESSION_HINT_KEY } from './storage-keys';

interface FakeUser {
  uid: string;
  email: string | null;
  emailVerified?: boolean;
  providerData?: { providerId: string }[];
  reload?: () => Promise<void>;
  getIdToken?: (force?: boolean) => Promise<string>;
  getIdTokenResult?: () => Promise<{ claims: Record<string, unknown> }>;
}
type Listener = (user: FakeUser | null) => void;
const sdk = vi.hoisted(() => ({
  listener: undefined as Listener | undefined,
  auth: { name: 'fake-auth', currentUser: null as FakeUser | null },
}));

vi.mock('./firebase', () => ({ getFirebaseAuth: vi.fn(async () => sdk.auth) }));
// What the browser keeps of an account (lib/forget-account.ts), forgotten when the account leaves.
const forgetting = vi.hoisted(() => ({ done: Promise.resolve() }));
vi.mock('./forget-account', () => ({ forgetAccount: vi.fn(() => forgetting.done) }));
vi.mock('firebase/auth', () => {
  class GoogleAuthProvider {
    readonly providerId = 'google.com';
  }
  return {
    onAuthStateChanged: vi.fn((_auth: unknown, listener: Listener) => {
      sdk.listener = listener;
      return () => {};
    }),
    signInWithEmailAndPassword: vi.fn(async () => ({})),
    createUserWithEmailAndPassword: vi.fn(async () => ({ user: sdk.auth.currentUser })),
    sendEmailVerification: vi.fn(async () => {}),
    reauthenticateWithCredential: vi.fn(async () => ({})),
    updatePassword: vi.fn(async () => {}),
    signInWithPopup: vi.fn(async () => ({})),
    signInWithRedirect: vi.fn(async () => {}),
    reauthenticateWithPopup: vi.fn(async () => ({})),
    reauthenticateWithRedirect: vi.fn(async () => {}),
    getRedirectResult: vi.fn(async () => null),
    browserPopupRedirectResolver: { name: 'resolver' },
    GoogleAuthProvider,
    EmailAuthProvider: {
      credential: (email: string, password: string) => ({ providerId: 'password', email, password }),
    },
  };
});

let cancelSchedule: (() => void) | undefined;

async function freshAuthModule() {
  vi.resetModules();
  const { getFirebaseAuth } = await import('./firebase');
  return {
    auth: await import('./auth'),
    getFirebaseAuth: vi.mocked(getFirebaseAuth),
    sdkAuth: await import('firebase/auth'),
  };
}

/** Lets the dynamic imports and the SDK promise settle. */
async function settle() {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
}

describe('session hint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sdk.listener = undefined;
  });
  afterEach(() => {
    cancelSchedule?.();
    cancelSchedule = undefined;
    vi.useRealTimers();
  });

  it('shows the login screen at once and leaves the Auth SDK unloaded when nobody was signed in here', async () => {
    const { auth, getFirebaseAuth } = await freshAuthModule();
    expect(auth.expectsSession()).toBe(false);

    cancelSchedule = auth.scheduleAuthStart(window);
    await settle();
    expect(getFirebaseAuth).not.toHaveBeenCalled();
  });

  it('loads the Auth SDK on the first touch of the login screen', async () => {
    const { auth, getFirebaseAuth } = await freshAuthModule();
    cancelSchedule = auth.scheduleAuthStart(window);

    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(getFirebaseAuth).toHaveBeenCalledTimes(1);
    expect(sdk.listener).toBeDefined();

    window.dispatchEvent(new Event('keydown'));
    await settle();
    expect(getFirebaseAuth).toHaveBeenCalledTimes(1);
  });

  it('loads the Auth SDK after the idle delay when the screen is not touched, and switches to a user it finds', async () => {
    const { auth, getFirebaseAuth } = await freshAuthModule();
    cancelSchedule = auth.scheduleAuthStart(window);
    await vi.advanceTimersByTimeAsync(auth.AUTH_IDLE_START_MS - 1);
    expect(getFirebaseAuth).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(2001); // past the delay and the idle callback's own timeout
    await settle();
    expect(getFirebaseAuth).toHaveBeenCalledTimes(1);

    // A session the hint did not know about (e.g. storage cleared): the app switches to it.
    sdk.listener?.({ uid: 'u1', email: 'a@example.com', emailVerified: false });
    expect(JSON.parse(localStorage.getItem(SESSION_HINT_KEY) ?? '')).toEqual({
      uid: 'u1',
      email: 'a@example.com',
      emailVerified: false,
    });
  });

  it('waits for Auth, loading it at once, when a session is expected', async () => {
    localStorage.setItem('meal-app.session', '1');
    const { auth, getFirebaseAuth } = await freshAuthModule();
    expect(auth.expectsSession()).toBe(true);

    cancelSchedule = auth.scheduleAuthStart(window);
    await settle();
    expect(getFirebaseAuth).toHaveBeenCalledTimes(1);
  });

  it('shows the user the hint names at once, loads Auth, and gives way to the login screen if Auth finds nobody', async () => {
    localStorage.setItem(
      'meal-app.session',
      JSON.stringify({ uid: 'u1', email: 'a@example.com', emailVerified: true }),
    );
    const { auth, getFirebaseAuth } = await freshAuthModule();
    expect(auth.expectsSession()).toBe(true);
    expect(auth.getAuthState()).toEqual({
      user: { uid: 'u1', email: 'a@example.com', emailVerified: true },
      loading: false,
    });

    cancelSchedule = auth.scheduleAuthStart(window);
    await settle();
    expect(getFirebaseAuth).toHaveBeenCalledTimes(1);
    sdk.listener?.(null); // signed out in another tab meanwhile
    expect(auth.getAuthState()).toEqual({ user: null, loading: false });
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('forgets what the browser keeps of the account when its session ended elsewhere, not when Auth confirms it', async () => {
    const hint = JSON.stringify({ uid: 'u1', email: 'a@example.com', emailVerified: false });
    localStorage.setItem('meal-app.session', hint);
    let { auth } = await freshAuthModule();
    let { forgetAccount } = await import('./forget-account');
    cancelSchedule = auth.scheduleAuthStart(window);
    await settle();
    sdk.listener?.({ uid: 'u1', email: 'a@example.com', emailVerified: false });
    await settle();
    expect(forgetAccount).not.toHaveBeenCalled();

    cancelSchedule();
    localStorage.setItem('meal-app.session', hint);
    ({ auth } = await freshAuthModule());
    ({ forgetAccount } = await import('./forget-account'));
    cancelSchedule = auth.scheduleAuthStart(window);
    await settle();
    sdk.listener?.(null); // the password was changed on another device, or the account deleted
    await settle();
    expect(forgetAccount).toHaveBeenCalledTimes(1);
    expect(auth.getAuthState()).toEqual({ user: null, loading: false });
  });

  it('shows another account only once the last one is forgotten', async () => {
    const { auth } = await freshAuthModule();
    const { forgetAccount } = await import('./forget-account');
    auth.startAuth();
    await settle();
    sdk.listener?.({ uid: 'u1', email: 'a@example.com' });
    vi.mocked(forgetAccount).mockClear();

    let forgotten!: () => void;
    forgetting.done = new Promise<void>((resolve) => {
      forgotten = resolve;
    });
    // Signed out and in as someone else in another tab: this tab hears only the new user.
    sdk.listener?.({ uid: 'u2', email: 'b@example.com' });
    await settle();
    expect(forgetAccount).toHaveBeenCalledTimes(1);
    expect(auth.getAuthState().user?.uid).toBe('u1');

    forgotten();
    await settle();
    expect(auth.getAuthState().user?.uid).toBe('u2');
    forgetting.done = Promise.resolve();
  });

  it('waits for Auth when the hint cannot say who (an unreadable value)', async () => {
    localStorage.setItem('meal-app.session', '{"uid":42}');
    const { auth } = await freshAuthModule();
    expect(auth.expectsSession()).toBe(true);
    expect(auth.getAuthState()).toEqual({ user: null, loading: true });
  });

  it('remembers a sign-in and forgets it on sign-out', async () => {
    const { auth } = await freshAuthModule();
    auth.startAuth();
    await settle();

    sdk.listener?.({ uid: 'u1', email: 'a@example.com' });
    expect(localStorage.getItem(SESSION_HINT_KEY)).toContain('"uid":"u1"');

    const { forgetAccount } = await import('./forget-account');
    vi.mocked(forgetAccount).mockClear();
    sdk.listener?.(null);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    await settle();
    expect(forgetAccount).toHaveBeenCalledTimes(1);
  });

  it('tries to load the SDK again on sign-in after it could not load (offline)', async () => {
    const { auth, getFirebaseAuth } = await freshAuthModule();
    getFirebaseAuth.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    auth.startAuth();
    await settle();
    expect(sdk.listener).toBeUndefined();

    await auth.signIn('a@example.com', 'secret1');
    await settle();
    expect(sdk.listener).toBeDefined();
  });

  it('starts listening when the form signs in before the SDK was scheduled, so the app switches', async () => {
    const { auth } = await freshAuthModule();
    const signedIn = auth.signIn('a@example.com', 'secret1');
    await settle();
    await signedIn;
    expect(sdk.listener).toBeDefined();
  });
});

function fakeUser(overrides: Partial<FakeUser> = {}): FakeUser {
  return {
    uid: 'u1',
    email: 'a@example.com',
    emailVerified: false,
    providerData: [{ providerId: 'password' }],
    reload: vi.fn(async () => {}),
    getIdToken: vi.fn(async () => 'token'),
    getIdTokenResult: vi.fn(async () => ({ claims: { email_verified: false } })),
    ...overrides,
  };
}

/** The `code` an SDK error carries. */
const sdkError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

/** Fake timers and a fresh fake SDK: nobody signed in, no listener, no call remembered. */
function startSignedOut() {
  vi.useFakeTimers();
  sdk.listener = undefined;
  sdk.auth.currentUser = null;
  vi.clearAllMocks();
}

describe('account actions', () => {
  beforeEach(() => {
    startSignedOut();
    window.history.pushState(null, '', '/settings?invite=inv_1&list=Food');
  });
  afterEach(() => {
    window.history.pushState(null, '', '/');
    sessionStorage.clear();
    vi.useRealTimers();
  });

  it('sends the verification e-mail on sign-up, leading back to the page with the invitation', async () => {
    const { auth, sdkAuth } = await freshAuthModule();
    const user = fakeUser();
    sdk.auth.currentUser = user;
    await auth.signUp('a@example.com', 'secret1');
    expect(sdkAuth.createUserWithEmailAndPassword).toHaveBeenCalledWith(sdk.auth, 'a@example.com', 'secret1');
    expect(sdkAuth.sendEmailVerification).toHaveBeenCalledWith(user, {
      url: 'http://localhost:3000/settings?invite=inv_1&list=Food',
    });
  });

  it('still signs up when the verification e-mail cannot be sent', async () => {
    const { auth, sdkAuth } = await freshAuthModule();
    sdk.auth.currentUser = fakeUser();
    vi.mocked(sdkAuth.sendEmailVerification).mockRejectedValueOnce(sdkError('auth/too-many-requests'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(auth.signUp('a@example.com', 'secret1')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('sends the verification e-mail again for the signed-in user, and refuses without one', async () => {
    const { auth, sdkAuth } = await freshAuthModule();
    await expect(auth.sendVerificationEmail()).rejects.toMatchObject({ code: 'auth/no-current-user' });
    const user = fakeUser();
    sdk.auth.currentUser = user;
    await auth.sendVerificationEmail();
    expect(sdkAuth.sendEmailVerification).toHaveBeenCalledWith(user, { url: window.location.href });
  });

  it('reports the verification state and refreshes it with a new ID token', async () => {
    const { auth } = await freshAuthModule();
    auth.startAuth();
    await settle();
    const user = fakeUser();
    sdk.auth.currentUser = user;
    sdk.listener?.(user);
    const snapshot = () => auth.getAuthState();
    expect(snapshot()?.user).toEqual({ uid: 'u1', email: 'a@example.com', emailVerified: false });

    user.reload = vi.fn(async () => {
      user.emailVerified = true;
    });
    expect(await auth.refreshVerification()).toBe(true);
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(snapshot()?.user?.emailVerified).toBe(true);
  });

  it('with an e-mail verified elsewhere, takes a new ID token before saying the account is verified', async () => {
    const { auth } = await freshAuthModule();
    auth.startAuth();
    await settle();
    const stale = fakeUser({ emailVerified: true });
    sdk.listener?.(stale);
    await settle();
    expect(stale.getIdToken).toHaveBeenCalledWith(true);
    expect(auth.getAuthState().user).toEqual({ uid: 'u1', email: 'a@example.com', emailVerified: true });

    const fresh = fakeUser({
      emailVerified: true,
      getIdTokenResult: vi.fn(async () => ({ claims: { email_verified: true } })),
    });
    sdk.listener?.(fresh);
    await settle();
    expect(fresh.getIdToken).not.toHaveBeenCalled();
    expect(auth.getAuthState().user?.emailVerified).toBe(true);
  });

  it('changes the password after confirming the current one', async () => {
    const { auth, sdkAuth } = await freshAuthModule();
    const user = fakeUser();
    sdk.auth.currentUser = user;
    await auth.changePassword('old-secret', 'new-secret');
    expect(sdkAuth.reauthenticateWithCredential).toHaveBeenCalledWith(user, {
      providerId: 'password',
      email: 'a@example.com',
      password: 'old-secret',
    });
    expect(sdkAuth.updatePassword).toHaveBeenCalledWith(user, 'new-secret');
  });

  it('does not change the password when the current one is wrong, and says why by code', async () => {
    const { auth, sdkAuth } = await freshAuthModule();
    sdk.auth.currentUser = fakeUser();
    vi.mocked(sdkAuth.reauthenticateWithCredential).mockRejectedValueOnce(sdkError('auth/wrong-password'));
    const failure = await auth.changePassword('wrong', 'new-secret').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(auth.AuthError);
    expect(failure).toMatchObject({ code: 'auth/wrong-password', message: 'Error (auth/wrong-password).' });
    expect(sdkAuth.updatePassword).not.toHaveBeenCalled();
  });

  it('re-authenticates a password account with its password and a Google account with Google', async () => {
    const { auth, sdkAuth } = await freshAuthModule();
    sdk.auth.currentUser = fakeUser();
    await auth.reauthenticate('secret1');
    expect(sdkAuth.reauthenticateWithCredential).toHaveBeenCalledTimes(1);
    const missing = await auth.reauthenticate().catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(auth.AuthError);
    expect(missing).toMatchObject({ code: 'auth/missing-password', message: 'The password is required.' });

    const google = fakeUser({ providerData: [{ providerId: 'google.com' }] });
    sdk.auth.currentUser = google;
    vi.mocked(sdkAuth.reauthenticateWithPopup).mockRejectedValueOnce(sdkError('auth/popup-blocked'));
    await auth.reauthenticate();
    expect(sdkAuth.reauthenticateWithRedirect).toHaveBeenCalledWith(
      google,
      expect.any(sdkAuth.GoogleAuthProvider),
      sdkAuth.browserPopupRedirectResolver,
    );
    expect(sessionStorage.getItem(REDIRECT_PENDING_KEY)).toBe('1');
  });

  it('names the sign-in methods of the signed-in account', async () => {
    const { auth } = await freshAuthModule();
    expect(auth.currentProviders()).toEqual([]);
    auth.startAuth();
    await settle();
    sdk.listener?.(fakeUser({ providerData: [{ providerId: 'password' }, { providerId: 'google.com' }] }));
    expect(auth.currentProviders()).toEqual(['password', 'google.com']);
    sdk.listener?.(null);
    expect(auth.currentProviders()).toEqual([]);
  });
});

describe('Google sign-in', () => {
  beforeEach(() => {
    startSignedOut();
  });
  afterEach(() => {
    sessionStorage.clear();
    vi.useRealTimers();
  });

  it('uses a popup where it can, and the start-up then asks for no redirect result', async () => {
    const { auth, sdkAuth } = await freshAuthModule();
    await auth.signInWithGoogle();
    expect(sdkAuth.signInWithPopup).toHaveBeenCalled();
    expect(sdkAuth.signInWithRedirect).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(REDIRECT_PENDING_KEY)).toBeNull();

    const next = await freshAuthModule();
    expect(next.auth.expectsSession()).toBe(false);
    next.auth.startAuth();
    await settle();
    expect(sdkAuth.getRedirectResult).not.toHaveBeenCalled();
  });

  it.each(['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment'])(
    'goes by redirect when the popup fails with %s',
    async (code) => {
      const { auth } = await freshAuthModule();
      const sdkAuth = await import('firebase/auth');
      vi.mocked(sdkAuth.signInWithPopup).mockRejectedValueOnce(sdkError(code));
      await auth.signInWithGoogle();
      expect(sdkAuth.signInWithRedirect).toHaveBeenCalledWith(
        sdk.auth,
        expect.any(sdkAuth.GoogleAuthProvider),
        sdkAuth.browserPopupRedirectResolver,
      );
      expect(sessionStorage.getItem(REDIRECT_PENDING_KEY)).toBe('1');
    },
  );

  it('reports other popup failures and does not redirect', async () => {
    const { auth, sdkAuth } = await freshAuthModule();
    vi.mocked(sdkAuth.signInWithPopup).mockRejectedValueOnce(sdkError('auth/popup-closed-by-user'));
    await expect(auth.signInWithGoogle()).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
    expect(sdkAuth.signInWithRedirect).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(REDIRECT_PENDING_KEY)).toBeNull();
  });

  it('back from the redirect, waits for its result before showing any screen, then signs in', async () => {
    sessionStorage.setItem('meal-app.auth-redirect', '1');
    const { auth, sdkAuth } = await freshAuthModule();
    let finish: () => void = () => {};
    vi.mocked(sdkAuth.getRedirectResult).mockImplementationOnce(
      () => new Promise((resolve) => (finish = () => resolve(null))),
    );
    expect(auth.expectsSession()).toBe(true);
    auth.startAuth();
    await settle();
    expect(sdkAuth.getRedirectResult).toHaveBeenCalledWith(sdk.auth, sdkAuth.browserPopupRedirectResolver);

    sdk.listener?.(null); // the SDK's first answer, before the redirect result is in
    expect(auth.getAuthState()?.loading).toBe(true);

    const user = fakeUser({ providerData: [{ providerId: 'google.com' }] });
    sdk.auth.currentUser = user;
    finish();
    await settle();
    expect(auth.getAuthState()).toMatchObject({ loading: false, user: { uid: 'u1' } });
    expect(sessionStorage.getItem(REDIRECT_PENDING_KEY)).toBeNull();
    expect(auth.takeRedirectError()).toBeNull();
  });

  it('back from a failed redirect, keeps the error for the login screen', async () => {
    sessionStorage.setItem('meal-app.auth-redirect', '1');
    const { auth, sdkAuth } = await freshAuthModule();
    vi.mocked(sdkAuth.getRedirectResult).mockRejectedValueOnce(
      sdkError('auth/account-exists-with-different-credential'),
    );
    auth.startAuth();
    await settle();
    expect(auth.getAuthState()).toMatchObject({ loading: false, user: null });
    expect(auth.takeRedirectError()).toMatchObject({ code: 'auth/account-exists-with-different-credential' });
    expect(auth.takeRedirectError()).toBeNull();
  });
});
