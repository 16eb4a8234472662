// App Check: the callables of a deployed project refuse requests that do not come from this web app
// (ENFORCE_APP_CHECK in the functions). With a reCAPTCHA Enterprise site key configured
// (VITE_APPCHECK_SITE_KEY), App Check starts before the first call; without one (the local stack, the
// emulators) it never loads. Loaded with the Functions SDK, after sign-in, so the sign-in screen carries
// none of it.
import { isAiCallable } from '@shared/ai/ai-callables';
import type { FirebaseApp } from 'firebase/app';
import type { Env } from './env';

export interface AppCheckSettings {
  siteKey: string | undefined;
  /** Development against a real project: `true` (the SDK prints a new token to register in the console)
   * or a token registered there. */
  debugToken: string | undefined;
  /** The functions run on an emulator, which has no App Check. */
  emulated: boolean;
  /** A development build: only there is a debug token honoured. */
  development: boolean;
}

/** The settings of a build's VITE_* configuration (the emulators need no App Check). */
export function appCheckSettings(env: Env, development: boolean): AppCheckSettings {
  return {
    siteKey: env.VITE_APPCHECK_SITE_KEY,
    debugToken: env.VITE_APPCHECK_DEBUG_TOKEN,
    emulated: Boolean(env.VITE_FUNCTIONS_EMULATOR_HOST),
    development,
  };
}

type DebugGlobal = { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean };

/** Starts App Check for `app` when the settings ask for it; resolves to whether it started. */
export async function startAppCheck(app: FirebaseApp, settings: AppCheckSettings): Promise<boolean> {
  if (!settings.siteKey || settings.emulated) return false;
  // Read by the SDK when App Check starts: a debug provider then stands in for reCAPTCHA.
  if (settings.development && settings.debugToken)
    (globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN =
      settings.debugToken === 'true' ? true : settings.debugToken;
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(settings.siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return true;
}

/** An AI callable accepts each App Check token once (so a captured request cannot be replayed): each
 * call to one asks for a limited-use token of its own. */
export function callOptions(name: string): { limitedUseAppCheckTokens: true } | undefined {
  return isAiCallable(name) ? { limitedUseAppCheckTokens: true } : undefined;
}
