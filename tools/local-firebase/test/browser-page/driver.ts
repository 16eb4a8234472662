// Node-side driver of the harness page (main.ts): starts listeners and waits for what they show.
import type { Page } from 'playwright-core';
import type { Harness, PageSnapshot, QuerySpec } from './harness-types.js';

declare global {
  interface Window {
    harness: Harness;
  }
}

export interface ChannelRequest {
  method: string;
  url: string;
  resourceType: string;
}

/** Records the page's Listen channel requests (handshakes, forward POSTs, backchannels). */
export function watchChannel(page: Page): ChannelRequest[] {
  const requests: ChannelRequest[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/google.firestore.v1.Firestore/Listen/channel')) {
      requests.push({ method: r.method(), url: r.url(), resourceType: r.resourceType() });
    }
  });
  return requests;
}

export const backchannels = (requests: ChannelRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.url.includes('RID=rpc'));
export const handshakes = (requests: ChannelRequest[]) =>
  requests.filter((r) => r.method === 'POST' && !r.url.includes('SID='));

export interface Seen extends PageSnapshot {
  /** Document changes of every snapshot since the previous wait on this listener returned. */
  changesSince: string[];
}

const consumed = new WeakMap<Page, Map<string, number>>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the newest server-confirmed (fromCache false) snapshot of listener `key` satisfies
 * `accept`; fails on listener errors. Changes are collected across snapshots, as the SDK may split
 * one server update into a data snapshot and a metadata-only one.
 */
export async function snapshot(
  page: Page,
  key: string,
  what: string,
  accept: (s: PageSnapshot) => boolean,
): Promise<Seen> {
  const deadline = Date.now() + 15_000;
  const seen = consumed.get(page) ?? new Map<string, number>();
  consumed.set(page, seen);
  for (;;) {
    const state = await page.evaluate(
      (k) => ({ all: window.harness.snapshots[k] ?? [], error: window.harness.errors[k] ?? null }),
      key,
    );
    if (state.error) throw new Error(`${what}: listener "${key}" failed: ${state.error}`);
    const last = state.all.at(-1);
    if (last && !last.fromCache && accept(last)) {
      const from = seen.get(key) ?? 0;
      seen.set(key, state.all.length);
      return { ...last, changesSince: state.all.slice(from).flatMap((s) => s.changes ?? []) };
    }
    if (Date.now() > deadline) {
      throw new Error(
        `timed out waiting for ${what}; last snapshot of "${key}": ${JSON.stringify(last ?? null)}`,
      );
    }
    await sleep(20);
  }
}

export const snapshotCount = (page: Page, key: string) =>
  page.evaluate((k) => window.harness.snapshots[k]?.length ?? 0, key);
export const listenDoc = (page: Page, key: string, path: string) =>
  page.evaluate(([k, p]) => window.harness.listenDoc(k, p), [key, path] as const);
export const listenQuery = (page: Page, key: string, spec: QuerySpec) =>
  page.evaluate(([k, s]) => window.harness.listenQuery(k, s), [key, spec] as const);
export const unsubscribe = (page: Page, key: string) =>
  page.evaluate((k) => window.harness.unsubscribe(k), key);
/** Result ids of a query snapshot, comma-joined for readable assertions. */
export const ids = (s: PageSnapshot) => (s.ids ?? []).join(',');
