// deleteAccount: removes everything stored about the caller, then the sign-in account. It runs as a fixed
// sequence of steps, each a sweep by query that finds nothing left to do when it already ran, so a call
// interrupted at any point is finished by calling again (every step is logged as it completes). The Auth
// user goes last so the caller can still retry while anything is left.
//
// What "everything" means: the profile, usage counter, meals with the diary's day totals and the copies
// of recipes the caller shared, favourites, weigh-ins, personal items, every invitation the caller sent (by uid) and
// every one addressed to the caller's verified address (any status), and membership of every list
// (leaveList: a list left without members is deleted with its items and pending invites; the caller's
// pending invitations to a list that stays are void). Lists that stay keep what the other members need:
// items the caller added stay on the list with their `userId` blanked, and a list the caller created
// keeps its members with `createdBy` blanked. Afterwards no document holds the caller's uid or verified
// address. Invitations to an address the caller has not verified are left alone: they belong to whoever
// owns it (docs/product-rules.md#deleting-an-account-and-exporting-its-data).
import type { Firestore, Query } from 'firebase-admin/firestore';
import { clearDiary } from '../diary/clear-history.js';
import { handleLeaveList } from '../lists/leave-list.js';
import { BATCH_LIMIT, deleteQueryInBatches } from '../platform/batch-delete.js';
import type { CallContext, Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import { logEvents } from '../platform/log.js';
import type { Handler } from '../platform/run-callable.js';
import type { StoredUpdate } from '../platform/stored.js';
import {
  collections,
  readShoppingItem,
  readUser,
  type ShoppingItemDocument,
  type ShoppingListDocument,
} from '../shared/documents.js';

interface Caller {
  ctx: CallContext;
  /** The address whose invitations are the caller's: the token's (lower-cased) once it is verified. */
  verifiedEmail: string | null;
}

type Step = (caller: Caller, deps: Deps) => Promise<void>;

export const accountDeletionSteps = {
  lists: leaveEveryList,
  items: releaseItems,
  invites: deleteInvites,
  meals: async ({ ctx }, deps) => {
    const { db } = deps;
    await clearDiary(deps, ctx.uid);
    await deleteQueryInBatches(db, db.collection(collections.meals).where('user_id', '==', ctx.uid));
    await deleteQueryInBatches(db, db.collection(collections.days).where('userId', '==', ctx.uid));
    await deleteQueryInBatches(db, db.collection(collections.sharedRecipes).where('sharedBy', '==', ctx.uid));
    await deleteQueryInBatches(db, db.collection(collections.favorites).where('userId', '==', ctx.uid));
    await deleteQueryInBatches(db, db.collection(collections.mealPlans).where('userId', '==', ctx.uid));
  },
  weights: async ({ ctx }, { db }) => {
    await deleteQueryInBatches(db, db.collection(collections.weights).where('userId', '==', ctx.uid));
  },
  usage: async ({ ctx }, { db }) => {
    await db.collection(collections.usage).doc(ctx.uid).delete();
  },
  profile: async ({ ctx }, { db }) => {
    await db.collection(collections.users).doc(ctx.uid).delete();
  },
  auth: async ({ ctx }, deps) => {
    await deps.auth.deleteUser(ctx.uid);
  },
} satisfies Record<string, Step>;

/** Deleting an account needs a sign-in this recent, so a phone left signed in cannot be used for it. */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

export const handleDeleteAccount: Handler<'deleteAccount'> = async (_input, ctx, deps) => {
  const signedInAt = ctx.signedInAt?.getTime();
  if (signedInAt === undefined || deps.clock.now().getTime() - signedInAt > RECENT_SIGN_IN_MS)
    throw new AppError('recentSignInRequired');
  // Never the profile's copy of an address, nor an unverified one: anyone can sign up with someone
  // else's address, and a profile keeps an address its account has since moved away from.
  const caller: Caller = { ctx, verifiedEmail: ctx.emailVerified ? ctx.email : null };
  for (const [step, run] of Object.entries(accountDeletionSteps) as [string, Step][]) {
    await run(caller, deps);
    deps.log.info(logEvents.accountDeletionStep, { uid: ctx.uid, step });
  }
  deps.log.info(logEvents.accountDeleted, { uid: ctx.uid });
  return {};
};

/** Leaves every list the caller belongs to (by memberIds, by the profile, or by a stray member record). */
async function leaveEveryList({ ctx }: Caller, deps: Deps): Promise<void> {
  const { db } = deps;
  const [byMemberIds, profile, memberRecords] = await Promise.all([
    db.collection(collections.shoppingLists).where('memberIds', 'array-contains', ctx.uid).select().get(),
    db.collection(collections.users).doc(ctx.uid).get(),
    db.collectionGroup(collections.members).where('userId', '==', ctx.uid).get(),
  ]);
  const listIds = new Set([...byMemberIds.docs.map((d) => d.id), ...readUser(profile.data()).shoppingLists]);
  for (const listId of listIds) {
    try {
      await handleLeaveList({ listId }, ctx, deps);
    } catch (error) {
      // Already left (an earlier, interrupted run) or the list is gone: nothing to leave.
      if (!(error instanceof AppError && ['listNotFound', 'notMember'].includes(error.errorName)))
        throw error;
    }
  }
  // Member records without a matching memberIds entry would otherwise outlive the account.
  const batch = db.batch();
  for (const record of memberRecords.docs) batch.delete(record.ref);
  await batch.commit();
  const created: StoredUpdate<ShoppingListDocument> = { createdBy: '' };
  await updateQueryInBatches(
    db,
    db.collection(collections.shoppingLists).where('createdBy', '==', ctx.uid),
    () => created,
  );
}

/** Personal items are deleted; items on lists that stay keep their place with `userId` blanked. */
async function releaseItems({ ctx }: Caller, deps: Deps): Promise<void> {
  const { db } = deps;
  const released: StoredUpdate<ShoppingItemDocument> = { userId: '' };
  await updateQueryInBatches(
    db,
    db.collection(collections.shoppingItems).where('userId', '==', ctx.uid),
    (data) => (readShoppingItem(data)?.shoppingListId ? released : 'delete'),
  );
}

/** Every invitation the caller sent and every one addressed to their verified address, whatever its
 * status. An invitation always names its sender's uid, so the sender's address is never needed. */
async function deleteInvites({ ctx, verifiedEmail }: Caller, deps: Deps): Promise<void> {
  const { db } = deps;
  const invites = db.collection(collections.invites);
  await deleteQueryInBatches(db, invites.where('fromUserId', '==', ctx.uid));
  if (verifiedEmail) await deleteQueryInBatches(db, invites.where('toEmail', '==', verifiedEmail));
}

/** Applies `change` to every document of `query` page by page; each change must take the document out of
 * the query (or the loop would not end), which is what makes the sweep safe to repeat. */
async function updateQueryInBatches(
  db: Firestore,
  query: Query,
  change: (data: unknown) => Record<string, unknown> | 'delete',
): Promise<void> {
  for (;;) {
    const page = await query.limit(BATCH_LIMIT).get();
    if (page.empty) return;
    const batch = db.batch();
    for (const doc of page.docs) {
      const update = change(doc.data());
      if (update === 'delete') batch.delete(doc.ref);
      else batch.update(doc.ref, update);
    }
    await batch.commit();
    if (page.size < BATCH_LIMIT) return;
  }
}
