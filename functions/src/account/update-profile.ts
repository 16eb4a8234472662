// updateProfile: SPEC 5 ranges, checked against the measurement system the profile will have after the
// update; null clears a value and skips its check.
import { FieldValue } from 'firebase-admin/firestore';
import type { CallContext, Deps } from '../deps.js';
import { AppError } from '../lib/errors.js';
import type { CallableResponse, ParsedRequest } from '../shared/contracts.js';
import { handleEnsureProfile } from './ensure-profile.js';
import { toProfile, USERS } from './profile.js';

const RANGES = {
  metric: { height: [0, 300, 'cm'], weight: [0, 500, 'kg'] },
  imperial: { height: [0, 120, 'in'], weight: [0, 1100, 'lb'] },
} as const;

export function checkProfileRanges(p: {
  age: number | null;
  height: number | null;
  weight: number | null;
  measurementSystem: 'metric' | 'imperial';
}): void {
  if (p.age !== null && (!Number.isInteger(p.age) || p.age < 0 || p.age > 120))
    throw new AppError('invalidAge');
  const ranges = RANGES[p.measurementSystem];
  const [hMin, hMax, hUnit] = ranges.height;
  if (p.height !== null && (p.height < hMin || p.height > hMax)) {
    throw new AppError('invalidHeight', { message: `Height must be between ${hMin} and ${hMax} ${hUnit}` });
  }
  const [wMin, wMax, wUnit] = ranges.weight;
  if (p.weight !== null && (p.weight < wMin || p.weight > wMax)) {
    throw new AppError('invalidWeight', { message: `Weight must be between ${wMin} and ${wMax} ${wUnit}` });
  }
}

export async function handleUpdateProfile(
  input: ParsedRequest<'updateProfile'>,
  ctx: CallContext,
  deps: Deps,
): Promise<CallableResponse<'updateProfile'>> {
  // Normally the profile exists (ensureProfile runs at sign-in); create it if this call came first.
  const snap = await deps.db.collection(USERS).doc(ctx.uid).get();
  const current = snap.exists
    ? toProfile(ctx.uid, snap.data() ?? {})
    : (await handleEnsureProfile({}, ctx, deps)).profile;
  const next = { ...current, ...stripUndefined(input) };
  checkProfileRanges(next);
  const { uid: _uid, shoppingLists: _lists, email: _email, ...fields } = next;
  await deps.db
    .collection(USERS)
    .doc(ctx.uid)
    .update({ ...fields, lastUpdated: FieldValue.serverTimestamp() });
  return { profile: toProfile(ctx.uid, next) };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
