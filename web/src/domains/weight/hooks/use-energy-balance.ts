// The energy balance of the signed-in user (the energyBalance callable): the expenditure measured from the
// diary and the weigh-ins, and the weigh-ins of the last 90 days with their trend. One call reads up to 118
// documents on the server (28 day totals and 90 weigh-ins), so it is asked at most once per app session and
// user, and the answer is shared by every screen that wants it (Health, and the diary's targets when they
// follow the measurement): no render, remount or second screen asks again. It is asked again only after a
// weigh-in changed (`refresh`) or when the user retries a failed answer.
import type { EnergyBalance } from '@contracts';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../../../hooks/use-auth';
import { call } from '../../../lib/callable';
import { userTimeZone } from '../../diary/diary-day';

export interface EnergyBalanceState {
  /** The latest answer; kept while a refresh runs and when it fails. */
  data: EnergyBalance | null;
  /** A call is under way. */
  loading: boolean;
  /** The latest call failed (a CallError, or anything else the call threw). */
  error: unknown;
}

interface Entry extends EnergyBalanceState {
  uid: string;
  /** The call whose answer this entry waits for: an older one that lands late is dropped. */
  ticket: number;
}

const IDLE: EnergyBalanceState = { data: null, loading: false, error: null };
let entry: Entry | null = null;
let tickets = 0;
const listeners = new Set<() => void>();

function publish(next: Entry | null) {
  entry = next;
  for (const listener of listeners) listener();
}

function ask(uid: string) {
  tickets += 1;
  const ticket = tickets;
  const kept = entry?.uid === uid ? entry.data : null;
  publish({ uid, ticket, data: kept, loading: true, error: null });
  const settle = (change: Partial<Entry>) => {
    if (entry?.uid === uid && entry.ticket === ticket) publish({ ...entry, ...change, loading: false });
  };
  // Through a promise so that even a call that throws at once lands as a failed answer.
  Promise.resolve()
    .then(() => call('energyBalance', { timeZone: userTimeZone() }))
    .then(
      (data) => settle({ data, error: null }),
      (error: unknown) => settle({ error }),
    );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Changes the shared answer at once, for a change the server has confirmed (a weigh-in logged or deleted)
 * while the fresh answer is on its way.
 */
export function patchEnergyBalance(uid: string, change: (data: EnergyBalance) => EnergyBalance) {
  if (entry?.uid === uid && entry.data) publish({ ...entry, data: change(entry.data) });
}

/** Forgets the answer (tests; the next user of the session asks for their own anyway). */
export function forgetEnergyBalance() {
  publish(null);
}

export interface EnergyBalanceQuery extends EnergyBalanceState {
  /** Asks again: after a weigh-in changed, or to retry a failure. */
  refresh: () => void;
}

/** The shared energy balance; `enabled` false reads nothing and asks nothing (the targets follow another
 * source than the measurement). */
export function useEnergyBalance(enabled = true): EnergyBalanceQuery {
  const { user } = useAuth();
  const uid = enabled ? (user?.uid ?? null) : null;
  const state = useSyncExternalStore(subscribe, () => entry);
  useEffect(() => {
    if (uid && entry?.uid !== uid) ask(uid);
  }, [uid]);
  const refresh = useCallback(() => {
    if (uid) ask(uid);
  }, [uid]);
  const current = uid && state?.uid === uid ? state : null;
  return {
    data: current?.data ?? IDLE.data,
    // Asked in an effect: before it has run, the first render already reads as loading.
    loading: uid !== null && (current?.loading ?? true),
    error: current?.error ?? IDLE.error,
    refresh,
  };
}
