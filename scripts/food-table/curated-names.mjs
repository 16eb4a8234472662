// The curated names: what people in Spain, Germany and Denmark call the foods they log, from
// everyday-names.json (SR24 foods, keyed by NDB number) and added-foods.json (the foods other sources add,
// keyed by their table id). A mistake here sends a user's words to the wrong food, so both files are
// checked whole, together, and the build stops on the first problem list rather than shipping half of it.

/** Languages that must each name every curated food; the first string is the display name. */
export const CURATED_LANGUAGES = ['es', 'de', 'da'];
/** English words people use for a food when they differ from the source's: search aliases only. */
const OPTIONAL_LANGUAGES = ['en'];

/** everyday-names.json keyed by table id ("09040" -> "sr24:09040"), with a problem for any other key. */
export function everydayNamesById(everyday, problems) {
  const out = {};
  for (const [ndb, entry] of Object.entries(everyday)) {
    if (/^\d{5}$/.test(ndb)) out[`sr24:${ndb}`] = entry;
    else problems.push(`${ndb}: not a five-digit NDB number`);
  }
  return out;
}

function nameProblems(id, entry, displayNames, problems) {
  for (const lang of Object.keys(entry)) {
    if (!CURATED_LANGUAGES.includes(lang) && !OPTIONAL_LANGUAGES.includes(lang)) {
      problems.push(`${id}: unknown language "${lang}"`);
    }
  }
  for (const lang of [...CURATED_LANGUAGES, ...OPTIONAL_LANGUAGES]) {
    const names = entry[lang];
    if (names === undefined && OPTIONAL_LANGUAGES.includes(lang)) continue;
    if (!Array.isArray(names) || names.length === 0) {
      problems.push(`${id}: no ${lang} names`);
      continue;
    }
    const seen = new Set();
    for (const name of names) {
      if (typeof name !== 'string' || name.trim() === '' || name !== name.trim().replace(/\s+/g, ' ')) {
        problems.push(`${id}: empty or untrimmed ${lang} name ${JSON.stringify(name)}`);
      } else if (seen.has(name.toLowerCase())) {
        problems.push(`${id}: ${lang} name "${name}" twice`);
      }
      seen.add(String(name).toLowerCase());
    }
    // Two foods shown under one name would look like one food listed twice.
    const display = displayNames[lang];
    if (display && typeof names[0] === 'string') {
      const key = names[0].toLowerCase();
      if (display.has(key))
        problems.push(`${id}: ${lang} display name "${names[0]}" also names ${display.get(key)}`);
      else display.set(key, id);
    }
  }
}

/** Every problem in the curated names (table id -> language -> names), as readable lines; empty when sound. */
export function curatedProblems(curated, foodIds) {
  const problems = [];
  const displayNames = Object.fromEntries(CURATED_LANGUAGES.map((l) => [l, new Map()]));
  for (const [id, entry] of Object.entries(curated)) {
    if (!foodIds.has(id)) problems.push(`${id}: no such food in the table`);
    if (!entry || typeof entry !== 'object') {
      problems.push(`${id}: not an object of language -> names`);
      continue;
    }
    nameProblems(id, entry, displayNames, problems);
  }
  return problems;
}
