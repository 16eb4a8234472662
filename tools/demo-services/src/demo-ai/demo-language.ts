import type { Language } from 'functions/lib/nutrition/food-table/food-table.js';
import type { RecipeUnit } from './demo-food-data.js';

/** The app's languages, from its food table. */
export type Lang = Language;

const LANGUAGE_NAMES: Record<string, Lang> = {
  english: 'en',
  spanish: 'es',
  german: 'de',
  danish: 'da',
  español: 'es',
  deutsch: 'de',
  dansk: 'da',
};
const STATED = /\b(?:in|into|en|auf|på) (English|Spanish|German|Danish|español|Deutsch|dansk)\b/gi;

/**
 * The language to write in: the one the instructions give for text values. A clause about the JSON keys
 * ("keep the keys in English") is not it; without a stated language the user's own words decide.
 */
export function detectLanguage(instructions: string, userText = ''): Lang {
  for (const m of instructions.matchAll(STATED)) {
    const clauseStart = Math.max(...['.', ';', '\n', ':'].map((c) => instructions.lastIndexOf(c, m.index)));
    const clause = instructions.slice(clauseStart + 1, m.index);
    if (/\b(keys?|field names?|property names?)\b/i.test(clause)) continue;
    const lang = LANGUAGE_NAMES[(m[1] as string).toLowerCase()];
    if (lang) return lang;
  }
  return guessLanguage(userText) ?? 'en';
}

const COMMON_WORDS: Record<Lang, string[]> = {
  en: 'the and with of for this a an from recipe meal photo create analyse analyze read person some'.split(
    ' ',
  ),
  es: 'el la los las y con de del para una un esta este receta comida foto crea analiza lee persona unos'.split(
    ' ',
  ),
  de: 'der die das und mit für ein eine einer dieses diesen rezept mahlzeit foto erstelle analysiere lies daraus'.split(
    ' ',
  ),
  da: 'og med til en et af dette denne opskrift måltid billede lav analysér læs ud fra nogle'.split(' '),
};
const LETTERS: Record<Lang, RegExp> = { en: /(?!)/g, es: /[ñ¿¡áéíóú]/g, de: /[äöüß]/g, da: /[æøå]/g };

/** The language whose common words and letters the text uses most, if any. */
export function guessLanguage(text: string): Lang | undefined {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best: Lang | undefined;
  let bestScore = 0;
  for (const lang of ['en', 'es', 'de', 'da'] as Lang[]) {
    const common = new Set(COMMON_WORDS[lang]);
    const score =
      words.filter((w) => common.has(w)).length + 2 * (text.toLowerCase().match(LETTERS[lang]) ?? []).length;
    if (score > bestScore) [best, bestScore] = [lang, score];
  }
  return best;
}

interface Phrases {
  with: string;
  and: string;
  /** German nouns keep their capital letter inside a sentence. */
  lowerNouns: boolean;
  units: Record<'pcs' | RecipeUnit, string>;
  prepare: (list: string) => string;
  fry: (list: string, minutes: number) => string;
  boil: (list: string, minutes: number) => string;
  simmer: (list: string, minutes: number) => string;
  batter: (list: string) => string;
  bake: string;
  blend: (list: string) => string;
  stirIn: (list: string) => string;
  finish: string;
}

export const PHRASES: Record<Lang, Phrases> = {
  en: {
    with: 'with',
    and: 'and',
    lowerNouns: true,
    units: { pcs: 'pcs', g: 'g', ml: 'ml', tbsp: 'tbsp', tsp: 'tsp' },
    prepare: (l) => `Wash and cut the ${l}.`,
    fry: (l, m) => `Cook the ${l} in a pan over medium heat for about ${m} minutes.`,
    boil: (l, m) => `Cook the ${l} in salted water for ${m} minutes and drain.`,
    simmer: (l, m) => `Add the ${l} and simmer for ${m} minutes, stirring now and then.`,
    batter: (l) => `Whisk the ${l} into a smooth batter and let it rest for 10 minutes.`,
    bake: 'Cook the batter in portions in a hot pan until golden on both sides.',
    blend: (l) => `Blend the ${l} until smooth.`,
    stirIn: (l) => `Stir in the ${l} just before serving.`,
    finish: 'Season with salt and pepper to taste and serve.',
  },
  es: {
    with: 'con',
    and: 'y',
    lowerNouns: true,
    units: { pcs: 'uds', g: 'g', ml: 'ml', tbsp: 'cda', tsp: 'cdta' },
    prepare: (l) => `Lava y corta: ${l}.`,
    fry: (l, m) => `Cocina en una sartén a fuego medio unos ${m} minutos: ${l}.`,
    boil: (l, m) => `Cuece en agua con sal durante ${m} minutos y escurre: ${l}.`,
    simmer: (l, m) => `Añade ${l} y cuece a fuego lento ${m} minutos, removiendo de vez en cuando.`,
    batter: (l) => `Bate ${l} hasta obtener una masa lisa y déjala reposar 10 minutos.`,
    bake: 'Cocina la masa por partes en una sartén caliente hasta que se dore por ambos lados.',
    blend: (l) => `Tritura ${l} hasta que quede homogéneo.`,
    stirIn: (l) => `Incorpora ${l} justo antes de servir.`,
    finish: 'Sazona con sal y pimienta al gusto y sirve.',
  },
  de: {
    with: 'mit',
    and: 'und',
    lowerNouns: false,
    units: { pcs: 'Stk.', g: 'g', ml: 'ml', tbsp: 'EL', tsp: 'TL' },
    prepare: (l) => `${l} waschen und schneiden.`,
    fry: (l, m) => `${l} in einer Pfanne bei mittlerer Hitze etwa ${m} Minuten garen.`,
    boil: (l, m) => `${l} in Salzwasser ${m} Minuten kochen und abgießen.`,
    simmer: (l, m) => `${l} dazugeben und ${m} Minuten köcheln lassen, dabei gelegentlich umrühren.`,
    batter: (l) => `${l} zu einem glatten Teig verrühren und 10 Minuten ruhen lassen.`,
    bake: 'Den Teig portionsweise in einer heißen Pfanne von beiden Seiten goldbraun backen.',
    blend: (l) => `${l} fein pürieren.`,
    stirIn: (l) => `${l} kurz vor dem Servieren unterrühren.`,
    finish: 'Mit Salz und Pfeffer abschmecken und servieren.',
  },
  da: {
    with: 'med',
    and: 'og',
    lowerNouns: true,
    units: { pcs: 'stk', g: 'g', ml: 'ml', tbsp: 'spsk', tsp: 'tsk' },
    prepare: (l) => `Skyl og skær ${l}.`,
    fry: (l, m) => `Steg ${l} på en pande ved middel varme i cirka ${m} minutter.`,
    boil: (l, m) => `Kog ${l} i saltet vand i ${m} minutter og hæld vandet fra.`,
    simmer: (l, m) => `Tilsæt ${l} og lad det simre i ${m} minutter under omrøring en gang imellem.`,
    batter: (l) => `Pisk ${l} sammen til en jævn dej og lad den hvile i 10 minutter.`,
    bake: 'Bag dejen i portioner på en varm pande, til den er gylden på begge sider.',
    blend: (l) => `Blend ${l} til en jævn masse.`,
    stirIn: (l) => `Rør ${l} i lige før servering.`,
    finish: 'Smag til med salt og peber og server.',
  },
};

/** "a, b and c" in the given language. */
export function listOf(items: string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${PHRASES[lang].and} ${items[items.length - 1]}`;
}

/** A food name as it reads inside a sentence. */
export const inSentence = (name: string, lang: Lang) =>
  PHRASES[lang].lowerNouns ? name.toLowerCase() : name;
