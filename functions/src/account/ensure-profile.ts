// ensureProfile: called on every sign-in. Idempotent: the first call creates users/{uid} and the list
// 'My Shopping List' with the user as first member; later calls only record the login.
import { FieldValue } from 'firebase-admin/firestore';
import type { CallContext, Deps } from '../deps.js';
import { LISTS, MEMBERS } from '../lists/list-access.js';
import type { CallableResponse, ParsedRequest } from '../shared/contracts.js';
import { toProfile, USERS } from './profile.js';

export const DEFAULT_LIST_NAME = 'My Shopping List';

export async function handleEnsureProfile(
  input: ParsedRequest<'ensureProfile'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'ensureProfile'>> {
  const { db } = deps;
  const userRef = db.collection(USERS).doc(ctx.uid);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(userRef);
    const now = FieldValue.serverTimestamp();
    if (snap.exists) {
      const data = snap.data() ?? {};
      const update: Record<string, unknown> = { lastLogin: now };
      // Keep the stored e-mail in step with the account (invites are matched on it).
      if (ctx.email && data.email !== ctx.email) update.email = ctx.email;
      tx.update(userRef, update);
      return { profile: toProfile(ctx.uid, { ...data, ...update }), created: false };
    }
    const listRef = db.collection(LISTS).doc();
    const data = {
      id: ctx.uid,
      email: ctx.email ?? '',
      name: ctx.name ?? '',
      gender: null,
      age: null,
      height: null,
      weight: null,
      measurementSystem: 'metric',
      language: input.language ?? 'en',
      activityLevel: null,
      shoppingLists: [listRef.id],
      createdAt: now,
      lastLogin: now,
      lastUpdated: now,
    };
    tx.create(userRef, data);
    tx.create(listRef, { name: DEFAULT_LIST_NAME, createdBy: ctx.uid, createdAt: now, memberIds: [ctx.uid] });
    tx.create(listRef.collection(MEMBERS).doc(ctx.uid), {
      userId: ctx.uid,
      email: ctx.email ?? '',
      ...(ctx.name ? { displayName: ctx.name } : {}),
      joinedAt: now,
    });
    return { profile: toProfile(ctx.uid, data), created: true };
  });
}
