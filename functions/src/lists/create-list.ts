// createList: the creator becomes the first member (SPEC 6); a user belongs to at most
// limits.listsPerUser lists.
import { FieldValue } from 'firebase-admin/firestore';
import { USERS } from '../account/profile.js';
import type { CallContext, Deps } from '../deps.js';
import { AppError } from '../lib/errors.js';
import { type CallableResponse, limits, type ParsedRequest } from '../shared/contracts.js';
import { LISTS, MEMBERS } from './list-access.js';

export async function handleCreateList(
  input: ParsedRequest<'createList'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'createList'>> {
  const { db } = deps;
  const listRef = db.collection(LISTS).doc();
  const userRef = db.collection(USERS).doc(ctx.uid);
  const now = FieldValue.serverTimestamp();
  await db.runTransaction(async (tx) => {
    const user = await tx.get(userRef);
    const lists = user.get('shoppingLists');
    if (Array.isArray(lists) && lists.length >= limits.listsPerUser) throw new AppError('tooManyLists');
    tx.create(listRef, { name: input.name, createdBy: ctx.uid, createdAt: now, memberIds: [ctx.uid] });
    tx.create(listRef.collection(MEMBERS).doc(ctx.uid), {
      userId: ctx.uid,
      email: ctx.email ?? '',
      joinedAt: now,
    });
    tx.set(userRef, { shoppingLists: FieldValue.arrayUnion(listRef.id) }, { merge: true });
  });
  return { listId: listRef.id };
}
