// updateProfile: the profile ranges (docs/product-rules.md#profile-validation), checked against the
// measurement system the profile will have after the update; null clears a value and skips its check.
// A 0 is inside the ranges only as a technicality: no one is 0 years, 0 cm or 0 kg, and the health screen
// reads 0 as missing, so a new 0 is refused (a 0 stored earlier does not block other changes).
import { FieldValue } from 'firebase-admin/firestore';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import type { StoredUpdate } from '../platform/stored.js';
import { profileRanges } from '../shared/account/profile-values.js';
import { collections, type UserDocument } from '../shared/documents.js';
import { createProfileIn } from './ensure-profile.js';
import { toProfile } from './profile.js';

export function checkProfileRanges(p: {
  age: number | null;
  height: number | null;
  weight: number | null;
  measurementSystem: 'metric' | 'imperial';
}): void {
  const { age } = profileRanges;
  if (p.age !== null && (!Number.isInteger(p.age) || p.age < age.min || p.age > age.max))
    throw new AppError('invalidAge');
  const { height, weight } = profileRanges[p.measurementSystem];
  if (p.height !== null && (p.height < height.min || p.height > height.max)) {
    const message = `Height must be between ${height.min} and ${height.max} ${height.unit}`;
    throw new AppError('invalidHeight', { message });
  }
  if (p.weight !== null && (p.weight < weight.min || p.weight > weight.max)) {
    const message = `Weight must be between ${weight.min} and ${weight.max} ${weight.unit}`;
    throw new AppError('invalidWeight', { message });
  }
}

const ZERO_MESSAGES = {
  age: ['invalidAge', 'Age must be above 0'],
  height: ['invalidHeight', 'Height must be above 0'],
  weight: ['invalidWeight', 'Weight must be above 0'],
} as const;

export function refuseZeroes(input: {
  age?: number | null;
  height?: number | null;
  weight?: number | null;
}): void {
  for (const field of ['age', 'height', 'weight'] as const) {
    if (input[field] === 0) {
      const [code, message] = ZERO_MESSAGES[field];
      throw new AppError(code, { message });
    }
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
    checkProfileRanges(next);
    refuseZeroes(input);
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
