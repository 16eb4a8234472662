// Turns a pure handler into a v2 onCall function. Everything but the wiring lives in run-callable.ts.
// The environment is read when the functions load (config.ts), so a production environment that does not
// parse stops the deploy and the start, instead of failing every call.
import { onCall } from 'firebase-functions/https';
import type { SecretParam } from 'firebase-functions/params';
import { isAiCallable } from '../shared/ai/ai-callables.js';
import type { CallableName } from '../shared/contracts.js';
import { config, region } from './config.js';
import { AppError } from './errors.js';
import { productionDeps } from './production-deps.js';
import { type CallableOptions, type Handler, runCallable, toHttpsError } from './run-callable.js';

export interface OnCallOptions extends CallableOptions {
  secrets?: SecretParam[];
  timeoutSeconds?: number;
  memory?: '256MiB' | '512MiB' | '1GiB';
  /** Upper bound on instances, so a burst cannot scale the function (and its bill) without limit. */
  maxInstances?: number;
  /** Requests one instance serves at once (needs a whole CPU, the default at these memory sizes). */
  concurrency?: number;
}

export function callable<N extends CallableName>(name: N, handler: Handler<N>, options: OnCallOptions = {}) {
  // ENFORCE_APP_CHECK: on in production unless switched off, off on the emulators (README, App Check).
  // With it on, an AI callable accepts each App Check token once (a token used before is refused as
  // unauthenticated), so a captured request cannot be replayed to spend the AI budget; the web app asks
  // for a limited-use token for each such call (shared/ai/ai-callables.ts).
  const { enforceAppCheck } = config();
  return onCall(
    {
      region,
      enforceAppCheck,
      ...(enforceAppCheck && isAiCallable(name) ? { consumeAppCheckToken: true } : {}),
      secrets: options.secrets ?? [],
      timeoutSeconds: options.timeoutSeconds ?? 60,
      memory: options.memory ?? '256MiB',
      ...(options.maxInstances !== undefined ? { maxInstances: options.maxInstances } : {}),
      ...(options.concurrency !== undefined ? { concurrency: options.concurrency } : {}),
    },
    (request) => {
      // Firebase marks a consumed token but lets the request through: refusing it is up to us.
      if (request.app?.alreadyConsumed === true) throw toHttpsError(new AppError('unauthenticated'));
      return runCallable(name, handler, request.data, request.auth ?? undefined, productionDeps, options);
    },
  );
}
