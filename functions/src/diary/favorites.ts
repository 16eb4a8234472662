// Favourites (docs/product-rules.md#logging-in-seconds): saveFavorite copies a meal's rows (one portion of
// a recipe), text and totals into favorites/{id}; logFavorite logs that copy as a new entry like logAgain;
// renameFavorite and deleteFavorite change only the favourite. A favourite lives on its own: editing or
// deleting the meal it came from never changes it, nor the reverse; it records that meal's id only so the
// entry can show its star filled, and saving the same entry again answers the favourite already saved. Someone else's favourite is answered
// exactly like a missing one. Each call counts as one meal write; a user keeps at most
// limits.favoritesPerUser favourites (counted in the transaction that saves one: the meal-write counter it
// also writes makes two saves at once run one after the other).
import { type DocumentReference, FieldValue, type Transaction } from 'firebase-admin/firestore';
import { sumRows } from '../nutrition/food-rows.js';
import type { Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import type { Handler } from '../platform/run-callable.js';
import type { Stored, StoredUpdate } from '../platform/stored.js';
import { collections, type Favorite, type FavoriteDocument, readFavorite } from '../shared/documents.js';
import { limits } from '../shared/limits.js';
import { tidyName } from '../shared/tidy-name.js';
import { type EntryTemplate, readEntryTemplate, rowsTemplate } from './entry-copies.js';
import { logTemplate } from './log-again.js';
import { claimMealWrite } from './meal-write-cap.js';

export const handleSaveFavorite: Handler<'saveFavorite'> = async (input, ctx, deps) => {
  const { db } = deps;
  const template = await readEntryTemplate(deps, input.mealId, ctx);
  const items = template.rowsAt(1);
  const totals = sumRows(items);
  const name =
    input.name ??
    (tidyName(template.description, limits.nameChars) ||
      tidyName(items.map((r) => r.name).join(', '), limits.nameChars) ||
      'Meal');
  const favorite: Stored<FavoriteDocument> = {
    userId: ctx.uid,
    name,
    description: template.description,
    ingredients: template.ingredients ?? items.map((r) => r.name),
    items,
    ...totals,
    source: template.source,
    ...(template.recipeId ? { recipeId: template.recipeId } : {}),
    ...(template.portions !== undefined ? { portions: template.portions } : {}),
    ...(template.demo ? { demo: true as const } : {}),
    mealId: input.mealId,
    createdAt: FieldValue.serverTimestamp(),
  };
  const mine = db.collection(collections.favorites).where('userId', '==', ctx.uid);
  return db.runTransaction(async (tx) => {
    const already = await tx.get(mine.where('mealId', '==', input.mealId).limit(1));
    const saved = already.docs[0];
    if (saved) return { favoriteId: saved.id };
    const count = (await tx.get(mine.count())).data().count;
    if (count >= limits.favoritesPerUser)
      throw new AppError('tooManyFavorites', { details: { limit: limits.favoritesPerUser } });
    const counted = await claimMealWrite(tx, ctx.uid, deps);
    const ref = db.collection(collections.favorites).doc();
    tx.create(ref, favorite);
    counted();
    return { favoriteId: ref.id };
  });
};

export const handleLogFavorite: Handler<'logFavorite'> = async (input, ctx, deps) => {
  const favorite = await readOwnFavorite(deps, input.favoriteId, ctx.uid);
  return logTemplate(favoriteTemplate(favorite), input, ctx.uid, deps);
};

export const handleRenameFavorite: Handler<'renameFavorite'> = async (input, ctx, deps) => {
  await changeOwnFavorite(deps, input.favoriteId, ctx.uid, (tx, ref) => {
    const renamed: StoredUpdate<FavoriteDocument> = {
      name: input.name,
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.update(ref, renamed);
  });
  return {};
};

export const handleDeleteFavorite: Handler<'deleteFavorite'> = async (input, ctx, deps) => {
  await changeOwnFavorite(deps, input.favoriteId, ctx.uid, (tx, ref) => tx.delete(ref));
  return {};
};

function favoriteTemplate(f: Favorite): EntryTemplate {
  return {
    description: f.description || f.name,
    ...(f.ingredients.length > 0 ? { ingredients: f.ingredients } : {}),
    rowsAt: rowsTemplate(f.items, { name: f.name, totals: f }),
    source: f.source ?? 'text',
    ...(f.recipeId ? { recipeId: f.recipeId } : {}),
    ...(f.portions !== undefined ? { portions: f.portions } : {}),
    ...(f.demo ? { demo: true } : {}),
  };
}

const ownFavorite = (data: unknown, uid: string): Favorite => {
  const favorite = readFavorite(data);
  if (!favorite || favorite.userId !== uid) throw new AppError('favoriteNotFound');
  return favorite;
};

async function readOwnFavorite(deps: Deps, favoriteId: string, uid: string): Promise<Favorite> {
  return ownFavorite((await deps.db.collection(collections.favorites).doc(favoriteId).get()).data(), uid);
}

/** Reads the caller's favourite in a transaction and applies `change`, counting one meal write. */
async function changeOwnFavorite(
  deps: Deps,
  favoriteId: string,
  uid: string,
  change: (tx: Transaction, ref: DocumentReference) => void,
): Promise<void> {
  const ref = deps.db.collection(collections.favorites).doc(favoriteId);
  await deps.db.runTransaction(async (tx) => {
    ownFavorite((await tx.get(ref)).data(), uid);
    const counted = await claimMealWrite(tx, uid, deps);
    change(tx, ref);
    counted();
  });
}
