// Just enough HTML reading for recipe pages, without a parser dependency: the tags in order (with their
// attributes), the text of an element, the visible text of a page, and character references. Pages are
// untrusted and often malformed, so every function is linear in the page's size and never throws.

export interface Tag {
  name: string;
  closing: boolean;
  attrs: Map<string, string>;
  /** Where the tag starts and where the text after it starts. */
  start: number;
  end: number;
}

// Attribute names and unquoted values stop at "<", so a tag that never closes costs no more than the text
// up to the next one.
const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Elements whose content is not markup; their text is skipped (or, for scripts, read on its own). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'template', 'svg']);

/** Every tag of `html` in order; comments are skipped, and so is the content of raw-text elements. */
export function scanTags(html: string): Tag[] {
  const tags: Tag[] = [];
  const lower = html.toLowerCase();
  let at = 0;
  let comment = html.indexOf('<!--');
  while (at < html.length) {
    // The next comment is looked for again only once it is behind: once per comment, not per tag.
    if (comment !== -1 && comment < at) comment = html.indexOf('<!--', at);
    TAG.lastIndex = at;
    const m = TAG.exec(html);
    if (!m) break;
    if (comment !== -1 && comment < m.index) {
      const close = html.indexOf('-->', comment + 4);
      at = close === -1 ? html.length : close + 3;
      continue;
    }
    const tag: Tag = {
      name: (m[2] ?? '').toLowerCase(),
      closing: m[1] === '/',
      attrs: readAttrs(m[3] ?? ''),
      start: m.index,
      end: m.index + m[0].length,
    };
    tags.push(tag);
    at = tag.end;
    if (!tag.closing && RAW_TEXT.has(tag.name)) {
      const close = lower.indexOf(`</${tag.name}`, at);
      at = close === -1 ? html.length : close;
    }
  }
  return tags;
}

function readAttrs(text: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of text.matchAll(ATTR)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!attrs.has(name)) attrs.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return attrs;
}

/** The index in `tags` of the tag that closes `tags[open]` (same name, nesting counted), or -1. */
export function closingIndex(tags: readonly Tag[], open: number): number {
  const name = tags[open]?.name;
  let depth = 0;
  for (let i = open; i < tags.length; i++) {
    const t = tags[i];
    if (!t || t.name !== name) continue;
    depth += t.closing ? -1 : 1;
    if (depth === 0) return i;
  }
  return -1;
}

/** The content of every `<script type="application/ld+json">`. */
export function jsonLdScripts(html: string, tags: readonly Tag[]): string[] {
  const lower = html.toLowerCase();
  const out: string[] = [];
  for (const t of tags) {
    if (t.closing || t.name !== 'script') continue;
    if (!/^application\/ld\+json\b/.test((t.attrs.get('type') ?? '').trim().toLowerCase())) continue;
    const close = lower.indexOf('</script', t.end);
    out.push(html.slice(t.end, close === -1 ? html.length : close));
  }
  return out;
}

const BLOCK = /^(br|p|div|li|ul|ol|h[1-6]|tr|td|th|section|article|header|footer|table|dt|dd|blockquote)$/;

/** Visible text, one line per block, entities decoded, blank lines and runs of spaces collapsed. */
export function visibleText(html: string, tags: readonly Tag[] = scanTags(html)): string {
  const lower = html.toLowerCase();
  let out = '';
  let at = 0;
  for (const t of tags) {
    out += html.slice(at, t.start);
    if (BLOCK.test(t.name)) out += '\n';
    at = t.end;
    if (!t.closing && RAW_TEXT.has(t.name)) {
      const close = lower.indexOf(`</${t.name}`, at);
      at = close === -1 ? html.length : close;
    }
  }
  out += html.slice(at);
  return decodeEntities(out.replace(/<!--[\s\S]*?-->/g, ''))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Text of an HTML fragment on one line (tags removed, entities decoded). */
export const plainText = (fragment: string): string => visibleText(fragment).replace(/\n/g, ' ');

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  frac13: '⅓',
  frac23: '⅔',
  deg: '°',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  times: '×',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  aelig: 'æ',
  AElig: 'Æ',
  oslash: 'ø',
  Oslash: 'Ø',
  aring: 'å',
  Aring: 'Å',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  ccedil: 'ç',
  egrave: 'è',
  agrave: 'à',
  iexcl: '¡',
  iquest: '¿',
};

/** Named (the common ones) and numeric character references; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,10});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : '\uFFFD';
  });
}
