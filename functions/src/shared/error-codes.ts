// Every error the backend can send: the callable status, the English message (the product's wording, kept
// verbatim where users already know it) and the i18n key the web app translates (`details.code`). Plain data,
// no imports, so the web app's translation test can read `errorCodes`.

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
  // Profile (docs/product-rules.md#profile-validation)
  invalidAge: entry('invalid-argument', 'Age must be between 0 and 120', 'settings.invalidAge'),
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
    'This email address already has too many pending invitations',
    'settings.tooManyPendingInvites',
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
  failedToAddIngredients: entry('internal', 'Failed to add ingredients', 'history.failedToAddIngredients'),
  // Diary (docs/product-rules.md#diary)
  invalidTimeZone: entry('invalid-argument', 'Unknown time zone', 'history.invalidTimeZone'),
  invalidDay: entry('invalid-argument', 'Invalid date', 'history.invalidDay'),
  mealTextRequired: entry('invalid-argument', 'Please describe what you ate', 'history.mealTextRequired'),
  mealTextTooLong: entry('invalid-argument', 'The text is too long', 'history.mealTextTooLong'),
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
