import { invalidArgument } from './errors.js';
import type { Value } from './values.js';

const simple = /^[A-Za-z_][A-Za-z_0-9]*$/;

/** Splits `a.b.\`c.d\`` into ['a', 'b', 'c.d'] (backquotes quote a segment, backslash escapes). */
export function parseFieldPath(path: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i <= path.length) {
    let seg = '';
    if (path[i] === '`') {
      i++;
      while (i < path.length && path[i] !== '`') {
        if (path[i] === '\\') i++;
        seg += path[i] ?? '';
        i++;
      }
      if (path[i] !== '`') throw invalidArgument(`Invalid field path: ${path}`);
      i++;
    } else {
      while (i < path.length && path[i] !== '.') seg += path[i++];
    }
    if (seg === '') throw invalidArgument(`Invalid field path: ${JSON.stringify(path)}`);
    out.push(seg);
    if (i === path.length) break;
    if (path[i] !== '.') throw invalidArgument(`Invalid field path: ${path}`);
    i++;
  }
  if (out.length === 0) throw invalidArgument('Empty field path');
  return out;
}

export function formatFieldPath(segments: string[]): string {
  return segments
    .map((s) => (simple.test(s) ? s : `\`${s.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``))
    .join('.');
}

/** Value at a field path, or undefined when any segment is missing or not a map. */
export function getField(fields: Record<string, Value>, segments: string[]): Value | undefined {
  let current: Value | undefined = fields[segments[0] as string];
  for (let i = 1; i < segments.length; i++) {
    if (!current) return undefined;
    const map = current.mapValue as { fields?: Record<string, Value> } | undefined;
    if (!map) return undefined;
    current = map.fields?.[segments[i] as string];
  }
  return current;
}

/** Sets (or with `undefined`, deletes) a nested field, creating or replacing maps on the way. */
export function setField(fields: Record<string, Value>, segments: string[], value: Value | undefined): void {
  let target = fields;
  for (let i = 0; i < segments.length - 1; i++) {
    const key = segments[i] as string;
    const existing = target[key];
    let map = existing?.mapValue as { fields?: Record<string, Value> } | undefined;
    if (!map) {
      if (value === undefined) return;
      map = { fields: {} };
      target[key] = { mapValue: map };
    }
    map.fields ??= {};
    target = map.fields;
  }
  const last = segments[segments.length - 1] as string;
  if (value === undefined) delete target[last];
  else target[last] = value;
}

export function isPrefixOf(prefix: string[], path: string[]): boolean {
  return prefix.length <= path.length && prefix.every((s, i) => s === path[i]);
}
