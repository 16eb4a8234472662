// users/{uid} documents and their public shape (the `profile` of ensureProfile / updateProfile).
import type { DocumentData } from 'firebase-admin/firestore';
import {
  activityLevelSchema,
  genderSchema,
  languageSchema,
  measurementSystemSchema,
  type Profile,
} from '../shared/contracts.js';

export const USERS = 'users';

const numberOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Tolerant read: seeded or older documents may lack fields or hold stray values. */
export function toProfile(uid: string, data: DocumentData): Profile {
  return {
    uid,
    email: typeof data.email === 'string' ? data.email : '',
    name:
      typeof data.name === 'string'
        ? data.name
        : typeof data.displayName === 'string'
          ? data.displayName
          : '',
    gender: genderSchema.safeParse(data.gender).data ?? null,
    age: numberOrNull(data.age),
    height: numberOrNull(data.height),
    weight: numberOrNull(data.weight),
    measurementSystem: measurementSystemSchema.safeParse(data.measurementSystem).data ?? 'metric',
    language: languageSchema.safeParse(data.language).data ?? 'en',
    activityLevel: activityLevelSchema.safeParse(data.activityLevel).data ?? null,
    shoppingLists: Array.isArray(data.shoppingLists)
      ? data.shoppingLists.filter((id): id is string => typeof id === 'string')
      : [],
  };
}
