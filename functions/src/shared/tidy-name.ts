// Names that arrive from elsewhere (a product database, a model reading a label, a meal's free-text
// description) made fit to show as a name: one line, no invisible or control characters, bounded. Plain code.
import { stripInvisible } from './contract-fields.js';

/** `value` as a single-line name of at most `max` characters ('' for anything that is not text). Control
 * characters and line breaks become spaces, runs of spaces one, lone surrogates go, and a cut never splits
 * a character. */
export function tidyName(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  // Far longer than any name: cut before the work below, which is linear but needless on megabytes.
  const text = value.length > max * 4 ? value.slice(0, max * 4) : value;
  const oneLine = Array.from(stripInvisible(text), (ch) => {
    const c = ch.codePointAt(0) ?? 0;
    // Array.from keeps a valid surrogate pair together: a code unit on its own here is a lone one.
    if (c >= 0xd800 && c <= 0xdfff) return '';
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029 ? ' ' : ch;
  })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(oneLine);
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() : oneLine;
}
