import type { FunctionInfo } from './manifest.js';

type Handler = ((...args: unknown[]) => unknown) & { __endpoint?: Record<string, unknown> };

export interface Discovered {
  infos: FunctionInfo[];
  handlers: Map<string, Handler>;
}

const isFunctionLike = (v: unknown): v is Handler => typeof v === 'function';

function regionsOf(endpoint: Record<string, unknown>): string[] {
  const region = endpoint.region;
  if (Array.isArray(region) && region.every((r) => typeof r === 'string') && region.length > 0) {
    return region as string[];
  }
  // Unset (or a parameter expression we cannot resolve before deploy): the platform default.
  return ['us-central1'];
}

function describe(name: string, fn: Handler): FunctionInfo {
  const endpoint = fn.__endpoint;
  if (!endpoint || typeof endpoint !== 'object') {
    return { name, kind: 'ignored', reason: 'not a Cloud Function (no __endpoint)' };
  }
  const regions = regionsOf(endpoint);
  if (endpoint.callableTrigger) return { name, kind: 'callable', regions };
  if (endpoint.httpsTrigger) return { name, kind: 'https', regions };
  const trigger = endpoint.eventTrigger as
    | {
        eventType?: string;
        eventFilters?: Record<string, unknown>;
        eventFilterPathPatterns?: Record<string, unknown>;
      }
    | undefined;
  if (trigger?.eventType?.startsWith('google.cloud.firestore.document.v1.')) {
    const document = trigger.eventFilterPathPatterns?.document ?? trigger.eventFilters?.document;
    const database = trigger.eventFilters?.database ?? '(default)';
    if (typeof document !== 'string' || typeof database !== 'string') {
      return { name, kind: 'ignored', reason: 'Firestore trigger with a parameterised document path' };
    }
    return { name, kind: 'firestore', regions, eventType: trigger.eventType, document, database };
  }
  const what = trigger?.eventType ?? Object.keys(endpoint).find((k) => k.endsWith('Trigger')) ?? 'unknown';
  return { name, kind: 'ignored', reason: `trigger type ${what} is not emulated` };
}

/**
 * Walks a functions module's exports the way the deploy tooling does: every exported function with an
 * `__endpoint`, with exported objects acting as groups (`group-name`).
 */
export function discoverFunctions(mod: Record<string, unknown>): Discovered {
  const infos: FunctionInfo[] = [];
  const handlers = new Map<string, Handler>();
  const visit = (obj: Record<string, unknown>, prefix: string, depth: number) => {
    for (const [key, value] of Object.entries(obj)) {
      if (key === 'default' && prefix === '') continue;
      const name = prefix ? `${prefix}-${key}` : key;
      if (isFunctionLike(value)) {
        const info = describe(name, value);
        infos.push(info);
        if (info.kind !== 'ignored') handlers.set(name, value);
      } else if (value && typeof value === 'object' && !Array.isArray(value) && depth < 3) {
        visit(value as Record<string, unknown>, name, depth + 1);
      }
    }
  };
  // A CommonJS entry shows up as `default` (plus detected named exports); an ES module as named exports.
  const named = Object.keys(mod).filter((k) => k !== 'default');
  const def = mod.default;
  if (named.length === 0 && def && typeof def === 'object') visit(def as Record<string, unknown>, '', 0);
  else visit(mod, '', 0);
  return { infos, handlers };
}
