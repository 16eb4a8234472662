// Deployment constants and environment, parsed once with zod. Secrets are never read here: the Firebase
// CLI loads the functions while deploying, when secrets have no value (the other variables come from
// `functions/.env.<project>` then too, so a production environment that does not parse stops the deploy).
import { defineSecret } from 'firebase-functions/params';
import { z } from 'zod';

/** The one place the functions region is defined. */
export const region = 'europe-west1';

export const openAiApiKey = defineSecret('OPENAI_API_KEY');
export const sendgridApiKey = defineSecret('SENDGRID_API_KEY');

/** `true`/`false` (or 1/0); anything else is reported by name. */
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  /** Set to `true` by every emulator (the official one and tools/local-firebase): not production. */
  FUNCTIONS_EMULATOR: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  SENDGRID_BASE_URL: z.url().default('https://api.sendgrid.com'),
  MAIL_FROM: z.email().default('no-reply@meal-assistant.app'),
  APP_URL: z.url().default('http://localhost:5173'),
  /** Per-user AI calls per UTC day (docs/product-rules.md#ai-quota). */
  AI_DAILY_QUOTA: z.coerce.number().int().min(0).default(50),
  /** AI calls of all users together per UTC day: the ceiling on the provider bill, whatever the number
   * of accounts (docs/product-rules.md#ai-quota). */
  AI_GLOBAL_DAILY_QUOTA: z.coerce.number().int().min(0).default(2000),
  /** AI calls per UTC day of an account whose e-mail address is not verified: enough to try the app,
   * too few for throwaway accounts to spend the global budget (docs/product-rules.md#ai-quota). */
  AI_UNVERIFIED_DAILY_QUOTA: z.coerce.number().int().min(0).default(10),
  /** Meal writes without an AI call (logRecipe, updateMeal, ...) per user per UTC day
   * (docs/product-rules.md#abuse-caps). */
  MEAL_WRITES_DAILY_QUOTA: z.coerce.number().int().min(0).default(500),
  /** Every callable requires an App Check token (and the AI callables consume it, so it cannot be
   * replayed). Default: on in production, off on the emulators, which have no App Check. */
  ENFORCE_APP_CHECK: flag.optional(),
  /** Time one AI call may take, retries included, in ms. At most 60 s: the AI callables must still
   * answer DEADLINE_EXCEEDED inside their own 90 s function timeout. Tests set a few seconds. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(55_000),
  /** Open Food Facts, where barcodes are looked up; locally a fixture (scripts/lib/stack.mjs). */
  OPENFOODFACTS_URL: z.url().default('https://world.openfoodfacts.org'),
  /** Open Food Facts asks every client for a User-Agent naming the app and a contact. Default: the app
   * and MAIL_FROM, the address the operator has verified for sending mail. */
  OPENFOODFACTS_USER_AGENT: z.string().trim().min(1).max(200).optional(),
  /** Time one barcode lookup may take, in ms. Tests set a few hundred. */
  OPENFOODFACTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
});

export interface AppConfig {
  openAiBaseUrl: string | undefined;
  openAiModel: string;
  sendgridBaseUrl: string;
  mailFrom: string;
  appUrl: string;
  aiDailyQuota: number;
  aiGlobalDailyQuota: number;
  aiUnverifiedDailyQuota: number;
  mealWritesDailyQuota: number;
  aiTimeoutMs: number;
  openFoodFactsUrl: string;
  openFoodFactsUserAgent: string;
  openFoodFactsTimeoutMs: number;
  /** Running on an emulator (the local stack, the official emulators), not deployed. */
  emulated: boolean;
  enforceAppCheck: boolean;
}

/** Hosts that only the machine itself reaches: a link to one in an e-mail leads nowhere. */
const LOOPBACK = /^(localhost|.*\.localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i;

/** Blank variables count as unset (shell scripts often export `X=`). */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid functions environment: ${problems}`);
  }
  const e = result.data;
  const emulated = e.FUNCTIONS_EMULATOR === 'true';
  // Deployed, the invitation links must lead to the app; the default only suits the local stack.
  if (!emulated && LOOPBACK.test(new URL(e.APP_URL).hostname))
    throw new Error(
      `Invalid functions environment: APP_URL: ${e.APP_URL} is this machine; set the app's public address (e.g. in functions/.env.<project>)`,
    );
  return {
    openAiBaseUrl: e.OPENAI_BASE_URL,
    openAiModel: e.OPENAI_MODEL,
    sendgridBaseUrl: e.SENDGRID_BASE_URL.replace(/\/+$/, ''),
    mailFrom: e.MAIL_FROM,
    appUrl: e.APP_URL.replace(/\/+$/, ''),
    aiDailyQuota: e.AI_DAILY_QUOTA,
    aiGlobalDailyQuota: e.AI_GLOBAL_DAILY_QUOTA,
    aiUnverifiedDailyQuota: e.AI_UNVERIFIED_DAILY_QUOTA,
    mealWritesDailyQuota: e.MEAL_WRITES_DAILY_QUOTA,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    openFoodFactsUrl: e.OPENFOODFACTS_URL.replace(/\/+$/, ''),
    openFoodFactsUserAgent: e.OPENFOODFACTS_USER_AGENT ?? `MealAssistant/1.0 (${e.MAIL_FROM})`,
    openFoodFactsTimeoutMs: e.OPENFOODFACTS_TIMEOUT_MS,
    emulated,
    enforceAppCheck: e.ENFORCE_APP_CHECK ?? !emulated,
  };
}

let cached: AppConfig | undefined;
export function config(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
