// Deployment constants and environment, parsed once with zod. Nothing here reads the environment at
// import time: the Firebase CLI loads this module while deploying, when secrets have no value.
import { defineSecret } from 'firebase-functions/params';
import { z } from 'zod';

/** The one place the functions region is defined. */
export const region = 'europe-west1';

export const openAiApiKey = defineSecret('OPENAI_API_KEY');
export const sendgridApiKey = defineSecret('SENDGRID_API_KEY');

const envSchema = z.object({
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
  /** Time one AI call may take, retries included, in ms. At most 60 s: the AI callables must still
   * answer DEADLINE_EXCEEDED inside their own 90 s function timeout. Tests set a few seconds. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(55_000),
});

export interface AppConfig {
  openAiBaseUrl: string | undefined;
  openAiModel: string;
  sendgridBaseUrl: string;
  mailFrom: string;
  appUrl: string;
  aiDailyQuota: number;
  aiGlobalDailyQuota: number;
  aiTimeoutMs: number;
}

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
  return {
    openAiBaseUrl: e.OPENAI_BASE_URL,
    openAiModel: e.OPENAI_MODEL,
    sendgridBaseUrl: e.SENDGRID_BASE_URL.replace(/\/+$/, ''),
    mailFrom: e.MAIL_FROM,
    appUrl: e.APP_URL.replace(/\/+$/, ''),
    aiDailyQuota: e.AI_DAILY_QUOTA,
    aiGlobalDailyQuota: e.AI_GLOBAL_DAILY_QUOTA,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
  };
}

let cached: AppConfig | undefined;
export function config(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
