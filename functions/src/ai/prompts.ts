// Prompts in the user's language with the allowed units and their local names.
// JSON keys stay English so one schema serves every language; the text inside is localised.
import type { Language } from '../shared/languages.js';

interface LanguagePack {
  name: string;
  units: string;
  food: string;
  scanImage: string;
  scanText: string;
  generate: string;
  /** Introduces a remark the user added to a photo. */
  note: string;
  logText: string;
  estimate: string;
  correct: string;
  label: string;
}

const PACKS: Record<Language, LanguagePack> = {
  en: {
    name: 'English',
    units: 'g, ml, pcs, tbsp, tsp, cup, L, kg',
    food: 'Analyse this photo of a meal.',
    scanImage: 'Read the recipe in this photo.',
    scanText: 'Analyse this recipe text:',
    generate: 'Create a recipe for one person from this:',
    note: 'The user adds:',
    logText: 'Estimate the nutrition of this meal as described:',
    estimate: 'Estimate the nutrition of each of these foods at the given weight:',
    correct: "Correct the estimate of this meal with the user's words:",
    label: 'Read the nutrition label in this photo.',
  },
  da: {
    name: 'Danish',
    units: 'g, ml, stk (pcs), spsk (tbsp), tsk (tsp), kop (cup), L, kg',
    food: 'Analysér dette billede af et måltid.',
    scanImage: 'Læs opskriften på dette billede.',
    scanText: 'Analysér denne opskrift:',
    generate: 'Lav en opskrift til én person ud fra dette:',
    note: 'Brugeren tilføjer:',
    logText: 'Vurdér næringsindholdet i dette måltid ud fra beskrivelsen:',
    estimate: 'Vurdér næringsindholdet i hver af disse fødevarer ved den angivne vægt:',
    correct: 'Ret vurderingen af dette måltid ud fra brugerens ord:',
    label: 'Aflæs næringsdeklarationen på dette billede.',
  },
  de: {
    name: 'German',
    units: 'g, ml, Stk. (pcs), EL (tbsp), TL (tsp), Tasse (cup), L, kg',
    food: 'Analysiere dieses Foto einer Mahlzeit.',
    scanImage: 'Lies das Rezept auf diesem Foto.',
    scanText: 'Analysiere diesen Rezepttext:',
    generate: 'Erstelle daraus ein Rezept für eine Person:',
    note: 'Der Nutzer ergänzt:',
    logText: 'Schätze die Nährwerte dieser beschriebenen Mahlzeit:',
    estimate: 'Schätze die Nährwerte jedes dieser Lebensmittel beim angegebenen Gewicht:',
    correct: 'Korrigiere die Schätzung dieser Mahlzeit mit den Worten des Nutzers:',
    label: 'Lies die Nährwerttabelle auf diesem Foto.',
  },
  es: {
    name: 'Spanish',
    units: 'g, ml, uds (pcs), cda (tbsp), cdta (tsp), taza (cup), L, kg',
    food: 'Analiza esta foto de una comida.',
    scanImage: 'Lee la receta de esta foto.',
    scanText: 'Analiza el texto de esta receta:',
    generate: 'Crea una receta para una persona a partir de esto:',
    note: 'El usuario añade:',
    logText: 'Estima los valores nutricionales de esta comida según la descripción:',
    estimate: 'Estima los valores nutricionales de cada uno de estos alimentos con el peso indicado:',
    correct: 'Corrige la estimación de esta comida con las palabras del usuario:',
    label: 'Lee la tabla nutricional de esta foto.',
  },
};

const common = (p: LanguagePack) =>
  `Answer with one JSON object only, no prose and no code fences. Keep the JSON keys exactly as specified in English; ` +
  `write every text value (titles, descriptions, ingredient names, instructions) in ${p.name}. ` +
  `Use only these units: ${p.units}. All numbers are plain non-negative numbers without units.`;

/** Each row also names its food the way a food composition table does, in English, so the server can take
 * the figures of a known food from its table and keep the model's only for what the table lacks. */
const FOOD_NAME =
  'Give every item a "food": a short generic English name of that food as a food composition table writes ' +
  'it, most general word first and how it is prepared (e.g. "rice, white, cooked", "chicken breast, roasted", ' +
  '"olive oil", "bread, whole-wheat"); for a composite dish use its usual English name. ';

const ROWS_FIRST =
  'First list each food item with its weight in grams (include oil, butter and sauces) and, for that item, ' +
  'its calories (kcal), protein, carbs and fat in grams; then give the totals, which are the sums of the items. ' +
  'Calories must agree with 4 kcal per g protein, 4 kcal per g carbs and 9 kcal per g fat. ' +
  FOOD_NAME;

/** A photo of a meal, with the user's optional remark ("half portion") in the same call. */
export function foodPrompt(language: Language, note?: string) {
  const p = PACKS[language];
  return {
    system:
      'You are a nutritionist estimating the nutrition of a meal from a photo. ' +
      ROWS_FIRST +
      'Estimate for the whole portion shown; a remark from the user about the meal takes precedence over what the photo suggests. ' +
      'If the image shows no food, answer {"noFood": true}. ' +
      common(p),
    user: note ? `${p.food} ${p.note}\n\n${note}` : p.food,
  };
}

/** A meal described in words ("2 eggs and a slice of toast"); amounts written by the user are kept. */
export function textMealPrompt(language: Language, description: string) {
  const p = PACKS[language];
  return {
    system:
      'You are a nutritionist estimating the nutrition of a meal the user describes in words. ' +
      ROWS_FIRST +
      'Keep every amount, count and weight the user gives; estimate a usual portion where none is given. ' +
      'If the text names no food or drink, answer {"noFood": true}. ' +
      common(p),
    user: `${p.logText}\n\n${description}`,
  };
}

/** Foods the user added to a meal, each at a weight they chose: one item per food, in the same order. */
export function estimateRowsPrompt(language: Language, rows: { name: string; grams: number }[]) {
  const p = PACKS[language];
  return {
    system:
      'You are a nutritionist estimating the nutrition of single foods. Answer one item per food given, in the ' +
      'same order, with the same name and exactly the given weight in grams, and its calories (kcal), protein, ' +
      'carbs and fat in grams; the totals are the sums of the items; the description names the foods. ' +
      FOOD_NAME +
      common(p),
    user: `${p.estimate}\n\nROWS (JSON):\n${JSON.stringify(rows)}`,
  };
}

/** The previous rows of a meal and the user's correction; the user's words win. */
export function correctionPrompt(
  language: Language,
  previous: {
    description: string;
    items: { name: string; grams: number; calories: number; protein: number; carbs: number; fat: number }[];
  },
  text: string,
) {
  const p = PACKS[language];
  return {
    system:
      'You are a nutritionist correcting an earlier estimate of a meal. You get the earlier items and the ' +
      "user's correction; the user's words take precedence over the earlier estimate (changed weights, " +
      'foods added or removed, how it was cooked). Answer the whole corrected meal. ' +
      ROWS_FIRST +
      common(p),
    user: `${p.correct}\n\nPREVIOUS (JSON):\n${JSON.stringify(previous)}\n\nCORRECTION:\n${text}`,
  };
}

export function scanPrompt(language: Language, source: { text?: string }) {
  const p = PACKS[language];
  return {
    system:
      'You extract recipes from cookbook pages, magazine photos or pasted text. Copy the title, servings, ' +
      'every ingredient with its amount and unit, and every step in order. Estimate calories, protein, carbs ' +
      'and fat per serving. Use amount 0 and an empty unit for ingredients without a quantity (e.g. salt to taste). ' +
      common(p),
    user: source.text === undefined ? p.scanImage : `${p.scanText}\n\n${source.text}`,
  };
}

export function generatePrompt(language: Language, request: string) {
  const p = PACKS[language];
  return {
    system:
      'You are a chef writing a recipe for exactly one person. Every ingredient has an item name, an amount ' +
      'greater than 0 and a unit (use pcs for countable items). Give the nutrition for that one portion: ' +
      'calories (kcal), protein, carbs and fat in grams; the calories should match 4 kcal per gram of protein ' +
      'and carbs and 9 per gram of fat. ' +
      common(p),
    user: `${p.generate}\n\n${request}`,
  };
}

/** A photographed nutrition label, read as printed (not estimated): figures per 100 g, one call. */
export function labelPrompt(language: Language) {
  const p = PACKS[language];
  return {
    system:
      'You read the nutrition label (nutrition facts table) on a photo of a food package. Copy the figures ' +
      'as printed for 100 g (or 100 ml for drinks): energy in kcal as "calories", protein, carbs ' +
      '(carbohydrates), fat, fiber, sugars and saturatedFat in grams, and either "salt" in grams (as ' +
      'European labels print it) or "sodium" in milligrams (as American labels print it). If the label shows ' +
      'energy only in kJ, convert it (kcal = kJ / 4.184). If it gives figures per serving only, convert them ' +
      'to 100 g with the serving size in grams. Use null for any figure the label does not show; never ' +
      'estimate or guess one. Give the product name as printed on the pack, or null, and "servingGrams", the ' +
      'serving size in grams, or null. Under "micros", give each vitamin and mineral the label prints for 100 g ' +
      'in these units: vitaminA, vitaminD, vitaminK, folate, vitaminB12 and selenium in micrograms; vitaminC, ' +
      'vitaminE, thiamin (B1), riboflavin (B2), niacin, vitaminB6, calcium, iron, magnesium, phosphorus, ' +
      'potassium, zinc and cholesterol in milligrams; null for each one it does not print (never a ' +
      'percentage of the reference intake). If the photo shows no nutrition label, answer {"noLabel": true}. ' +
      `Answer with one JSON object only, no prose and no code fences. Keep the JSON keys exactly as specified ` +
      `in English; write the product name as printed. All numbers are plain non-negative numbers without units.`,
    user: p.label,
  };
}
