// ensureProfile: called on every sign-in. Idempotent: the first call creates users/{uid} and the first
// list, named in the profile's language ("My Shopping List" in English), with the user as first member;
// later calls only record the login.
import { FieldValue } from 'firebase-admin/firestore';
import { newList, newMember } from '../lists/list-access.js';
import type { Handler } from '../platform/run-callable.js';
import type { Stored, StoredUpdate } from '../platform/stored.js';
import { defaultListName } from '../shared/default-list-name.js';
import { collections, readUser, type UserDocument } from '../shared/documents.js';
import { toProfile } from './profile.js';

export const handleEnsureProfile: Handler<'ensureProfile'> = async (input, ctx, deps) => {
  const { db } = deps;
  const userRef = db.collection(collections.users).doc(ctx.uid);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(userRef);
    const now = FieldValue.serverTimestamp();
    if (snap.exists) {
      const stored = snap.data();
      const update: StoredUpdate<UserDocument> = { lastLogin: now };
      // Keep the stored e-mail in step with the account (invites are matched on it).
      if (ctx.email && readUser(stored).email !== ctx.email) update.email = ctx.email;
      tx.update(userRef, update);
      return { profile: toProfile(ctx.uid, { ...stored, ...update }), created: false };
    }
    const listRef = db.collection(collections.shoppingLists).doc();
    const language = input.language ?? 'en';
    const data: Stored<UserDocument> = {
      id: ctx.uid,
      email: ctx.email ?? '',
      name: ctx.name ?? '',
      gender: null,
      age: null,
      height: null,
      weight: null,
      measurementSystem: 'metric',
      language,
      activityLevel: null,
      shoppingLists: [listRef.id],
      createdAt: now,
      lastLogin: now,
      lastUpdated: now,
    };
    tx.create(userRef, data);
    tx.create(listRef, newList(defaultListName(language), ctx.uid, now));
    tx.create(
      listRef.collection(collections.members).doc(ctx.uid),
      newMember({ uid: ctx.uid, email: ctx.email ?? '', name: ctx.name }, now),
    );
    return { profile: toProfile(ctx.uid, data), created: true };
  });
};
