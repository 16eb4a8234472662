import type { Expr, FunctionDecl } from './ast.js';
import { callMethod } from './methods.js';
import { binary, index, isType, member } from './operators.js';
import { fail, PlainMap, type RMap, RPath, RulesEvalError, type RValue, typeName } from './values.js';

/** A wildcard the request does not fix (a list request's document id): reading it is an error. */
export class Unbound {
  constructor(readonly name: string) {}
}

export type Binding = RValue | Unbound;

/** What an evaluation needs besides variables: documents for get()/exists(), and their budget. */
export interface EvalContext {
  /** The database id, e.g. `(default)`; get() paths must name it. */
  databaseId: string;
  /** Reads a document for get()/exists() by its path under the database root (`users/u1`), counted. */
  readDocument(path: string): RMap | null;
  /** User functions by call node, resolved when the rules were loaded. */
  functionOf(call: Expr): FunctionDecl | undefined;
}

const MAX_CALL_DEPTH = 20;
/** Firestore's limit of distinct documents get()/exists() may read while judging one document or query. */
export const ACCESS_LIMIT = 10;

/** Evaluates one expression with Firestore's error semantics (errors propagate; && and || may absorb them). */
export class Evaluator {
  private depth = 0;
  private readonly accessed = new Set<string>();

  constructor(private readonly ctx: EvalContext) {}

  /** True only when the condition evaluates to true; an error or a non-boolean denies. */
  allows(expr: Expr, vars: Map<string, Binding>): { allowed: boolean; error?: string } {
    try {
      const v = this.eval(expr, vars);
      return v === true ? { allowed: true } : { allowed: false };
    } catch (err) {
      if (err instanceof RulesEvalError) return { allowed: false, error: err.message };
      throw err;
    }
  }

  eval(e: Expr, vars: Map<string, Binding>): RValue {
    switch (e.kind) {
      case 'literal':
        return e.value;
      case 'ident': {
        const v = vars.get(e.name);
        if (v === undefined) return fail(`${e.name} is not defined`);
        if (v instanceof Unbound) return fail(`${e.name} is not known for this request`);
        return v;
      }
      case 'member':
        return member(this.eval(e.object, vars), e.name);
      case 'index':
        return index(this.eval(e.object, vars), this.eval(e.index, vars));
      case 'list':
        return e.items.map((x) => this.eval(x, vars));
      case 'map':
        return new PlainMap(new Map(e.entries.map((x) => [x.key, this.eval(x.value, vars)])));
      case 'path':
        return new RPath(
          e.segments.flatMap((s) => {
            if (typeof s === 'string') return [s];
            const v = this.eval(s, vars);
            if (v instanceof RPath) return [...v.segments];
            if (typeof v === 'string') return [v];
            if (typeof v === 'bigint') return [String(v)];
            return fail(`cannot put a ${typeName(v)} into a path`);
          }),
        );
      case 'unary': {
        const v = this.eval(e.operand, vars);
        if (e.op === '!') return typeof v === 'boolean' ? !v : fail(`! needs a bool, got ${typeName(v)}`);
        if (typeof v === 'bigint' || typeof v === 'number') return -v;
        return fail(`- needs a number, got ${typeName(v)}`);
      }
      case 'is':
        return isType(this.eval(e.operand, vars), e.type);
      case 'ternary': {
        const t = this.eval(e.test, vars);
        if (typeof t !== 'boolean') return fail('the condition of ?: must be a bool');
        return this.eval(t ? e.then : e.else, vars);
      }
      case 'binary':
        if (e.op === '&&' || e.op === '||') return this.logical(e.op, e.left, e.right, vars);
        return binary(e.op, this.eval(e.left, vars), this.eval(e.right, vars));
      case 'method':
        return callMethod(
          this.eval(e.object, vars),
          e.name,
          e.args.map((a) => this.eval(a, vars)),
        );
      case 'call':
        return this.call(e, vars);
    }
  }

  /**
   * `a && b`: false if either side is false, even when the other is an error; `a || b`: true if
   * either is true. Otherwise an error on either side is the result.
   */
  private logical(op: '&&' | '||', left: Expr, right: Expr, vars: Map<string, Binding>): RValue {
    const decisive = op === '||';
    const side = (x: Expr): boolean | RulesEvalError => {
      try {
        const v = this.eval(x, vars);
        return typeof v === 'boolean' ? v : new RulesEvalError(`${op} needs bools, got ${typeName(v)}`);
      } catch (err) {
        if (err instanceof RulesEvalError) return err;
        throw err;
      }
    };
    const l = side(left);
    if (l === decisive) return decisive;
    const r = side(right);
    if (r === decisive) return decisive;
    if (l instanceof RulesEvalError) throw l;
    if (r instanceof RulesEvalError) throw r;
    return !decisive;
  }

  private call(e: Extract<Expr, { kind: 'call' }>, vars: Map<string, Binding>): RValue {
    const fn = this.ctx.functionOf(e);
    const args = e.args.map((a) => this.eval(a, vars));
    if (fn) {
      if (++this.depth > MAX_CALL_DEPTH) return fail('function calls nested too deeply');
      try {
        const scope = new Map(vars);
        for (const [i, p] of fn.params.entries()) scope.set(p, args[i] as RValue);
        for (const l of fn.lets) scope.set(l.name, this.eval(l.value, scope));
        return this.eval(fn.body, scope);
      } finally {
        this.depth--;
      }
    }
    const [a] = args;
    switch (e.name) {
      case 'get':
      case 'exists': {
        if (!(a instanceof RPath)) return fail(`${e.name}() needs a path`);
        const s = a.segments;
        if (
          s[0] !== 'databases' ||
          s[1] !== this.ctx.databaseId ||
          s[2] !== 'documents' ||
          s.length % 2 !== 1
        )
          return fail(`${e.name}() needs a document path in this database, got ${a}`);
        const path = s.slice(3).join('/');
        if (!this.accessed.has(path)) {
          if (this.accessed.size >= ACCESS_LIMIT)
            return fail(`more than ${ACCESS_LIMIT} document accesses (get/exists) in one evaluation`);
          this.accessed.add(path);
        }
        const doc = this.ctx.readDocument(path);
        return e.name === 'exists' ? doc !== null : doc;
      }
      case 'int':
        if (typeof a === 'bigint') return a;
        if (typeof a === 'number' && Number.isFinite(a)) return BigInt(Math.trunc(a));
        if (typeof a === 'string' && /^-?\d+$/.test(a)) return BigInt(a);
        return fail('int() cannot convert this value');
      case 'float':
        if (typeof a === 'bigint' || typeof a === 'number') return Number(a);
        if (typeof a === 'string' && a.trim() !== '' && !Number.isNaN(Number(a))) return Number(a);
        return fail('float() cannot convert this value');
      case 'string':
        if (a === null) return 'null';
        if (typeof a === 'boolean' || typeof a === 'bigint' || typeof a === 'string') return String(a);
        if (typeof a === 'number') return String(a);
        if (a instanceof RPath) return a.toString();
        return fail('string() cannot convert this value');
    }
    return fail(`unknown function ${e.name}`);
  }
}

export { TYPE_NAMES } from './operators.js';
