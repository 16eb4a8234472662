// The real outside world, built once per function instance on first use.

import { limits } from '../shared/limits.js';
import { config, openAiApiKey, sendgridApiKey } from './config.js';
import type { Deps } from './deps.js';
import { createFirebaseAuthPort } from './firebase-auth-port.js';
import { firestore } from './firestore.js';
import { functionsLog } from './log.js';
import { createOpenFoodFactsPort } from './open-food-facts.js';
import { createOpenAiPort } from './openai-port.js';
import { createSafeFetch } from './safe-fetch.js';
import { createSendgridMail } from './sendgrid-mail.js';

let deps: Deps | undefined;

function secretValue(secret: { value(): string; name: string }): string | undefined {
  // Locally (emulators, the Java-free host) secrets come from the environment.
  try {
    return secret.value() || process.env[secret.name] || undefined;
  } catch {
    return process.env[secret.name] || undefined;
  }
}

export function productionDeps(): Deps {
  if (deps) return deps;
  const cfg = config();
  deps = {
    db: firestore(),
    ai: createOpenAiPort({
      apiKey: secretValue(openAiApiKey),
      baseURL: cfg.openAiBaseUrl,
      model: cfg.openAiModel,
      totalMs: cfg.aiTimeoutMs,
    }),
    mail: createSendgridMail({ apiKey: secretValue(sendgridApiKey), baseUrl: cfg.sendgridBaseUrl }),
    products: createOpenFoodFactsPort({
      baseUrl: cfg.openFoodFactsUrl,
      userAgent: cfg.openFoodFactsUserAgent,
      timeoutMs: cfg.openFoodFactsTimeoutMs,
    }),
    // Loopback only on the emulators, where the local stack serves its sample recipe pages.
    pages: createSafeFetch({
      allowLoopback: cfg.emulated,
      timeoutMs: limits.recipePageMs,
      maxBytes: limits.recipePageBytes,
      maxRedirects: limits.recipePageRedirects,
      userAgent: `MealAssistant/1.0 (recipe import; ${cfg.mailFrom})`,
    }),
    auth: createFirebaseAuthPort(),
    clock: { now: () => new Date() },
    log: functionsLog,
    config: cfg,
  };
  return deps;
}
