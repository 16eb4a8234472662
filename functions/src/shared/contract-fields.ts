// Field schemas the callable contracts are built from: ids, names, free text, e-mail, images.
// zod only (shared with the web app through the contracts module).
import { z } from 'zod';
import { catalogued, type ErrorName } from './error-codes.js';
import { readImageHeader } from './image-header.js';
import { limits } from './limits.js';

/** A Firestore document id. Besides the character set (which already keeps out '.', '..' and '/') and
 * the length (far below Firestore's 1,500 bytes), Firestore reserves ids of the form `__…__`
 * (`__name__`, `__proto__`, `__id1__`); letting one through would end in an INTERNAL error. */
export const id = z
  .string()
  .min(1)
  .max(limits.idChars)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id')
  .refine((value) => !/^__.*__$/.test(value), 'Reserved id');

/** Lone UTF-16 surrogates cannot be stored (Firestore wants valid UTF-8); control characters have no
 * place in names (single line) and only tab and line breaks in free text. */
export function isCleanText(value: string, multiline: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
    else if (c < 0x20 || c === 0x7f) {
      if (!(multiline && (c === 0x09 || c === 0x0a || c === 0x0d))) return false;
    }
  }
  return true;
}
export const cleanName = (s: string) => isCleanText(s, false);
export const cleanText = (s: string) => isCleanText(s, true);
export const INVALID_CHARACTERS = 'Contains invalid characters';

// Invisible characters that change how the text around them is shown: bidi embeddings, overrides and
// isolates (U+202A-U+202E, U+2066-U+2069), bidi marks (U+200E, U+200F, U+061C) and zero-width spaces
// (U+200B, U+2060, U+FEFF, U+180E). In a name others see (a list, an inviter, a shared recipe) they only
// disguise it: "Bob\u202Emoc.lapyap" shows as "Bobpaypal.com". Names are cleaned rather than refused: the
// user cannot see these characters (they come with text pasted from elsewhere), so an error naming them
// could not be acted on, and removing them removes nothing visible. Zero-width (non-)joiners stay between
// two characters, where emoji sequences and Persian and Indic spelling need them, and go at the ends.
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060\uFEFF\u180E]/g;
const EDGE_JOINERS = /^(?:\u200C|\u200D|\s)+|(?:\u200C|\u200D|\s)+$/g;
const JOINER_RUNS = /(\u200C|\u200D)(?:\u200C|\u200D)+/g;

/** A name without bidi controls and zero-width characters (see above); also trims. */
export function stripInvisible(value: string): string {
  return value.replace(INVISIBLE, '').replace(JOINER_RUNS, '$1').replace(EDGE_JOINERS, '');
}

/** A single-line name as shown to others: invisible characters removed, then trimmed. */
export const nameText = () => z.string().overwrite(stripInvisible).trim();

export const requiredName = (message: string) =>
  nameText()
    .min(1, message)
    .max(limits.nameChars, `Must be at most ${limits.nameChars} characters`)
    .refine(cleanName, INVALID_CHARACTERS);

export const freeText = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(limits.textChars, `Must be at most ${limits.textChars} characters`)
    .refine(cleanText, INVALID_CHARACTERS);

export const email = z
  .string({ error: catalogued('emailRequired') })
  .trim()
  .toLowerCase()
  .min(1, catalogued('emailRequired'))
  .max(limits.emailChars, catalogued('invalidEmail'))
  .pipe(z.email(catalogued('invalidEmail')));

/** The photo's bytes must be the JPEG or PNG its data URL declares, with a readable header and a size a
 * camera makes (image-header.ts): anything else is refused before it reaches the AI provider. */
export const imageDataUrl = z
  .string({ error: catalogued('noImage') })
  .min(1, catalogued('noImage'))
  .max(limits.imageChars, catalogued('imageTooLarge'))
  .regex(/^data:image\/(jpeg|jpg|png);base64,/, catalogued('invalidImageFormat'))
  .min(limits.imageMinChars, catalogued('imageTooSmall'))
  .superRefine((value, ctx) => {
    const header = readImageHeader(value);
    const problem = header.ok
      ? Math.max(header.width, header.height) > limits.imageMaxSide ||
        header.width * header.height > limits.imageMaxPixels
        ? 'imageTooLarge'
        : null
      : header.problem === 'format'
        ? 'invalidImageFormat'
        : 'imageTooSmall';
    if (problem) ctx.addIssue({ code: 'custom', message: catalogued(problem) });
  });

/** The history thumbnail (stored, and shown to list members when the recipe is shared): JPEG, PNG or
 * WebP as declared, at most limits.thumbnailMaxSide on each side. */
export const thumbnailDataUrl = z
  .string()
  .max(limits.thumbnailChars, 'Thumbnail is too large')
  .regex(/^data:image\/(jpeg|jpg|png|webp);base64,[A-Za-z0-9+/=]+$/, 'Invalid thumbnail image')
  .refine((value) => {
    const header = readImageHeader(value);
    return header.ok && Math.max(header.width, header.height) <= limits.thumbnailMaxSide;
  }, 'Invalid thumbnail image');

export const listIdOrPersonal = id.nullable();

/** The request of a callable that takes no input: any key is refused. */
/** A finite number from `min` to `max`; anything else (a string, NaN, out of range) is refused with the one
 * catalogue entry `error`. */
export const numberBetween = (min: number, max: number, error: ErrorName) =>
  z
    .number({ error: catalogued(error) })
    .finite(catalogued(error))
    .min(min, catalogued(error))
    .max(max, catalogued(error));

export const emptyRequest = z.strictObject({});
/** The response of a callable that answers nothing but success. */
export const emptyResponse = z.object({});

const nonNegative = z.number().finite().min(0);

export const nutritionFactsSchema = z.object({
  calories: nonNegative,
  protein: nonNegative,
  carbs: nonNegative,
  fat: nonNegative,
});

/**
 * Calorie consistency: `macroCalories` is what protein, carbs and fat add up to; `consistent` is
 * false when the model's calorie total is far from it. Inconsistent answers are kept (the user still
 * sees an estimate) but flagged on the meal and in the result so the UI can say so.
 */
export const calorieConsistency = {
  macroCalories: z.number(),
  consistent: z.boolean(),
};
