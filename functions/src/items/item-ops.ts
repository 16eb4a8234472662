// Offline-safe item changes. A client may send one change several times (an answer lost on the way, a tab
// closed mid-send, two tabs replaying the same queue), each time with the same `opId`. The change and the
// record that it was applied (`itemOps/{hash of uid and opId}`) are written in one transaction, so they
// can never diverge; a repeat finds the record and gets the first answer without writing anything. The
// record is read inside the transaction, so two copies sent at once conflict, and the second one, retried,
// finds the first one's record. Records carry `expiresAt` (30 days, as long as a change may stay queued
// offline) for a Firestore TTL policy; they hold no user id, only the hash.
import { createHash } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import type { Stored } from '../platform/stored.js';
import { type CallableResponse, callables, changedAtWindow } from '../shared/contracts.js';
import { collections, type ItemOpDocument, type itemOpCallables, readItemOp } from '../shared/documents.js';

export type ItemCallable = (typeof itemOpCallables)[number];

/** How long an applied opId is remembered. */
export const OP_RECORD_MS = changedAtWindow.pastMs;

const hashId = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

/** The record of `uid`'s operation `opId`: another user's same opId is another record. */
export function itemOpId(uid: string, opId: string): string {
  return hashId(['op', uid, opId]);
}

/** The double-click mark of addIngredientsToList for one item name in one 10-second window. */
export function clickMarkId(uid: string, listId: string | null, name: string, window: number): string {
  return hashId(['click', uid, listId, name, window]);
}

/** The first answer of a recorded op, or undefined when there is none (yet). */
function recordedAnswer<N extends ItemCallable>(callable: N, data: unknown): CallableResponse<N> | undefined {
  const op = readItemOp(data);
  if (!op) return undefined;
  if (op.callable !== callable || op.result === undefined) throw new AppError('opIdReused');
  return callables[callable].response.parse(op.result) as CallableResponse<N>;
}

/**
 * Runs `change` in a transaction that first looks up `opId` (when given) and then records it with the
 * answer. `change` gets the transaction and the moment of this attempt (read anew on a retry); it must do
 * all its reads before its writes, as Firestore requires. A failing change writes nothing and records
 * nothing, so a later repeat tries again.
 */
export async function runItemOp<N extends ItemCallable>(
  deps: Deps,
  uid: string,
  callable: N,
  opId: string | undefined,
  change: (tx: Transaction, now: Date) => Promise<CallableResponse<N>>,
): Promise<CallableResponse<N>> {
  const { db } = deps;
  const ref = opId === undefined ? null : db.collection(collections.itemOps).doc(itemOpId(uid, opId));
  // A repeat of an applied op is answered from its record, whatever happened to the item since.
  if (ref) {
    const prior = await ref.get();
    const answer = prior.exists ? recordedAnswer(callable, prior.data()) : undefined;
    if (answer) return answer;
  }
  return db.runTransaction(async (tx) => {
    if (ref) {
      const prior = await tx.get(ref);
      const answer = prior.exists ? recordedAnswer(callable, prior.data()) : undefined;
      if (answer) return answer;
    }
    const now = deps.clock.now();
    const answer = await change(tx, now);
    if (ref) tx.create(ref, opRecord(callable, answer, now));
    return answer;
  });
}

function opRecord(callable: ItemCallable, result: object, now: Date): Stored<ItemOpDocument> {
  return {
    callable,
    result: { ...result },
    createdAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromMillis(now.getTime() + OP_RECORD_MS),
  };
}

/** A double-click mark: `itemId` is the line the ingredient went to. Kept a day. */
export function clickMark(itemId: string, now: Date): Stored<ItemOpDocument> {
  return {
    callable: 'addIngredientsToList',
    itemId,
    createdAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromMillis(now.getTime() + 24 * 60 * 60 * 1000),
  };
}

/** The moment of an item change: the client's `changedAt`, bounded around the server's clock. */
export function changeTime(changedAt: number | undefined, now: Date): number {
  if (changedAt === undefined) return now.getTime();
  const offset = changedAt - now.getTime();
  if (offset < -changedAtWindow.pastMs || offset > changedAtWindow.futureMs)
    throw new AppError('changedAtOutOfRange');
  return changedAt;
}
