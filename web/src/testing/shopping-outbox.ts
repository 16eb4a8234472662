// Stands in for lib/outbox-browser in Groceries' tests: its failure rules, but each account's outbox kept
// in memory (fresh for every test, see resetStore in shopping-store.ts) and sent through `call`. In a test
// file:
//   vi.mock('../../lib/outbox-browser', () => import('../../testing/shopping-outbox'));
import { vi } from 'vitest';
import { memoryOutboxStore, Outbox } from '../lib/outbox';
import type * as OutboxBrowser from '../lib/outbox-browser';
import { call, outboxes } from './shopping-store';

const actual = await vi.importActual<typeof OutboxBrowser>('../lib/outbox-browser');
export const { classifyFailure, forgetOutboxes, indexedDbOutboxStore, setOutboxAccount } = actual;

export function outboxFor(uid: string): Outbox {
  let outbox = outboxes.get(uid);
  if (!outbox) {
    outbox = new Outbox(uid, {
      store: memoryOutboxStore(),
      send: (entry) => call(entry.op.name, { ...entry.op.request, opId: entry.opId }),
      classify: (error, entry) => actual.classifyFailure(error, entry, true),
    });
    outboxes.set(uid, outbox);
  }
  return outbox;
}
