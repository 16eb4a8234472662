// createList: the creator becomes the first member (docs/product-rules.md#creating-a-list); a user belongs to
// at most limits.listsPerUser lists.
import { FieldValue } from 'firebase-admin/firestore';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import type { StoredUpdate } from '../platform/stored.js';
import { collections, readUser, type UserDocument } from '../shared/documents.js';
import { limits } from '../shared/limits.js';
import { memberEmail, newList, newMember } from './list-access.js';

export const handleCreateList: Handler<'createList'> = async (input, ctx, deps) => {
  const { db } = deps;
  const listRef = db.collection(collections.shoppingLists).doc();
  const userRef = db.collection(collections.users).doc(ctx.uid);
  const now = FieldValue.serverTimestamp();
  await db.runTransaction(async (tx) => {
    const user = await tx.get(userRef);
    if (readUser(user.data()).shoppingLists.length >= limits.listsPerUser) throw new AppError('tooManyLists');
    tx.create(listRef, newList(input.name, ctx.uid, now));
    const member = newMember({ uid: ctx.uid, email: memberEmail(ctx) }, now);
    tx.create(listRef.collection(collections.members).doc(ctx.uid), member);
    const join: StoredUpdate<UserDocument> = { shoppingLists: FieldValue.arrayUnion(listRef.id) };
    tx.set(userRef, join, { merge: true });
  });
  return { listId: listRef.id };
};
