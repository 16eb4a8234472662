import { Contains, equals, fail, RBytes, RMap, RTimestamp, type RValue, typeName } from './values.js';

/** Method names the evaluator implements; any other name is refused when the rules are loaded. */
export const METHOD_NAMES = new Set([
  'size',
  'lower',
  'upper',
  'trim',
  'matches',
  'split',
  'replace',
  'hasAny',
  'hasAll',
  'hasOnly',
  'concat',
  'removeAll',
  'keys',
  'values',
  'get',
  'toMillis',
]);

const regexCache = new Map<string, RegExp>();

/** RE2 patterns as JavaScript ones; `matches` tests the whole string. */
function regex(pattern: RValue, whole: boolean): RegExp {
  if (typeof pattern !== 'string') return fail('a regular expression must be a string');
  const key = `${whole ? 'w' : 'p'}${pattern}`;
  let re = regexCache.get(key);
  if (!re) {
    try {
      re = new RegExp(whole ? `^(?:${pattern})$` : pattern, whole ? 'u' : 'gu');
    } catch {
      return fail(`invalid regular expression ${pattern}`);
    }
    regexCache.set(key, re);
  }
  re.lastIndex = 0;
  return re;
}

function list(v: RValue | undefined, what: string): RValue[] {
  return Array.isArray(v) ? v : fail(`${what} needs a list`);
}

function arity(args: RValue[], n: number, name: string): void {
  if (args.length !== n) fail(`${name}() takes ${n} argument(s)`);
}

export function callMethod(target: RValue, name: string, args: RValue[]): RValue {
  if (target instanceof Contains)
    return fail('a field constrained by array-contains can only be tested with "in"');
  if (typeof target === 'string') {
    switch (name) {
      case 'size':
        return BigInt([...target].length);
      case 'lower':
        return target.toLowerCase();
      case 'upper':
        return target.toUpperCase();
      case 'trim':
        return target.trim();
      case 'matches':
        arity(args, 1, name);
        return regex(args[0] as RValue, true).test(target);
      case 'split':
        arity(args, 1, name);
        return target.split(regex(args[0] as RValue, false));
      case 'replace':
        arity(args, 2, name);
        if (typeof args[1] !== 'string') return fail('replace() needs a string replacement');
        return target.replace(regex(args[0] as RValue, false), args[1]);
    }
  } else if (Array.isArray(target)) {
    const has = (x: RValue) => target.some((y) => equals(x, y));
    switch (name) {
      case 'size':
        return BigInt(target.length);
      case 'hasAny':
        arity(args, 1, name);
        return list(args[0], name).some(has);
      case 'hasAll':
        arity(args, 1, name);
        return list(args[0], name).every(has);
      case 'hasOnly': {
        arity(args, 1, name);
        const allowed = list(args[0], name);
        return target.every((x) => allowed.some((y) => equals(x, y)));
      }
      case 'concat':
        arity(args, 1, name);
        return [...target, ...list(args[0], name)];
      case 'removeAll': {
        arity(args, 1, name);
        const drop = list(args[0], name);
        return target.filter((x) => !drop.some((y) => equals(x, y)));
      }
    }
  } else if (target instanceof RMap) {
    switch (name) {
      case 'size':
        return BigInt(target.keys().length);
      case 'keys':
        return target.keys();
      case 'values':
        return target.keys().map((k) => target.get(k) as RValue);
      case 'get': {
        arity(args, 2, name);
        const path = typeof args[0] === 'string' ? [args[0]] : list(args[0], name);
        let cur: RValue | undefined = target;
        for (const key of path) {
          if (!(cur instanceof RMap) || typeof key !== 'string') return args[1] as RValue;
          cur = cur.get(key);
          if (cur === undefined) return args[1] as RValue;
        }
        return cur as RValue;
      }
    }
  } else if (target instanceof RTimestamp && name === 'toMillis') {
    return target.nanos / 1_000_000n;
  } else if (target instanceof RBytes && name === 'size') {
    return BigInt(target.data.length);
  }
  return fail(`${typeName(target)} has no method ${name}()`);
}
