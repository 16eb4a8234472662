// The fields of a schema.org Recipe in the forms pages write them: a yield as a number, "4 servings" or a
// list of both; instructions as one text, a list of texts, HowToSteps or HowToSections of steps; times as
// ISO 8601 durations; an image as an address, an ImageObject or a list of either. Whatever a page puts
// there, the result is bounded plain text.
import { isIP } from 'node:net';
import { plainText } from './html-scan.js';

const MAX_STEPS = 60;
const STEP_CHARS = 2000;
const TITLE_CHARS = 200;

/** Text of a JSON-LD value that should be text: HTML inside is reduced to its text. */
export function textOf(value: unknown, max = STEP_CHARS): string {
  const raw = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return plainText(raw).slice(0, max).trim();
}

export const titleOf = (value: unknown): string =>
  textOf(Array.isArray(value) ? value[0] : value, TITLE_CHARS);

/** Persons from "4", 4, "4 servings", "Serves 4-6" (the first figure), ["4", "4 portions"]; undefined
 * when no figure from 1 to 100 is there. */
export function servingsOf(value: unknown): number | undefined {
  const values = Array.isArray(value) ? value : [value];
  for (const v of values) {
    const n =
      typeof v === 'number'
        ? v
        : typeof v === 'string'
          ? Number(/\d+(?:[.,]\d+)?/.exec(v)?.[0]?.replace(',', '.'))
          : NaN;
    if (Number.isFinite(n) && n >= 1 && n <= 100) return Math.round(n);
  }
  return undefined;
}

/** Minutes of an ISO 8601 duration ("PT1H30M", "P0DT0H20M", "PT90M"); undefined when it is not one or
 * is over a week. */
export function minutesOf(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const m =
    /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(
      value.trim(),
    );
  if (!m || value.trim().length < 3) return undefined;
  const [d, h, min, s] = [m[1], m[2], m[3], m[4]].map((x) => (x === undefined ? 0 : Number(x)));
  const minutes = Math.round((d ?? 0) * 1440 + (h ?? 0) * 60 + (min ?? 0) + (s ?? 0) / 60);
  return minutes > 0 && minutes <= 7 * 1440 ? minutes : undefined;
}

const typesOf = (node: Record<string, unknown>): string[] =>
  (Array.isArray(node['@type']) ? node['@type'] : [node['@type']]).filter(
    (t): t is string => typeof t === 'string',
  );

/** Whether a JSON-LD node has `type` among its @type values ("Recipe", "schema:Recipe", a full IRI). */
export function hasType(node: unknown, type: string): node is Record<string, unknown> {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return false;
  return typesOf(node as Record<string, unknown>).some((t) => t.replace(/^.*[/:#]/, '') === type);
}

/** Steps in order: texts split at line breaks, HowToStep texts (or names), HowToSection steps flattened. */
export function instructionsOf(value: unknown): string[] {
  const steps: string[] = [];
  const visit = (v: unknown, depth: number) => {
    if (steps.length >= MAX_STEPS || depth > 4) return;
    if (typeof v === 'string') {
      for (const line of v.split(/\r?\n|<br\s*\/?>|<\/p>|<\/li>/i)) {
        const text = textOf(line);
        if (text && steps.length < MAX_STEPS) steps.push(text);
      }
    } else if (Array.isArray(v)) for (const item of v) visit(item, depth + 1);
    else if (v && typeof v === 'object') {
      const node = v as Record<string, unknown>;
      if (node.itemListElement !== undefined) visit(node.itemListElement, depth + 1);
      else visit(node.text ?? node.name ?? '', depth + 1);
    }
  };
  visit(value, 0);
  return steps.map((s) => s.replace(/^\d{1,2}[.)]\s+/, ''));
}

/** Lines of a recipeIngredient (or the older `ingredients`), as written. */
export function ingredientLinesOf(value: unknown): string[] {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\r?\n/) : [];
  return values
    .slice(0, 200)
    .map((v) => textOf(v, 300))
    .filter(Boolean)
    .slice(0, 100);
}

/**
 * The first address of an image field, resolved against the page's address, that the app may show: on the
 * page's own site, or https on a named host. A hostile page's "image" could otherwise make every reader's
 * browser request an address of their own network (http://192.168.0.1/...).
 */
export function imageOf(value: unknown, pageUrl: string): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const raw =
    typeof first === 'string'
      ? first
      : first && typeof first === 'object'
        ? ((first as Record<string, unknown>).url ?? (first as Record<string, unknown>).contentUrl)
        : undefined;
  if (typeof raw !== 'string' || raw.length > 2048 || !URL.canParse(raw, pageUrl)) return undefined;
  const image = new URL(raw, pageUrl);
  const host = image.hostname.replace(/^\[|\]$/g, '');
  const named = isIP(host) === 0 && !/(^|\.)localhost\.?$/i.test(host);
  const sameSite = image.origin === new URL(pageUrl).origin;
  return (image.protocol === 'https:' && named) || (sameSite && /^https?:$/.test(image.protocol))
    ? image.href
    : undefined;
}
