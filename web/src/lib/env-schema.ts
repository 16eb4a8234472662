// The web app's VITE_* configuration, checked with zod when Vite starts (dev server, build, tests):
// a bad value fails there with a readable message, and the browser receives the parsed result
// (see vite.config.ts `define`), so zod costs the first-load bundle nothing (docs/product-rules.md#budgets).
import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const hostPort = optionalText.refine(
  (value) => value === undefined || /^[\w.-]+:\d{1,5}$/.test(value.replace(/^https?:\/\//, '')),
  'must look like host:port',
);

export const envSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default('demo-meal-assistant'),
  // A fake key is fine for the emulators; production builds set the real (public) web key.
  VITE_FIREBASE_API_KEY: z.string().min(1).default('local-fake-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: optionalText,
  VITE_FIREBASE_APP_ID: optionalText,
  VITE_AUTH_EMULATOR_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^/]+/.test(value),
    'must be an http(s) URL',
  ),
  VITE_FIRESTORE_EMULATOR_HOST: hostPort,
  VITE_FUNCTIONS_EMULATOR_HOST: hostPort,
  VITE_FUNCTIONS_REGION: z.string().min(1).default('europe-west1'),
  /** reCAPTCHA Enterprise site key: App Check on, before the first call (lib/app-check.ts). */
  VITE_APPCHECK_SITE_KEY: optionalText,
  /** Development against a real project only: `true` (the SDK prints a new debug token to register) or a
   * debug token registered in the Firebase console. Never in a production build (check:deploy). */
  VITE_APPCHECK_DEBUG_TOKEN: optionalText,
  VITE_AI_DEMO: z
    .string()
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export type Env = z.output<typeof envSchema>;

/** Parses the VITE_* variables; throws one readable message listing every bad variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web environment: ${problems.join('; ')}`);
  }
  return result.data;
}
