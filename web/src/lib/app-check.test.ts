import type { FirebaseApp } from 'firebase/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppCheckSettings, appCheckSettings, callOptions, startAppCheck } from './app-check';
import type { Env } from './env';

const sdk = vi.hoisted(() => ({
  initializeAppCheck: vi.fn(),
  providers: [] as string[],
}));
vi.mock('firebase/app-check', () => ({
  initializeAppCheck: sdk.initializeAppCheck,
  ReCaptchaEnterpriseProvider: class {
    constructor(readonly siteKey: string) {
      sdk.providers.push(siteKey);
    }
  },
}));

const app = { name: '[DEFAULT]' } as FirebaseApp;
const production: AppCheckSettings = {
  siteKey: '6Lc-site-key',
  debugToken: undefined,
  emulated: false,
  development: false,
};
type DebugGlobal = { FIREBASE_APPCHECK_DEBUG_TOKEN?: unknown };

afterEach(() => {
  sdk.providers.length = 0;
  delete (globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN;
});

describe('startAppCheck', () => {
  it('with a site key: reCAPTCHA Enterprise with that key, tokens refreshed ahead of use', async () => {
    await expect(startAppCheck(app, production)).resolves.toBe(true);
    expect(sdk.providers).toEqual(['6Lc-site-key']);
    expect(sdk.initializeAppCheck).toHaveBeenCalledWith(app, {
      provider: expect.objectContaining({ siteKey: '6Lc-site-key' }),
      isTokenAutoRefreshEnabled: true,
    });
    expect((globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
  });

  it('without a site key, or on the emulators, App Check is not loaded at all', async () => {
    await expect(startAppCheck(app, { ...production, siteKey: undefined })).resolves.toBe(false);
    await expect(startAppCheck(app, { ...production, emulated: true })).resolves.toBe(false);
    expect(sdk.initializeAppCheck).not.toHaveBeenCalled();
  });

  it('a development build against a real project uses the debug token; a production build never does', async () => {
    await startAppCheck(app, { ...production, debugToken: 'f3a1-registered', development: true });
    expect((globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN).toBe('f3a1-registered');
    delete (globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN;
    await startAppCheck(app, { ...production, debugToken: 'true', development: true });
    expect((globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN).toBe(true);
    delete (globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN;
    await startAppCheck(app, { ...production, debugToken: 'f3a1-registered', development: false });
    expect((globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
  });
});

describe('callOptions', () => {
  it('asks for a limited-use token for each AI call, and for none elsewhere', () => {
    for (const name of ['analyzeFoodImage', 'scanRecipe', 'generateRecipe', 'logMeal', 'scanLabel'] as const)
      expect(callOptions(name)).toEqual({ limitedUseAppCheckTokens: true });
    for (const name of ['addItem', 'searchFoods', 'logAgain', 'ensureProfile'] as const)
      expect(callOptions(name)).toBeUndefined();
  });
});

describe('appCheckSettings', () => {
  it('reads the build configuration; the emulators turn App Check off', () => {
    const env = { VITE_APPCHECK_SITE_KEY: 'key', VITE_APPCHECK_DEBUG_TOKEN: 'true' } as Env;
    expect(appCheckSettings(env, true)).toEqual({
      siteKey: 'key',
      debugToken: 'true',
      emulated: false,
      development: true,
    });
    expect(appCheckSettings({ ...env, VITE_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5001' }, false).emulated).toBe(
      true,
    );
  });
});
