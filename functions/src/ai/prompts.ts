// Prompts in the user's language with the allowed units and their local names.
// JSON keys stay English so one schema serves every language; the text inside is localised.
import type { z } from 'zod';
import type { languageSchema } from '../shared/contracts.js';

export type Language = z.output<typeof languageSchema>;

interface LanguagePack {
  name: string;
  units: string;
  food: string;
  scanImage: string;
  scanText: string;
  generate: string;
}

const PACKS: Record<Language, LanguagePack> = {
  en: {
    name: 'English',
    units: 'g, ml, pcs, tbsp, tsp, cup, L, kg',
    food: 'Analyse this photo of a meal.',
    scanImage: 'Read the recipe in this photo.',
    scanText: 'Analyse this recipe text:',
    generate: 'Create a recipe for one person from this:',
  },
  da: {
    name: 'Danish',
    units: 'g, ml, stk (pcs), spsk (tbsp), tsk (tsp), kop (cup), L, kg',
    food: 'Analysér dette billede af et måltid.',
    scanImage: 'Læs opskriften på dette billede.',
    scanText: 'Analysér denne opskrift:',
    generate: 'Lav en opskrift til én person ud fra dette:',
  },
  de: {
    name: 'German',
    units: 'g, ml, Stk. (pcs), EL (tbsp), TL (tsp), Tasse (cup), L, kg',
    food: 'Analysiere dieses Foto einer Mahlzeit.',
    scanImage: 'Lies das Rezept auf diesem Foto.',
    scanText: 'Analysiere diesen Rezepttext:',
    generate: 'Erstelle daraus ein Rezept für eine Person:',
  },
  es: {
    name: 'Spanish',
    units: 'g, ml, uds (pcs), cda (tbsp), cdta (tsp), taza (cup), L, kg',
    food: 'Analiza esta foto de una comida.',
    scanImage: 'Lee la receta de esta foto.',
    scanText: 'Analiza el texto de esta receta:',
    generate: 'Crea una receta para una persona a partir de esto:',
  },
};

const common = (p: LanguagePack) =>
  `Answer with one JSON object only, no prose and no code fences. Keep the JSON keys exactly as specified in English; ` +
  `write every text value (titles, descriptions, ingredient names, instructions) in ${p.name}. ` +
  `Use only these units: ${p.units}. All numbers are plain non-negative numbers without units.`;

export function foodPrompt(language: Language) {
  const p = PACKS[language];
  return {
    system:
      'You are a nutritionist estimating the nutrition of a meal from a photo. ' +
      'First list each visible food item with its estimated weight in grams (include oil, butter and sauces), ' +
      'then compute the totals from those items: calories (kcal), protein, carbs and fat in grams for the whole portion shown. ' +
      'Calories must agree with 4 kcal per g protein, 4 kcal per g carbs and 9 kcal per g fat. ' +
      'If the image shows no food, answer {"noFood": true}. ' +
      common(p),
    user: p.food,
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
