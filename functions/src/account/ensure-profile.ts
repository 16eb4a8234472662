// ensureProfile: called on every sign-in. Idempotent: the first call creates users/{uid} and the first
// list, named in the profile's language ("My Shopping List" in English), with the user as first member;
// later calls record the login, keep the stored e-mail in step with the account's, and bring the address
// on the user's member records in step with it: the verified address, or none while it is unverified
// (docs/product-rules.md#creating-a-list).
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { memberEmail, newList, newMember } from '../lists/list-access.js';
import type { CallContext, Deps } from '../platform/deps.js';
import type { Handler } from '../platform/run-callable.js';
import type { Stored, StoredUpdate } from '../platform/stored.js';
import {
  collections,
  type Language,
  type MemberDocument,
  readMember,
  readUser,
  type UserDocument,
} from '../shared/documents.js';
import { defaultListName } from '../shared/lists/default-list-name.js';
import { toProfile } from './profile.js';

export const handleEnsureProfile: Handler<'ensureProfile'> = async (input, ctx, deps) => {
  const { db } = deps;
  const userRef = db.collection(collections.users).doc(ctx.uid);
  const result = await db.runTransaction(async (tx) => {
    const snap = await tx.get(userRef);
    if (snap.exists) {
      const stored = snap.data();
      const update: StoredUpdate<UserDocument> = { lastLogin: FieldValue.serverTimestamp() };
      // Keep the stored e-mail in step with the account (the profile shows it to its owner), and the
      // provider's name and picture (Google) once it gives them.
      const user = readUser(stored);
      if (ctx.email && user.email !== ctx.email) update.email = ctx.email;
      if (ctx.name && !user.displayName) update.displayName = ctx.name;
      if (ctx.photoURL && user.photoURL !== ctx.photoURL) update.photoURL = ctx.photoURL;
      tx.update(userRef, update);
      return { profile: toProfile(ctx.uid, { ...stored, ...update }), created: false };
    }
    const data = createProfileIn(db, tx, ctx, input.language ?? 'en');
    return { profile: toProfile(ctx.uid, data), created: true };
  });
  if (!result.created) await syncMemberRecordEmail(ctx, deps);
  return result;
};

/**
 * Creates the profile and the first list (with the user as its only member) in `tx`, after its reads;
 * `fields` are profile values to store from the start. Returns the profile document written.
 */
export function createProfileIn(
  db: Firestore,
  tx: Transaction,
  ctx: CallContext,
  language: Language,
  fields: Partial<Stored<UserDocument>> = {},
): Stored<UserDocument> {
  const now = FieldValue.serverTimestamp();
  const userRef = db.collection(collections.users).doc(ctx.uid);
  const listRef = db.collection(collections.shoppingLists).doc();
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
    ...(ctx.name ? { displayName: ctx.name } : {}),
    ...(ctx.photoURL ? { photoURL: ctx.photoURL } : {}),
    createdAt: now,
    lastLogin: now,
    lastUpdated: now,
    ...fields,
  };
  tx.create(userRef, data);
  tx.create(listRef, newList(defaultListName(data.language), ctx.uid, now));
  tx.create(
    listRef.collection(collections.members).doc(ctx.uid),
    newMember({ uid: ctx.uid, email: memberEmail(ctx), name: ctx.name }, now),
  );
  return data;
}

/** Member records show a verified address only (lists/list-access.ts memberEmail): at each sign-in, a
 * record that shows another address (an unverified one, or one the account has left) is corrected, and
 * once the address is verified, the records show it. One query of at most limits.listsPerUser records. */
async function syncMemberRecordEmail(ctx: CallContext, deps: Deps): Promise<void> {
  const email = memberEmail(ctx);
  const records = await deps.db.collectionGroup(collections.members).where('userId', '==', ctx.uid).get();
  const stale = records.docs.filter((doc) => readMember(doc.data())?.email !== email);
  if (stale.length === 0) return;
  const batch = deps.db.batch();
  const update: StoredUpdate<MemberDocument> = { email };
  for (const doc of stale) batch.update(doc.ref, update);
  await batch.commit();
}
