// exportData: everything stored about the caller, as JSON (times as ISO strings, each document with its
// id): profile, AI usage counter, meals with their food items and thumbnails, the diary's day totals (the
// rows' and days' vitamins and minerals with the units they are in), the
// favourites, the weigh-ins, the copies of recipes the caller shared with lists, personal items, the lists
// the caller belongs to with their member records and items (what every member already reads in the app),
// and the invitations sent by the caller (by uid) or addressed to the caller's verified address. Nothing
// about anyone else beyond that.
import type { DocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore';
import { memberIdsOf } from '../lists/list-access.js';
import type { Handler } from '../platform/run-callable.js';
import { collections, readUser } from '../shared/documents.js';
import { microUnits } from '../shared/nutrition/micros.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Firestore values as plain JSON: Timestamps and Dates become ISO strings. */
export function toJson(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && typeof Reflect.get(value, 'toDate') === 'function')
    return (value as { toDate(): Date }).toDate().toISOString();
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v)]));
  return String(value);
}

const exported = (snap: DocumentSnapshot) => ({ id: snap.id, ...(toJson(snap.data() ?? {}) as object) });
const all = (snaps: QuerySnapshot) => snaps.docs.map(exported);

export const handleExportData: Handler<'exportData'> = async (_input, ctx, deps) => {
  const { db } = deps;
  const invites = db.collection(collections.invites);
  const [profile, usage, meals, personalItems, lists, sent, days, shared, weights, favorites, plans] =
    await Promise.all([
      db.collection(collections.users).doc(ctx.uid).get(),
      db.collection(collections.usage).doc(ctx.uid).get(),
      db.collection(collections.meals).where('user_id', '==', ctx.uid).get(),
      db
        .collection(collections.shoppingItems)
        .where('shoppingListId', '==', null)
        .where('userId', '==', ctx.uid)
        .get(),
      db.collection(collections.shoppingLists).where('memberIds', 'array-contains', ctx.uid).get(),
      invites.where('fromUserId', '==', ctx.uid).get(),
      db.collection(collections.days).where('userId', '==', ctx.uid).get(),
      db.collection(collections.sharedRecipes).where('sharedBy', '==', ctx.uid).get(),
      db.collection(collections.weights).where('userId', '==', ctx.uid).get(),
      db.collection(collections.favorites).where('userId', '==', ctx.uid).get(),
      db.collection(collections.mealPlans).where('userId', '==', ctx.uid).get(),
    ]);
  const email = ctx.email ?? (readUser(profile.data()).email.toLowerCase() || null);
  // Invitations to an address are the caller's only once the token says they own it: anyone can sign up
  // with someone else's address, and a profile's copy proves nothing (as for the rules and acceptInvite).
  const received =
    ctx.emailVerified && ctx.email ? all(await invites.where('toEmail', '==', ctx.email).get()) : [];
  const listsWithContents = await Promise.all(
    lists.docs
      .filter((list) => memberIdsOf(list).includes(ctx.uid))
      .map(async (list) => {
        const [members, items] = await Promise.all([
          list.ref.collection(collections.members).get(),
          db.collection(collections.shoppingItems).where('shoppingListId', '==', list.id).get(),
        ]);
        return { list: exported(list), members: all(members), items: all(items) };
      }),
  );
  return {
    exportedAt: deps.clock.now().toISOString(),
    uid: ctx.uid,
    email,
    profile: profile.exists ? exported(profile) : null,
    usage: usage.exists ? exported(usage) : null,
    meals: all(meals),
    days: all(days),
    microUnits: { ...microUnits },
    favorites: all(favorites),
    weights: all(weights),
    sharedRecipes: all(shared),
    mealPlans: all(plans),
    personalItems: all(personalItems),
    lists: listsWithContents,
    invitationsReceived: received,
    invitationsSent: all(sent),
  };
};
