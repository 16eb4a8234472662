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
  /** A photo's size as its header states it: the web sends at most 1024 px a side; anything past what a
   * camera makes is refused before the AI provider sees it. */
  imageMaxSide: 8192,
  imageMaxPixels: 40_000_000,
  /** The web makes thumbnails of at most 160 px. */
  thumbnailMaxSide: 1024,
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
  /** The most one food row may hold: kcal, sodium in mg, the other figures in g. */
  rowFigures: {
    calories: 10_000,
    protein: 1_000,
    carbs: 1_000,
    fat: 1_000,
    fiber: 1_000,
    sugars: 1_000,
    sodium: 400_000,
    saturatedFat: 1_000,
  },
  /** "Add a food": the longest text the food table is searched for. */
  foodQueryChars: 100,
  /** Firestore auto ids are 20 characters; allow some room for seeded ids. */
  idChars: 128,
  emailChars: 254,
  /** A recipe page's address. */
  urlChars: 2048,
  unitChars: 40,
  /** A serving's unit: the food table's longest portion names ("steak, excluding refuse (yield from ...)"). */
  servingUnitChars: 80,
  /** Water is counted in glasses of this many ml, at most `maxGlasses` a day. */
  glassMl: 250,
  maxGlasses: 40,
  /** The daily water target (ml) the user may set; `defaultWaterTarget` until they do. */
  waterTarget: { min: 500, max: 6000 },
  defaultWaterTarget: 2000,
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
  /** Pending invitations one sender may have out to one e-mail address (across their lists). Counted per
   * sender, so nobody's invitations can block an address for anyone else. */
  pendingInvitesPerSenderAndRecipient: 3,
  /** Invitations (each an e-mail) one sender may send to one address per UTC day; cancelling one does not
   * give it back. */
  invitesPerSenderAndRecipientPerDay: 3,
  /** Senders an address may receive invitation e-mails from per UTC day (each within its own
   * invitesPerSenderAndRecipientPerDay): counted per sender, so that a few accounts inviting and
   * cancelling cannot use up an address's day for the people who really invite it. */
  invitesSendersPerRecipientPerDay: 10,
  /** Days an accepted or expired invitation is kept before the TTL policy deletes it. */
  settledInviteRetentionDays: 30,
  /** Days an invitation can be accepted after it was sent. */
  inviteExpiryDays: 14,
  /** Logging in seconds: favourites a user may keep; eaten entries one copyDay copies (one transaction);
   * barcodes a user may look up per UTC day that are not in the product cache (each one asks Open Food
   * Facts). */
  favoritesPerUser: 200,
  entriesPerCopy: 40,
  productLookupsPerDay: 200,
  /** Open Food Facts lookups: per UTC day for an account without a verified address, per minute for one
   * account, and per minute for all accounts together (Open Food Facts asks clients to stay under 100 product
   * reads a minute). */
  productLookupsPerDayUnverified: 20,
  productLookupsPerMinute: 10,
  productLookupsPerMinuteGlobal: 60,
  /** Recipe pages one account may import per UTC day (each fetches a page from the web). */
  recipeImportsPerDay: 30,
  /** A recipe page: its size (decompressed), the time to fetch it (redirects included), the redirects
   * followed, and the characters of its text the model reads when it has no structured recipe. */
  recipePageBytes: 2 * 1024 * 1024,
  recipePageMs: 10_000,
  recipePageRedirects: 3,
  recipePageTextChars: 12_000,
  /** Weigh-ins saved or deleted per user per UTC day: a month of weigh-ins typed in at once, with room. */
  weighInChangesPerDay: 50,
  /** The first day a diary day field may name (the last is tomorrow in the caller's zone), and the first
   * day of a weigh-in (older weigh-ins may be typed in from paper records). */
  firstDiaryDay: '2000-01-01',
  firstWeighInDay: '1900-01-01',
} as const;
