// updateProfile: the profile ranges (docs/product-rules.md#profile-validation), checked against the
// measurement system the profile will have after the update; null clears a value and skips its check.
// The lower bounds are bodies a person can have (a newborn is about 50 cm, nobody past infancy weighs under
// 20 kg): below them a value is a slip (metres in the cm field) or a probe (1e-320 kg), never a person. They
// apply to the values this update sends; one stored before they existed does not block other changes.
import { FieldValue } from 'firebase-admin/firestore';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import type { StoredUpdate } from '../platform/stored.js';
import { profileRanges } from '../shared/account/profile-values.js';
import { collections, type UserDocument } from '../shared/documents.js';
import { createProfileIn } from './ensure-profile.js';
import { toProfile } from './profile.js';

type Body = { age: number | null; height: number | null; weight: number | null };

/** `p`'s values within the ranges of its system; below a lower bound only counts for the fields in
 * `sent` (the update's own values). */
export function checkProfileRanges(
  p: Body & { measurementSystem: 'metric' | 'imperial' },
  sent: Partial<Body> = p,
): void {
  const low = (field: keyof Body, min: number) => sent[field] != null && (sent[field] as number) < min;
  const { age } = profileRanges;
  if (p.age !== null && (!Number.isInteger(p.age) || p.age > age.max || low('age', age.min) || p.age < 0))
    throw new AppError('invalidAge', { message: `Age must be between ${age.min} and ${age.max}` });
  const { height, weight } = profileRanges[p.measurementSystem];
  if (p.height !== null && (p.height > height.max || low('height', height.min) || p.height < 0)) {
    const message = `Height must be between ${height.min} and ${height.max} ${height.unit}`;
    throw new AppError('invalidHeight', { message });
  }
  if (p.weight !== null && (p.weight > weight.max || low('weight', weight.min) || p.weight < 0)) {
    const message = `Weight must be between ${weight.min} and ${weight.max} ${weight.unit}`;
    throw new AppError('invalidWeight', { message });
  }
}

export const handleUpdateProfile: Handler<'updateProfile'> = async (input, ctx, deps) => {
  const { db } = deps;
  const userRef = db.collection(collections.users).doc(ctx.uid);
  // One transaction: two saves at once (two tabs) each check the ranges against the profile they change,
  // and neither is lost half-way.
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(userRef);
    // Normally the profile exists (ensureProfile runs at sign-in); it is created here if this call came first.
    const fresh = { email: ctx.email ?? '', name: ctx.name ?? '', language: input.language ?? 'en' };
    const current = toProfile(ctx.uid, snap.exists ? snap.data() : fresh);
    const next = { ...current, ...stripUndefined(input) };
    checkProfileRanges(next, input);
    // The user's own targets are checked by the contract; following them needs them set.
    if (next.targetSource === 'custom' && next.customTargets === null)
      throw new AppError('customTargetsMissing');
    const { uid: _uid, shoppingLists: _lists, email: _email, ...fields } = next;
    if (!snap.exists) {
      const created = createProfileIn(db, tx, ctx, next.language, fields);
      return { profile: toProfile(ctx.uid, created) };
    }
    const update: StoredUpdate<UserDocument> = { ...fields, lastUpdated: FieldValue.serverTimestamp() };
    tx.update(userRef, update);
    return { profile: toProfile(ctx.uid, next) };
  });
};

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
