// Size limits shared by the contracts (server validation) and the web app (client-side checks).
export const limits = {
  /** Names of lists, items, ingredients, profile names. */
  nameChars: 200,
  /** Free text: recipe prompts, pasted recipe text. */
  textChars: 20_000,
  /** A full photo as a data URL (the web downsizes to about 300 KB; 4 MB is the hard cap). */
  imageChars: 4 * 1024 * 1024,
  /** Shorter image data is "too small or corrupted" (docs/product-rules.md#food-photos). */
  imageMinChars: 500,
  /** The history thumbnail stored on the meal document (about 40 KB). */
  thumbnailChars: 40 * 1024,
  /** Ingredients accepted by addIngredientsToList in one call. */
  ingredients: 100,
  /** Persons stepper upper bound (the lower bound is 1). */
  maxPersons: 100,
  /** The diary: foods on one meal, grams of one food, the text of a logged meal and of a photo note or
   * correction, portions of a logged recipe. */
  mealRows: 40,
  rowGrams: 5000,
  mealTextChars: 1000,
  mealNoteChars: 500,
  maxPortions: 20,
  /** Firestore auto ids are 20 characters; allow some room for seeded ids. */
  idChars: 128,
  emailChars: 254,
  unitChars: 40,
  // Abuse caps (docs/product-rules.md#abuse-caps): generous for a household, small enough that nobody can
  // flood the database.
  /** Lists a user may belong to (created or joined). */
  listsPerUser: 20,
  /** Members of one list. */
  membersPerList: 20,
  /** Items on one list (or one user's personal items). */
  itemsPerList: 500,
  /** Invitations one user may send per UTC day (each one sends an e-mail). */
  invitesPerDay: 30,
  /** Pending invitations one e-mail address may hold, from all senders together. */
  pendingInvitesPerRecipient: 5,
  /** Days an invitation can be accepted after it was sent. */
  inviteExpiryDays: 14,
} as const;
