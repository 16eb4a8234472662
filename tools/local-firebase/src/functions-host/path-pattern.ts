/**
 * Eventarc document path patterns as used by Firestore triggers: literal segments, `*` and `{name}`
 * match one segment, `**` and `{name=**}` match one or more segments (as the trigger runtime does).
 */
type Segment =
  | { kind: 'literal'; value: string }
  | { kind: 'one'; name?: string }
  | { kind: 'many'; name?: string };

function parseSegment(raw: string): Segment {
  if (raw === '*') return { kind: 'one' };
  if (raw === '**') return { kind: 'many' };
  const capture = /^\{([^/{}=]+)(=\*\*|=\*)?\}$/.exec(raw);
  if (capture) {
    const name = capture[1] as string;
    return capture[2] === '=**' ? { kind: 'many', name } : { kind: 'one', name };
  }
  return { kind: 'literal', value: raw };
}

export class DocumentPattern {
  private readonly segments: Segment[];

  constructor(readonly raw: string) {
    this.segments = raw
      .replace(/^\/+|\/+$/g, '')
      .split('/')
      .map(parseSegment);
  }

  /** Params for a document path relative to `.../documents`, or null when it does not match. */
  match(docPath: string): Record<string, string> | null {
    const parts = docPath.split('/');
    const params: Record<string, string> = {};
    return this.matchFrom(0, parts, 0, params) ? params : null;
  }

  private matchFrom(si: number, parts: string[], pi: number, params: Record<string, string>): boolean {
    if (si === this.segments.length) return pi === parts.length;
    const seg = this.segments[si] as Segment;
    if (seg.kind === 'many') {
      // Greedy-but-backtracking: a multi-segment wildcard takes at least one segment.
      for (let end = parts.length; end > pi; end--) {
        if (this.matchFrom(si + 1, parts, end, params)) {
          if (seg.name) params[seg.name] = parts.slice(pi, end).join('/');
          return true;
        }
      }
      return false;
    }
    const part = parts[pi];
    if (part === undefined) return false;
    if (seg.kind === 'literal' && seg.value !== part) return false;
    if (!this.matchFrom(si + 1, parts, pi + 1, params)) return false;
    if (seg.kind === 'one' && seg.name) params[seg.name] = decodeURIComponent(part);
    return true;
  }
}
