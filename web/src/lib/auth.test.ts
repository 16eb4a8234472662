// The session hint decides whether the first screen waits for Firebase Auth, and when the Auth SDK loads.
// Each test imports a fresh copy of the module, because its state is module-wide like the SDK's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (user: { uid: string; email: string | null } | null) => void;
const sdk = vi.hoisted(() => ({
  listener: undefined as Listener | undefined,
  auth: { name: 'fake-auth' },
}));

vi.mock('./firebase', () => ({ getFirebaseAuth: vi.fn(async () => sdk.auth) }));
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: vi.fn((_auth: unknown, listener: Listener) => {
    sdk.listener = listener;
    return () => {};
  }),
  signInWithEmailAndPassword: vi.fn(async () => ({})),
}));

let cancelSchedule: (() => void) | undefined;

async function freshAuthModule() {
  vi.resetModules();
  const { getFirebaseAuth } = await import('./firebase');
  return { auth: await import('./auth'), getFirebaseAuth: vi.mocked(getFirebaseAuth) };
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
    sdk.listener?.({ uid: 'u1', email: 'a@example.com' });
    expect(localStorage.getItem(auth.SESSION_HINT_KEY)).toBe('1');
  });

  it('waits for Auth, loading it at once, when a session is expected', async () => {
    localStorage.setItem('meal-app.session', '1');
    const { auth, getFirebaseAuth } = await freshAuthModule();
    expect(auth.expectsSession()).toBe(true);

    cancelSchedule = auth.scheduleAuthStart(window);
    await settle();
    expect(getFirebaseAuth).toHaveBeenCalledTimes(1);
  });

  it('remembers a sign-in and forgets it on sign-out', async () => {
    const { auth } = await freshAuthModule();
    auth.startAuth();
    await settle();

    sdk.listener?.({ uid: 'u1', email: 'a@example.com' });
    expect(localStorage.getItem(auth.SESSION_HINT_KEY)).toBe('1');

    sdk.listener?.(null);
    expect(localStorage.getItem(auth.SESSION_HINT_KEY)).toBeNull();
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
