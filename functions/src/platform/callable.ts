// Turns a pure handler into a v2 onCall function. Everything but the wiring lives in run-callable.ts.
import { onCall } from 'firebase-functions/https';
import type { SecretParam } from 'firebase-functions/params';
import type { CallableName } from '../shared/contracts.js';
import { region } from './config.js';
import { productionDeps } from './production-deps.js';
import { type CallableOptions, type Handler, runCallable } from './run-callable.js';

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
  return onCall(
    {
      region,
      secrets: options.secrets ?? [],
      timeoutSeconds: options.timeoutSeconds ?? 60,
      memory: options.memory ?? '256MiB',
      ...(options.maxInstances !== undefined ? { maxInstances: options.maxInstances } : {}),
      ...(options.concurrency !== undefined ? { concurrency: options.concurrency } : {}),
    },
    // A factory, so a broken environment (config parse error) is reported like any other failure.
    (request) => runCallable(name, handler, request.data, request.auth ?? undefined, productionDeps, options),
  );
}
