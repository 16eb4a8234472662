// Every error the backend can send: the callable status, the English message (the product's wording, kept
// verbatim where users already know it) and the i18n key the web app translates (`details.code`). Plain data,
// importing only plain data (a domain's entries kept beside its contracts), so the web app's translation test
// can read `errorCodes`.
import { planErrors } from './plans/errors.js';

export type ErrorStatus =
  | 'unauthenticated'
  | 'invalid-argument'
  | 'not-found'
  | 'permission-denied'
  | 'failed-precondition'
  | 'already-exists'
  | 'resource-exhausted'
  | 'deadline-exceeded'
  | 'unavailable'
  | 'internal';

interface CatalogueEntry {
  status: ErrorStatus;
  message: string;
  code: string;
}

const entry = (status: ErrorStatus, message: string, code: string): CatalogueEntry => ({
  status,
  message,
  code,
});

export const errorCatalogue = {
  // Common
  unauthenticated: entry('unauthenticated', 'User must be authenticated', 'common.unauthenticated'),
  signInToGenerate: entry(
    'unauthenticated',
    'User must be signed in to generate recipes',
    'common.unauthenticated',
  ),
  // Invitation calls name the missing sign-in in their own words.
  noUserLoggedIn: entry('unauthenticated', 'No user logged in', 'common.unauthenticated'),
  invalidInput: entry('invalid-argument', 'Invalid input', 'common.invalidInput'),
  internal: entry('internal', 'Something went wrong. Please try again.', 'common.error'),
  quotaExceeded: entry(
    'resource-exhausted',
    'You have reached the daily limit of AI requests. Please try again later.',
    'common.quotaExceeded',
  ),
  aiBudgetExhausted: entry(
    'resource-exhausted',
    'The app has reached its daily limit of AI requests for everyone. Please try again tomorrow.',
    'common.aiBudgetExhausted',
  ),
  aiTimeout: entry(
    'deadline-exceeded',
    'The AI service took too long to answer. Please try again.',
    'common.aiTimeout',
  ),
  // An account without a verified address gets a small AI allowance (docs/product-rules.md#ai-quota).
  aiVerifyEmail: entry(
    'failed-precondition',
    'Please verify your email address to keep using photo analysis and the other AI features: open the link in the verification email we sent you.',
    'common.aiVerifyEmail',
  ),
  // The account behind the ID token was deleted or disabled, or its sessions were revoked.
  sessionEnded: entry(
    'unauthenticated',
    'Your session has ended. Please sign in again.',
    'common.sessionEnded',
  ),
  // Profile (docs/product-rules.md#profile-validation)
  invalidAge: entry('invalid-argument', 'Age must be between 1 and 120', 'settings.invalidAge'),
  invalidHeight: entry('invalid-argument', 'Height is out of range', 'settings.invalidHeight'),
  invalidWeight: entry('invalid-argument', 'Weight is out of range', 'settings.invalidWeight'),
  // Lists and invites (docs/product-rules.md#invitations)
  listNameRequired: entry('invalid-argument', 'List name is required', 'settings.listNameRequired'),
  emailRequired: entry('invalid-argument', 'Email is required', 'settings.emailRequired'),
  invalidEmail: entry('invalid-argument', 'Please enter a valid email address', 'settings.invalidEmail'),
  listNotFound: entry('not-found', 'Shopping list not found', 'shopping.listNotFound'),
  notMember: entry('permission-denied', 'You are not a member of this shopping list', 'shopping.notMember'),
  alreadyMember: entry(
    'already-exists',
    'User is already a member of this shopping list',
    'settings.alreadyMember',
  ),
  inviteSelf: entry('invalid-argument', "You can't invite your own email address", 'settings.inviteSelf'),
  inviteAlreadySent: entry(
    'already-exists',
    'An invitation has already been sent to this email',
    'settings.inviteAlreadySent',
  ),
  inviteNotFound: entry('not-found', 'Invite not found', 'settings.inviteNotFound'),
  inviteNotPending: entry('failed-precondition', 'Invite is no longer pending', 'settings.inviteNotPending'),
  inviteWrongUser: entry('permission-denied', 'Invite is not for current user', 'settings.inviteWrongUser'),
  inviteExpired: entry('failed-precondition', 'This invitation has expired', 'settings.inviteExpired'),
  inviterLeft: entry(
    'failed-precondition',
    'The person who invited you is no longer a member of this list. Ask a member for a new invitation.',
    'settings.inviterLeft',
  ),
  recentSignInRequired: entry(
    'failed-precondition',
    'For your security, please sign in again before deleting your account.',
    'settings.recentSignInRequired',
  ),
  emailNotVerified: entry(
    'failed-precondition',
    'Please verify your email address first: open the link in the verification email we sent you.',
    'settings.emailNotVerified',
  ),
  // Abuse caps (limits.ts)
  tooManyLists: entry(
    'resource-exhausted',
    'You have reached the maximum number of shopping lists',
    'settings.tooManyLists',
  ),
  tooManyMembers: entry(
    'resource-exhausted',
    'This shopping list has reached the maximum number of members',
    'settings.tooManyMembers',
  ),
  tooManyInvites: entry(
    'resource-exhausted',
    'You have sent too many invitations today. Please try again tomorrow.',
    'settings.tooManyInvites',
  ),
  tooManyPendingInvites: entry(
    'resource-exhausted',
    'You already have too many pending invitations to this email address. Wait for an answer or cancel one.',
    'settings.tooManyPendingInvites',
  ),
  tooManyInvitesToAddress: entry(
    'resource-exhausted',
    'You have sent too many invitations to this email address today. Please try again tomorrow.',
    'settings.tooManyInvitesToAddress',
  ),
  tooManyMailsToAddress: entry(
    'resource-exhausted',
    'This email address has received too many invitations today. Please try again tomorrow.',
    'settings.tooManyMailsToAddress',
  ),
  tooManyItems: entry('resource-exhausted', 'This shopping list is full', 'shopping.tooManyItems'),
  // Account
  deleteAccountError: entry('internal', 'Failed to delete account', 'settings.deleteAccountError'),
  exportDataError: entry('internal', 'Failed to export your data', 'settings.exportDataError'),
  // Shopping items
  itemNameRequired: entry('invalid-argument', 'Item name is required', 'shopping.itemNameRequired'),
  itemNotFound: entry('not-found', 'Item not found', 'shopping.itemNotFound'),
  addItemError: entry('internal', 'Failed to add item', 'shopping.addItemError'),
  updateItemError: entry('internal', 'Failed to update item', 'shopping.updateItemError'),
  deleteItemError: entry('internal', 'Failed to delete item', 'shopping.deleteItemError'),
  clearCheckedError: entry('internal', 'Failed to clear checked items', 'shopping.clearCheckedError'),
  // Offline changes (docs/product-rules.md#offline-changes)
  itemIdTaken: entry('already-exists', 'This item id is already in use', 'common.itemIdTaken'),
  opIdReused: entry(
    'invalid-argument',
    'This change id was already used for a different change',
    'common.opIdReused',
  ),
  changedAtOutOfRange: entry(
    'invalid-argument',
    "The time of this change is not plausible. Please check your device's date and time.",
    'common.changedAtOutOfRange',
  ),
  // Image input (docs/product-rules.md#food-photos)
  noImage: entry('invalid-argument', 'No image data provided', 'camera.noImage'),
  invalidImageFormat: entry(
    'invalid-argument',
    'Invalid image format. Please provide a JPEG or PNG image.',
    'camera.invalidImageFormat',
  ),
  imageTooSmall: entry('invalid-argument', 'Image data is too small or corrupted.', 'camera.imageTooSmall'),
  imageTooLarge: entry(
    'invalid-argument',
    'Image is too large. Please use a smaller photo.',
    'camera.imageTooLarge',
  ),
  // Food analysis (docs/product-rules.md#ai-errors)
  noFoodDetected: entry('not-found', "We couldn't detect any food in this image", 'camera.noFoodDetected'),
  analyzeError: entry('unavailable', 'Failed to analyze image. Please try again.', 'camera.analyzeError'),
  // Recipe scan from a photo
  scanError: entry('unavailable', 'Failed to scan recipe. Please try again.', 'camera.scanError'),
  scanNoResponse: entry('internal', 'No response received from AI. Please try again.', 'camera.scanError'),
  scanParseError: entry('internal', 'Failed to parse recipe data. Please try again.', 'camera.scanError'),
  // Recipe analysis from pasted text
  recipeTextRequired: entry('invalid-argument', 'Recipe text is required', 'recipe.textRequired'),
  analyzeRecipeError: entry('unavailable', 'Failed to analyze recipe', 'recipe.analyzeError'),
  analyzeNoResponse: entry('internal', 'No response received from AI', 'recipe.analyzeError'),
  analyzeParseError: entry('internal', 'Failed to parse recipe data', 'recipe.analyzeError'),
  // A recipe from a web address (docs/product-rules.md#recipes-from-the-web)
  recipeUrlInvalid: entry(
    'invalid-argument',
    'This is not a web address. Paste an address that starts with http:// or https://',
    'recipe.urlInvalid',
  ),
  recipeUrlNotAllowed: entry(
    'invalid-argument',
    'Recipes cannot be imported from this address',
    'recipe.urlNotAllowed',
  ),
  recipePageTooBig: entry('failed-precondition', 'This page is too big to import', 'recipe.pageTooBig'),
  recipePageTooSlow: entry(
    'deadline-exceeded',
    'The page took too long to answer. Please try again later.',
    'recipe.pageTooSlow',
  ),
  recipePageUnreachable: entry(
    'unavailable',
    'The page could not be opened. Check the address and try again.',
    'recipe.pageUnreachable',
  ),
  noRecipeOnPage: entry('not-found', "We couldn't find a recipe on this page", 'recipe.noRecipeFound'),
  tooManyRecipeImports: entry(
    'resource-exhausted',
    'You have imported too many recipes today. Please try again tomorrow.',
    'recipe.tooManyImports',
  ),
  importRecipeError: entry(
    'internal',
    'Failed to import the recipe. Please try again.',
    'recipe.importError',
  ),
  // Recipe generation; from a history entry the code becomes history.recipeGenerationError
  promptRequired: entry('invalid-argument', 'Recipe prompt is required', 'recipe.promptRequired'),
  generateError: entry('internal', 'Failed to generate recipe. Please try again.', 'recipe.generateError'),
  openAiError: entry('unavailable', 'OpenAI API error', 'recipe.generateError'),
  noContent: entry('internal', 'No content in OpenAI response', 'recipe.generateError'),
  couldNotParse: entry('internal', 'Could not parse recipe data', 'recipe.generateError'),
  noJson: entry('internal', 'No valid JSON found in response', 'recipe.generateError'),
  invalidIngredient: entry('internal', 'Invalid ingredient format', 'recipe.generateError'),
  historyGenerateError: entry(
    'internal',
    'Failed to generate recipe. Please try again.',
    'history.recipeGenerationError',
  ),
  // History
  mealNotFound: entry('not-found', 'Meal not found', 'history.mealNotFound'),
  tooManyMealWrites: entry(
    'resource-exhausted',
    'You have made too many changes to your meals today. Please try again tomorrow.',
    'history.tooManyMealWrites',
  ),
  failedToAddIngredients: entry('internal', 'Failed to add ingredients', 'history.failedToAddIngredients'),
  // Diary (docs/product-rules.md#diary)
  invalidTimeZone: entry('invalid-argument', 'Unknown time zone', 'history.invalidTimeZone'),
  invalidDay: entry('invalid-argument', 'Invalid date', 'history.invalidDay'),
  mealTextRequired: entry('invalid-argument', 'Please describe what you ate', 'history.mealTextRequired'),
  mealTextTooLong: entry('invalid-argument', 'The text is too long', 'history.mealTextTooLong'),
  // A correction with no letter or digit in any script ("🍕🍕🍕", "?!"): nothing the AI could act on.
  correctionNeedsWords: entry(
    'invalid-argument',
    'Say in words what to change',
    'history.correctionNeedsWords',
  ),
  foodNameRequired: entry('invalid-argument', 'Every food needs a name', 'history.foodNameRequired'),
  invalidGrams: entry('invalid-argument', 'Grams must be a number of 0 or more', 'history.invalidGrams'),
  gramsTooLarge: entry('invalid-argument', 'A food can weigh at most 5000 g', 'history.gramsTooLarge'),
  invalidFigures: entry(
    'invalid-argument',
    'Calories, protein, carbs and fat must be given together, as plausible numbers of 0 or more',
    'history.invalidFigures',
  ),
  tooManyRows: entry('invalid-argument', 'A meal can have at most 40 foods', 'history.tooManyRows'),
  rowsRequired: entry('invalid-argument', 'A meal needs at least one food', 'history.rowsRequired'),
  duplicateRow: entry('invalid-argument', 'A food appears twice in the meal', 'history.duplicateRow'),
  invalidPortions: entry(
    'invalid-argument',
    'Portions must be between 0.1 and 20',
    'history.invalidPortions',
  ),
  mealNotEditable: entry('failed-precondition', 'Only eaten meals can be changed', 'history.mealNotEditable'),
  nothingToUndo: entry('failed-precondition', 'There is no correction to undo', 'history.nothingToUndo'),
  notARecipe: entry('failed-precondition', 'This meal is not a recipe', 'history.notARecipe'),
  noFoodInText: entry('not-found', "We couldn't recognise any food in this text", 'history.noFoodInText'),
  estimateError: entry(
    'unavailable',
    'Failed to estimate the nutrition. Please try again.',
    'history.estimateError',
  ),
  // The food table (docs/product-rules.md#the-food-table)
  foodQueryRequired: entry('invalid-argument', 'Type a food to search for', 'history.foodQueryRequired'),
  foodQueryTooLong: entry(
    'invalid-argument',
    'Search for at most 100 characters',
    'history.foodQueryTooLong',
  ),
  foodQueryInvalid: entry(
    'invalid-argument',
    'The search contains characters that cannot be searched',
    'history.foodQueryInvalid',
  ),
  foodNotFound: entry('not-found', 'This food is not in the food table', 'history.foodNotFound'),
  // Swapping a row's table food, or going back to the model's figures kept on it.
  rowNotFound: entry('not-found', 'This food is no longer in the meal', 'history.rowNotFound'),
  noKeptEstimate: entry(
    'failed-precondition',
    'This food has no estimate to go back to',
    'history.noKeptEstimate',
  ),
  keepEstimateInvalid: entry(
    'invalid-argument',
    'Going back to the estimate takes only the food, its name and its grams',
    'history.keepEstimateInvalid',
  ),
  // Logging in seconds (docs/product-rules.md#logging-in-seconds)
  dayOutOfRange: entry(
    'invalid-argument',
    'Choose a day within the last year, and not after tomorrow',
    'history.dayOutOfRange',
  ),
  dayNotInDiary: entry(
    'invalid-argument',
    'Choose a day from 1 January 2000 to tomorrow',
    'history.dayNotInDiary',
  ),
  // The diary page (docs/product-rules.md#diary)
  dayNotLoggable: entry(
    'invalid-argument',
    'Choose a day from 1 January 2000 to today',
    'history.dayNotLoggable',
  ),
  invalidFoodItem: entry(
    'invalid-argument',
    'Each food needs a food from the table with its grams or a serving, a barcode with its grams, or a name with its grams and figures',
    'history.invalidFoodItem',
  ),
  unitNotFound: entry('invalid-argument', 'This food has no such serving', 'history.unitNotFound'),
  invalidServing: entry(
    'invalid-argument',
    'A serving needs a quantity above 0 and the grams of one unit',
    'history.invalidServing',
  ),
  invalidTime: entry('invalid-argument', 'Give the time as hours and minutes', 'history.invalidTime'),
  invalidGlasses: entry(
    'invalid-argument',
    'Glasses of water must be a whole number from 0 to 40',
    'history.invalidGlasses',
  ),
  slotEmpty: entry('failed-precondition', 'There is nothing in that meal', 'history.slotEmpty'),
  moveToSamePlace: entry(
    'invalid-argument',
    'Choose another day or meal to move to',
    'history.moveToSamePlace',
  ),
  favoriteNotFound: entry('not-found', 'Favourite not found', 'history.favoriteNotFound'),
  favoriteNameRequired: entry('invalid-argument', 'A favourite needs a name', 'history.favoriteNameRequired'),
  tooManyFavorites: entry(
    'resource-exhausted',
    'You have 200 favourites, the most there can be. Delete one to save another.',
    'history.tooManyFavorites',
  ),
  copyToSameDay: entry('invalid-argument', 'Choose another day to copy to', 'history.copyToSameDay'),
  nothingToCopy: entry(
    'failed-precondition',
    'There is nothing to copy on that day',
    'history.nothingToCopy',
  ),
  tooManyToCopy: entry(
    'failed-precondition',
    'At most 40 meals can be copied at once. Copy one meal time at a time.',
    'history.tooManyToCopy',
  ),
  invalidBarcode: entry(
    'invalid-argument',
    'This is not a valid EAN-13, EAN-8 or UPC-A barcode',
    'history.invalidBarcode',
  ),
  productNotFound: entry(
    'not-found',
    'No product with usable nutrition figures has this barcode',
    'history.productNotFound',
  ),
  productLookupUnavailable: entry(
    'unavailable',
    'The product database is not answering. Please try again later.',
    'history.productLookupUnavailable',
  ),
  tooManyProductLookups: entry(
    'resource-exhausted',
    'You have looked up too many barcodes today. Please try again tomorrow.',
    'history.tooManyProductLookups',
  ),
  productLookupsVerifyEmail: entry(
    'resource-exhausted',
    'Please verify your email address to look up more barcodes today: open the link in the verification email we sent you.',
    'history.productLookupsVerifyEmail',
  ),
  productLookupsTooFast: entry(
    'resource-exhausted',
    'You are looking up barcodes too quickly. Please wait a minute.',
    'history.productLookupsTooFast',
  ),
  productLookupsBusy: entry(
    'resource-exhausted',
    'Barcode lookups are busy right now. Please try again in a minute.',
    'history.productLookupsBusy',
  ),
  noLabelFound: entry(
    'not-found',
    "We couldn't find a nutrition label in this photo",
    'history.noLabelFound',
  ),
  labelError: entry(
    'unavailable',
    'Failed to read the nutrition label. Please try again.',
    'history.labelError',
  ),
  // Weight over time (docs/product-rules.md#weight-over-time)
  invalidWeighIn: entry('invalid-argument', 'Enter a weight between 20 and 400 kg', 'health.invalidWeighIn'),
  weighInInFuture: entry(
    'invalid-argument',
    'A weigh-in cannot be for a day that has not begun yet',
    'health.weighInInFuture',
  ),
  weighInTooEarly: entry(
    'invalid-argument',
    'A weigh-in must be from 1900 or later',
    'health.weighInTooEarly',
  ),
  tooManyWeighIns: entry(
    'resource-exhausted',
    'You have changed too many weigh-ins today. Please try again tomorrow.',
    'health.tooManyWeighIns',
  ),
  logWeightError: entry('internal', 'Failed to save your weight', 'health.logWeightError'),
  deleteWeightError: entry('internal', 'Failed to delete the weigh-in', 'health.deleteWeightError'),
  energyBalanceError: entry(
    'internal',
    'Failed to work out your energy balance',
    'health.energyBalanceError',
  ),
  // Targets the user sets (docs/product-rules.md#targets-people-set-or-that-learn)
  invalidTargetCalories: entry(
    'invalid-argument',
    'Your calorie target must be between 800 and 6000 kcal a day',
    'settings.invalidTargetCalories',
  ),
  invalidTargetMacro: entry(
    'invalid-argument',
    'Protein, carbs and fat targets must be numbers',
    'settings.invalidTargetMacro',
  ),
  invalidTargetGrams: entry(
    'invalid-argument',
    'Protein, carbs and fat targets must be between 0 and 500 g',
    'settings.invalidTargetGrams',
  ),
  invalidTargetPercent: entry(
    'invalid-argument',
    'Protein, carbs and fat shares must be between 0 and 100 %',
    'settings.invalidTargetPercent',
  ),
  targetSharesTooHigh: entry(
    'invalid-argument',
    'Protein, carbs and fat shares must add up to 100 % or less',
    'settings.targetSharesTooHigh',
  ),
  invalidWaterTarget: entry(
    'invalid-argument',
    'Your water target must be between 500 and 6000 ml a day',
    'settings.invalidWaterTarget',
  ),
  customTargetsMissing: entry(
    'invalid-argument',
    'Set your own calorie target before choosing to follow it',
    'settings.customTargetsMissing',
  ),
  // The meal plan
  ...planErrors,
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorName = keyof typeof errorCatalogue;

/** Every i18n key the backend can put in `details.code`; the web app must translate each. */
export const errorCodes: readonly string[] = [...new Set(Object.values(errorCatalogue).map((e) => e.code))];

/**
 * A zod contract message that names its catalogue entry. The server answers such an issue with the
 * entry's English message and i18n key, so the key a user's language is chosen by never depends on how
 * the English sentence is worded.
 */
export const catalogued = (name: ErrorName): ErrorName => name;

/** Whether a contract issue's message names a catalogue entry (see `catalogued`). */
export function isErrorName(message: string): message is ErrorName {
  return Object.hasOwn(errorCatalogue, message);
}
