// The real outside world, built once per function instance on first use.

import { config, openAiApiKey, sendgridApiKey } from './config.js';
import type { Deps } from './deps.js';
import { createFirebaseAuthPort } from './firebase-auth-port.js';
import { firestore } from './firestore.js';
import { functionsLog } from './log.js';
import { createOpenFoodFactsPort } from './open-food-facts.js';
import { createOpenAiPort } from './openai-port.js';
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
    auth: createFirebaseAuthPort(),
    clock: { now: () => new Date() },
    log: functionsLog,
    config: cfg,
  };
  return deps;
}
