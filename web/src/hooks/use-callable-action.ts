// The one way a screen runs something the user started (a callable, or sign-out): a busy flag for the
// processing overlay, one run at a time, the failure translated by the error table, an optional success
// toast, and nothing written to a screen that was left or reset before the answer came.
import type { TOptions } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionName, carriedCode, errorKey, errorPolicies } from '../lib/error-message';
import { useToast } from './use-toast';

/**
 * What a start does while an earlier run is still going: 'ignore' drops it (a second tap does nothing),
 * 'queue' runs it after the earlier ones (each change must reach the server, in order), 'parallel' runs
 * it at once (independent changes, such as ticking two items).
 */
export type WhileRunning = 'ignore' | 'queue' | 'parallel';

export interface CallableActionOptions {
  whileRunning?: WhileRunning;
  /** 'toast' reports a failure in a toast; 'inline' leaves it to the screen (`error`, or the outcome). */
  errors?: 'toast' | 'inline';
}

export interface RunOptions<T> {
  /** i18n key of a success toast. */
  success?: string;
  /** Values for the success toast's text, from the answer. */
  successValues?: (value: T) => TOptions;
  successMs?: number;
  /** The action needs the server (an AI answer): offline, it says so at once instead of trying. */
  needsConnection?: boolean;
}

/** A failure as the user reads it: the i18n key the error table chose and its translation. */
export interface ActionFailure {
  code: string;
  message: string;
}

export type Outcome<T> =
  | { ok: true; value: T }
  | ({ ok: false; reason: 'failed' } & ActionFailure)
  /** Not started: an earlier run is still going (whileRunning 'ignore'). */
  | { ok: false; reason: 'busy' }
  /** Finished after the screen was left or reset: the screen must not use it. */
  | { ok: false; reason: 'stale' };

export function useCallableAction({ whileRunning = 'ignore', errors = 'toast' }: CallableActionOptions = {}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActionFailure | null>(null);
  // Bumped by reset: answers to runs started before then update nothing.
  const generation = useRef(0);
  // False once the screen is left. A flag rather than a generation bump, because StrictMode's trial
  // unmount is followed by a remount of the same component, whose runs started on mount still count.
  const mounted = useRef(false);
  // Runs started (or queued) in the current generation and not finished yet.
  const active = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    <T>(action: ActionName, start: () => Promise<T>, options: RunOptions<T> = {}): Promise<Outcome<T>> => {
      if (whileRunning === 'ignore' && active.current > 0) {
        return Promise.resolve({ ok: false, reason: 'busy' });
      }
      const startedIn = generation.current;
      active.current += 1;
      setBusy(true);
      setError(null);

      const execute = async (): Promise<Outcome<T>> => {
        let outcome: Outcome<T>;
        const offline = options.needsConnection === true && globalThis.navigator?.onLine === false;
        try {
          if (offline) throw new Error('offline');
          outcome = { ok: true, value: await start() };
        } catch (caught) {
          const code = offline
            ? 'common.connectionError'
            : errorKey(action, caught, (key) => i18n.exists(key));
          if (!offline && carriedCode(caught) === undefined) console.error(caught);
          outcome = { ok: false, reason: 'failed', code, message: t(code) };
        }
        const current = startedIn === generation.current && mounted.current;
        if (current || errorPolicies[action].reportsAfterLeaving) {
          if (outcome.ok && options.success) {
            const values = options.successValues?.(outcome.value) ?? {};
            toast.show(t(options.success, values), { durationMs: options.successMs, tone: 'success' });
          } else if (!outcome.ok && errors === 'toast') {
            toast.show(outcome.message, { tone: 'error' });
          }
        }
        if (!current) return { ok: false, reason: 'stale' };
        active.current -= 1;
        if (active.current === 0) setBusy(false);
        if (!outcome.ok) setError({ code: outcome.code, message: outcome.message });
        return outcome;
      };

      if (whileRunning !== 'queue') return execute();
      // execute never rejects, so one failure does not stop the runs queued behind it.
      const next = queue.current.then(execute);
      queue.current = next;
      return next;
    },
    [whileRunning, errors, t, i18n, toast],
  );

  /** Forgets the running call (its answer is dropped) and the last failure; the next start runs at once. */
  const reset = useCallback(() => {
    generation.current += 1;
    active.current = 0;
    setBusy(false);
    setError(null);
  }, []);

  return { busy, error, run, reset };
}
