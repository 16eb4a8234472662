// The vitamins and minerals of rows, meals and days. A row knows a nutrient when its source gave it (the
// food table, a product, a label); an estimate or figures typed by hand know none. A sum is taken over the
// rows that knew each nutrient, and says how many did: a day where two of seven foods knew vitamin D shows
// "known for 2 of 7 foods", not a falsely low figure.
import type { MicroCounts, Micros } from '../shared/document-fields.js';
import { type MicroName, microNames } from '../shared/nutrition/micros.js';

/** Amounts in mg or µg to three decimals: a few thousandths of a milligram still count when summed. */
const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function roundMicros(m: Micros): Micros {
  const out: Micros = {};
  for (const name of microNames) {
    const v = m[name];
    if (typeof v === 'number') out[name] = round3(v);
  }
  return out;
}

export function scaleMicros(m: Micros, factor: number): Micros {
  const out: Micros = {};
  for (const name of microNames) {
    const v = m[name];
    if (typeof v === 'number') out[name] = v * factor;
  }
  return out;
}

/** Sums over the rows that knew each nutrient (absent when none did), and for every nutrient how many
 * rows knew it (0 when none did), with the number of rows they are out of. */
export interface MicroSums {
  micros: Micros;
  microsKnown: Record<MicroName, number>;
  rows: number;
}

const noneKnown = (): Record<MicroName, number> =>
  Object.fromEntries(microNames.map((name) => [name, 0])) as Record<MicroName, number>;

/** The sums of rows as they are stored. */
export function sumRowMicros(rows: readonly { micros?: Micros }[]): MicroSums {
  return addMicroSums(
    rows.map((r) => ({
      micros: r.micros ?? {},
      microsKnown: Object.fromEntries(
        microNames.flatMap((name) => (typeof r.micros?.[name] === 'number' ? [[name, 1]] : [])),
      ),
      rows: 1,
    })),
  );
}

/** Sums added together (the meals of a day). */
export function addMicroSums(
  parts: readonly { micros?: Micros; microsKnown?: MicroCounts; rows: number }[],
): MicroSums {
  const micros: Record<string, number> = {};
  const microsKnown = noneKnown();
  let rows = 0;
  for (const part of parts) {
    rows += part.rows;
    for (const name of microNames) {
      const v = part.micros?.[name];
      const known = part.microsKnown?.[name] ?? 0;
      if (typeof v === 'number' && known > 0) {
        micros[name] = (micros[name] ?? 0) + v;
        microsKnown[name] += known;
      }
    }
  }
  return { micros: roundMicros(micros), microsKnown, rows };
}
