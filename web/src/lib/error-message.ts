// The one table of how a failed action reads to the user. The backend puts an i18n key in every error
// (`details.code`); a key is shown as it is only where it reads well on the screen that started the
// action. Anything else (another key, a network failure, a drifted response) reads as the action's
// fallback, which says what failed in the screen's own words.
import type { errorCatalogue } from '@shared/error-codes';
import type { TFunction } from 'i18next';
import { CallError } from './callable';

/** Every i18n key the backend can send in `details.code`. */
export type BackendErrorCode = (typeof errorCatalogue)[keyof typeof errorCatalogue]['code'];

/** Keys for failures the app finds itself before any call is made. */
export type AppErrorCode = 'camera.imageError' | 'common.connectionError';

/** A failure found in the app (not by the backend) that has its own message. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  constructor(code: AppErrorCode, message: string = code) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }
}

export interface ErrorPolicy {
  /** Keys shown as they are; 'any' shows every key the app can translate. */
  shows: readonly (BackendErrorCode | AppErrorCode)[] | 'any';
  /** i18n key shown for every other failure. */
  fallback: string;
  /**
   * Whether the action's toasts still show after the user left the screen that started it. A change
   * the user made is reported wherever they are now (they must learn that it did not happen); an
   * answer meant only for the screen that asked is dropped with it.
   */
  reportsAfterLeaving: boolean;
}

// The same key as callable.ts's GENERIC_ERROR_CODE, spelled here so this table needs only CallError from it.
const GENERIC = 'common.error';

// Photo and text analysis share their input checks, quota and AI time limit.
const analysisCodes = [
  'camera.invalidImageFormat',
  'camera.imageTooSmall',
  'camera.imageTooLarge',
  'camera.scanError',
  'recipe.analyzeError',
  'recipe.textRequired',
  'common.quotaExceeded',
  'common.aiVerifyEmail',
  'common.aiTimeout',
  'camera.imageError',
  'common.connectionError',
] as const satisfies readonly (BackendErrorCode | AppErrorCode)[];

// What the diary callables refuse in the user's input, in the user's words.
const diaryCodes = [
  'history.invalidTimeZone',
  'history.invalidDay',
  'history.mealTextRequired',
  'history.mealTextTooLong',
  'history.foodNameRequired',
  'history.invalidGrams',
  'history.gramsTooLarge',
  'history.invalidFigures',
  'history.tooManyRows',
  'history.rowsRequired',
  'history.duplicateRow',
  'history.mealNotEditable',
  'history.estimateError',
  'history.foodNotFound',
  'history.dayNotInDiary',
  'common.connectionError',
] as const satisfies readonly (BackendErrorCode | AppErrorCode)[];

// What logging again (an entry, a favourite, a day) is refused for, whatever was logged.
const quickLogCodes = [
  'history.invalidTimeZone',
  'history.dayOutOfRange',
  'history.invalidPortions',
  'history.tooManyMealWrites',
  'common.connectionError',
] as const satisfies readonly (BackendErrorCode | AppErrorCode)[];

// Settings messages name the list, e-mail or invite the user just acted on, so every one is shown.
const settingsPolicy: ErrorPolicy = { shows: 'any', fallback: GENERIC, reportsAfterLeaving: true };

const planPolicy = (fallback: string): ErrorPolicy => ({ shows: 'any', fallback, reportsAfterLeaving: true });

export const errorPolicies = {
  // Camera: the screen shows the answer inline; a photo with no food gets its own panel.
  analyzeFood: {
    shows: [...analysisCodes, 'camera.noFoodDetected'],
    fallback: 'camera.analyzeError',
    reportsAfterLeaving: false,
  },
  scanRecipe: { shows: analysisCodes, fallback: 'camera.scanError', reportsAfterLeaving: false },
  // Recipe page: a typed prompt.
  generateRecipe: {
    shows: ['common.quotaExceeded', 'common.aiVerifyEmail', 'common.aiTimeout', 'recipe.promptRequired'],
    fallback: 'recipe.generateError',
    reportsAfterLeaving: false,
  },
  // History: a recipe for a stored meal; the entry has one message for every failure.
  generateMealRecipe: {
    shows: [],
    fallback: 'history.recipeGenerationError',
    reportsAfterLeaving: false,
  },
  // Recipe page: a recipe read from a web address. Each refusal says what to do about the address.
  importRecipe: {
    shows: [
      'recipe.urlInvalid',
      'recipe.urlNotAllowed',
      'recipe.pageTooBig',
      'recipe.pageTooSlow',
      'recipe.pageUnreachable',
      'recipe.noRecipeFound',
      'recipe.tooManyImports',
      'common.quotaExceeded',
      'common.aiVerifyEmail',
      'common.aiTimeout',
      'common.connectionError',
    ],
    fallback: 'recipe.importError',
    reportsAfterLeaving: false,
  },
  // Recipe view (camera, recipe page, history) -> shopping list. A full list is worth saying as such:
  // retrying would fail the same way.
  addIngredients: {
    shows: ['shopping.tooManyItems'],
    fallback: 'history.failedToAddIngredients',
    reportsAfterLeaving: true,
  },
  // Shopping items: optimistic changes, undone and reported on failure.
  addItem: { shows: ['shopping.tooManyItems'], fallback: 'shopping.addItemError', reportsAfterLeaving: true },
  updateItem: { shows: [], fallback: 'shopping.updateItemError', reportsAfterLeaving: true },
  deleteItem: { shows: [], fallback: 'shopping.deleteItemError', reportsAfterLeaving: true },
  clearCheckedItems: { shows: [], fallback: 'shopping.clearCheckedError', reportsAfterLeaving: true },
  // Settings.
  updateProfile: settingsPolicy,
  createList: settingsPolicy,
  renameList: settingsPolicy,
  inviteMember: settingsPolicy,
  deleteList: settingsPolicy,
  leaveList: settingsPolicy,
  acceptInvite: settingsPolicy,
  declineInvite: settingsPolicy,
  cancelInvite: settingsPolicy,
  clearHistory: settingsPolicy,
  deleteAccount: { shows: [], fallback: 'settings.deleteAccountError', reportsAfterLeaving: true },
  exportData: { shows: [], fallback: 'settings.exportDataError', reportsAfterLeaving: false },
  // Auth calls (not callables): their failures carry provider codes, so they read as the fallback.
  sendVerification: { shows: [], fallback: 'settings.verify.sendError', reportsAfterLeaving: false },
  checkVerification: { shows: [], fallback: GENERIC, reportsAfterLeaving: false },
  // Diary: changes to an eaten entry (rows, correction in words, slot or day) and meals logged from text.
  // The user is told what was wrong with what they typed; a change they made is reported wherever they are.
  updateMeal: {
    // A food swapped on a row another device has just removed, or sent back to an estimate it lacks.
    shows: [...diaryCodes, 'history.rowNotFound', 'history.noKeptEstimate'],
    fallback: 'diary.updateError',
    reportsAfterLeaving: true,
  },
  correctMeal: {
    shows: [
      ...diaryCodes,
      'history.correctionNeedsWords',
      'history.noFoodInText',
      'common.quotaExceeded',
      'common.aiVerifyEmail',
      'common.aiTimeout',
    ],
    fallback: 'diary.correctError',
    reportsAfterLeaving: true,
  },
  undoMealCorrection: {
    shows: ['history.nothingToUndo', 'history.mealNotEditable', 'common.connectionError'],
    fallback: 'diary.undoError',
    reportsAfterLeaving: true,
  },
  logMeal: {
    shows: [
      ...diaryCodes,
      'history.noFoodInText',
      'common.quotaExceeded',
      'common.aiVerifyEmail',
      'common.aiTimeout',
    ],
    fallback: 'diary.logError',
    reportsAfterLeaving: false,
  },
  // "Add a food": the food table search as the user types; the list says what went wrong in its place.
  searchFoods: {
    shows: [
      'history.foodQueryRequired',
      'history.foodQueryTooLong',
      'history.foodQueryInvalid',
      'common.connectionError',
    ],
    fallback: 'diary.food.searchError',
    reportsAfterLeaving: false,
  },
  // History: deleting an entry (after its undo window), logging a recipe as eaten, and sharing a recipe
  // with a list.
  deleteMeal: {
    shows: ['history.mealNotFound', 'common.connectionError'],
    fallback: 'history.deleteError',
    reportsAfterLeaving: true,
  },
  logRecipe: {
    shows: [
      'history.invalidPortions',
      'history.invalidTimeZone',
      'history.mealNotFound',
      'history.notARecipe',
      'common.connectionError',
    ],
    fallback: 'history.logRecipeError',
    reportsAfterLeaving: true,
  },
  shareRecipe: {
    shows: ['shopping.listNotFound', 'shopping.notMember', 'history.notARecipe', 'common.connectionError'],
    fallback: 'history.shareError',
    reportsAfterLeaving: true,
  },
  unshareRecipe: {
    shows: ['history.mealNotFound', 'common.connectionError'],
    fallback: 'history.shareError',
    reportsAfterLeaving: true,
  },
  // Logging in seconds (camera chips, History): an earlier meal or a favourite logged again, a meal
  // saved as a favourite, a day copied onto today. Each is a change the user made.
  logAgain: {
    shows: [...quickLogCodes, 'history.mealNotFound'],
    fallback: 'diary.quick.logError',
    reportsAfterLeaving: true,
  },
  logFavorite: {
    shows: [...quickLogCodes, 'history.favoriteNotFound'],
    fallback: 'diary.quick.logError',
    reportsAfterLeaving: true,
  },
  saveFavorite: {
    shows: ['history.mealNotFound', 'history.tooManyFavorites', 'common.connectionError'],
    fallback: 'diary.quick.saveError',
    reportsAfterLeaving: true,
  },
  deleteFavorite: {
    shows: ['history.favoriteNotFound', 'common.connectionError'],
    fallback: 'diary.quick.unsaveError',
    reportsAfterLeaving: true,
  },
  copyDay: {
    shows: [
      ...quickLogCodes,
      'history.nothingToCopy',
      'history.tooManyToCopy',
      'history.copyToSameDay',
      'history.dayNotInDiary',
    ],
    fallback: 'diary.quick.copyError',
    reportsAfterLeaving: true,
  },
  // The diary page: foods logged into a slot, the day's water, a whole slot moved or deleted.
  logFoods: {
    shows: [
      ...quickLogCodes,
      'history.dayNotLoggable',
      'history.invalidFoodItem',
      'history.foodNotFound',
      'history.unitNotFound',
      'history.productNotFound',
      'history.invalidServing',
      'history.invalidGrams',
      'history.gramsTooLarge',
      'history.invalidFigures',
      'history.tooManyRows',
      'history.rowsRequired',
      'history.tooManyProductLookups',
      'history.productLookupUnavailable',
    ],
    fallback: 'diary.add.error',
    reportsAfterLeaving: true,
  },
  logWater: {
    shows: [
      'history.invalidGlasses',
      'history.dayNotLoggable',
      'history.tooManyMealWrites',
      'common.connectionError',
    ],
    fallback: 'diary.water.error',
    reportsAfterLeaving: true,
  },
  moveSlot: {
    shows: [
      ...quickLogCodes,
      'history.slotEmpty',
      'history.moveToSamePlace',
      'history.dayNotInDiary',
      'history.tooManyToCopy',
    ],
    fallback: 'diary.chores.moveError',
    reportsAfterLeaving: true,
  },
  deleteSlot: {
    shows: ['history.slotEmpty', 'history.tooManyMealWrites', 'common.connectionError'],
    fallback: 'diary.chores.deleteError',
    reportsAfterLeaving: true,
  },
  // "Add by barcode" in the rows editor: the panel says what went wrong and offers an estimate instead.
  lookupBarcode: {
    shows: [
      'history.invalidBarcode',
      'history.productLookupUnavailable',
      'history.tooManyProductLookups',
      'history.productLookupsVerifyEmail',
      'history.productLookupsTooFast',
      'history.productLookupsBusy',
      'common.connectionError',
    ],
    fallback: 'diary.barcodeEntry.error',
    reportsAfterLeaving: false,
  },
  // "Scan a nutrition label" in the rows editor: the panel says what went wrong.
  scanLabel: {
    shows: [
      'history.noLabelFound',
      'camera.invalidImageFormat',
      'camera.imageTooSmall',
      'camera.imageTooLarge',
      'common.quotaExceeded',
      'common.aiTimeout',
      'common.connectionError',
    ],
    fallback: 'history.labelError',
    reportsAfterLeaving: false,
  },
  // Health: weigh-ins and the energy balance. What was wrong with a weigh-in is said in the user's words;
  // the energy balance is shown on Health only, which says itself that it failed.
  logWeight: {
    shows: [
      'health.invalidWeighIn',
      'health.weighInInFuture',
      'health.weighInTooEarly',
      'health.tooManyWeighIns',
      'history.invalidDay',
      'common.connectionError',
    ],
    fallback: 'health.logWeightError',
    reportsAfterLeaving: true,
  },
  deleteWeight: {
    shows: ['history.invalidDay', 'health.tooManyWeighIns', 'common.connectionError'],
    fallback: 'health.deleteWeightError',
    reportsAfterLeaving: true,
  },
  energyBalance: {
    shows: ['history.invalidTimeZone', 'common.connectionError'],
    fallback: 'health.energyBalanceError',
    reportsAfterLeaving: false,
  },
  // The meal plan: each is a change the user made to a day, a slot or a list they just chose, so every
  // refusal the app can translate is shown as it is.
  planRecipe: planPolicy('plan.error'),
  updatePlan: planPolicy('plan.error'),
  unplanRecipe: planPolicy('plan.error'),
  addPlanToList: planPolicy('plan.addToListError'),
  logPlanned: planPolicy('history.logRecipeError'),
  // Not a callable, but reported the same way.
  signOut: { shows: [], fallback: GENERIC, reportsAfterLeaving: true },
} as const satisfies Record<string, ErrorPolicy>;

export type ActionName = keyof typeof errorPolicies;

/**
 * Whether a failed call never reached the app's server: the browser is offline, or the request itself
 * failed (the Functions SDK then reports a bare 'internal' or 'unavailable' with HTTP status 0 and no
 * details, where every answer of the server carries a message and an i18n key).
 */
export function isConnectionFailure(error: unknown, online = globalThis.navigator?.onLine ?? true): boolean {
  if (!online) return true;
  if (!(error instanceof CallError)) return false;
  const status = error.status?.replace(/^functions\//, '');
  return (
    (status === 'internal' || status === 'unavailable') &&
    error.code === GENERIC &&
    new RegExp(`^${status}( \\[0\\])?$`).test(error.message)
  );
}

/** The i18n key carried by a failure; none means something unexpected (a bug, not a refusal). */
export function carriedCode(error: unknown): string | undefined {
  return error instanceof CallError || error instanceof AppError ? error.code : undefined;
}

/**
 * The i18n key `action` shows for `error`: the carried key when the table lets the action show it
 * (and, for 'any', when a translation exists), else the action's fallback.
 */
export function errorKey(action: ActionName, error: unknown, exists: (key: string) => boolean): string {
  const policy: ErrorPolicy = errorPolicies[action];
  const code = carriedCode(error);
  if (code === undefined) return policy.fallback;
  if (policy.shows === 'any') return exists(code) ? code : policy.fallback;
  return (policy.shows as readonly string[]).includes(code) ? code : policy.fallback;
}

// A recipe text's analysis that the AI provider refused says the provider's own words after ours; the
// server sends them as the message of its 'unavailable' answer, else its own default sentence.
const PROVIDER_FAILURE_DEFAULT = 'Failed to analyze recipe';

function providerWords(key: string, error: unknown): string | undefined {
  if (key !== 'recipe.analyzeError' || !(error instanceof CallError)) return undefined;
  if (error.status?.replace(/^functions\//, '') !== 'unavailable') return undefined;
  const words = error.message.trim();
  return words && words !== PROVIDER_FAILURE_DEFAULT ? words : undefined;
}

/** The translated message `action` shows for `error`. */
export function errorMessage(
  action: ActionName,
  error: unknown,
  t: TFunction,
  exists: (key: string) => boolean,
): string {
  const key = errorKey(action, error, exists);
  const words = providerWords(key, error);
  return words ? t('recipe.analyzeErrorWith', { message: words }) : t(key);
}
