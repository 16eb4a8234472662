/** Firestore's order of strings and resource names. */

/**
 * Compares code points, which is UTF-8 byte order (Firestore's string order). UTF-16 code units
 * differ from it only where a surrogate meets U+E000..U+FFFF, so those are shifted.
 */
export function compareStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let ca = a.charCodeAt(i);
    let cb = b.charCodeAt(i);
    if (ca === cb) continue;
    if (ca >= 0xd800) ca = ca <= 0xdfff ? ca + 0x2000 : ca - 0x800;
    if (cb >= 0xd800) cb = cb <= 0xdfff ? cb + 0x2000 : cb - 0x800;
    return ca < cb ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

/** Compares two resource names (documents or references) segment by segment. */
export function compareNames(a: string, b: string): number {
  if (a === b) return 0;
  const as = a.split('/');
  const bs = b.split('/');
  const n = Math.min(as.length, bs.length);
  for (let i = 0; i < n; i++) {
    const c = compareSegments(as[i] as string, bs[i] as string);
    if (c !== 0) return c;
  }
  return sign(as.length - bs.length);
}

const numericId = /^__id(-?\d+)__$/;

/** Numeric ids (`__id42__`) sort before string ids and among themselves by number. */
function compareSegments(a: string, b: string): number {
  if (a === b) return 0;
  const na = a.startsWith('__id') ? numericId.exec(a) : null;
  const nb = b.startsWith('__id') ? numericId.exec(b) : null;
  if (na && nb) {
    const x = BigInt(na[1] as string);
    const y = BigInt(nb[1] as string);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (na) return -1;
  if (nb) return 1;
  return compareStrings(a, b);
}
