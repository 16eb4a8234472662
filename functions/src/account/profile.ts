// users/{uid} documents and their public shape (the `profile` of ensureProfile / updateProfile).
import type { Profile } from '../shared/contracts.js';
import { readUser } from '../shared/documents.js';

/** The public profile of a stored user document (tolerant: see readUser). */
export function toProfile(uid: string, data: unknown): Profile {
  const user = readUser(data);
  return {
    uid,
    email: user.email,
    name: user.name,
    gender: user.gender,
    age: user.age,
    height: user.height,
    weight: user.weight,
    measurementSystem: user.measurementSystem,
    language: user.language,
    activityLevel: user.activityLevel,
    dailyGoal: user.dailyGoal ?? 'maintain',
    targetSource: user.targetSource,
    customTargets: user.customTargets,
    waterTarget: user.waterTarget,
    shoppingLists: user.shoppingLists,
  };
}
