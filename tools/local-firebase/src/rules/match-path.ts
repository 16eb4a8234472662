import type { MatchSegment } from './ast.js';
import { type Binding, Unbound } from './evaluate.js';
import { RPath } from './values.js';

/** A document id a list request does not fix (the `{id}` of `match /posts/{id}` for a query). */
export const ANY_ID = Symbol('any document id');
export type RequestPath = (string | typeof ANY_ID)[];

/** Binds a match pattern's wildcards to a request path, or null when the pattern does not cover it. */
export function matchPath(pattern: MatchSegment[], path: RequestPath): Map<string, Binding> | null {
  if (!couldMatch(pattern, path)) return null;
  const bindings = new Map<string, Binding>();
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i] as MatchSegment;
    if (seg.kind === 'rest') {
      const rest = path.slice(i);
      bindings.set(seg.name, rest.includes(ANY_ID) ? new Unbound(seg.name) : new RPath(rest as string[]));
      return bindings;
    }
    const p = path[i];
    if (p === undefined) return null;
    if (seg.kind === 'literal') {
      if (p !== seg.value) return null;
    } else bindings.set(seg.name, p === ANY_ID ? new Unbound(seg.name) : p);
  }
  return pattern.length === path.length ? bindings : null;
}

/** The literal segments agree and the lengths fit: checked before any binding is made. */
function couldMatch(pattern: MatchSegment[], path: RequestPath): boolean {
  const rest = pattern.length > 0 && pattern[pattern.length - 1]?.kind === 'rest';
  if (rest ? path.length < pattern.length - 1 : path.length !== pattern.length) return false;
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i] as MatchSegment;
    if (seg.kind === 'literal' && path[i] !== seg.value) return false;
  }
  return true;
}

/**
 * A collection-group query (`[collectionId, ANY_ID]` under any parent) is governed only by matches
 * that start with a recursive wildcard, such as `/{path=**}/posts/{id}` or `/{document=**}`.
 */
export function matchGroup(pattern: MatchSegment[], full: RequestPath): Map<string, Binding> | null {
  const head = pattern.slice(0, 3);
  const tail = pattern.slice(3);
  const first = tail[0];
  if (first?.kind !== 'rest') return null;
  const rest = tail.slice(1);
  if (rest.length > 2) return null;
  const base = matchPath(head, full.slice(0, 3));
  const end = matchPath(rest, full.slice(full.length - rest.length));
  if (!base || !end) return null;
  for (const [k, v] of end) base.set(k, v);
  base.set(first.name, new Unbound(first.name));
  return base;
}
