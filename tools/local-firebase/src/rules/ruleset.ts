import type { AllowDecl, Expr, FunctionDecl, MatchDecl, MatchSegment, Method, RulesFile } from './ast.js';
import { RulesSyntaxError } from './ast.js';
import { type EvalContext, Evaluator, TYPE_NAMES } from './evaluate.js';
import { ANY_ID, matchGroup, matchPath, type RequestPath } from './match-path.js';
import { METHOD_NAMES } from './methods.js';
import { parseRules } from './parser.js';
import { RMap, RPath, RTimestamp, type RValue } from './values.js';

const BUILTINS: Record<string, number> = { get: 1, exists: 1, int: 1, float: 1, string: 1 };
const REQUEST_FIELDS = new Set(['auth', 'time', 'method', 'path', 'resource', 'query']);
const RESOURCE_FIELDS = new Set(['data', 'id', '__name__']);

interface Entry {
  /** The full pattern: `databases/{database}/documents/...`. */
  segments: MatchSegment[];
  allows: AllowDecl[];
}

export interface AccessRequest {
  method: Method;
  databaseId: string;
  /** Segments under `documents/`; a list request ends in ANY_ID. */
  path: RequestPath;
  /** A collection-group query: the path is `[collectionId, ANY_ID]` below any parent. */
  collectionGroup?: boolean;
  /** `request.auth`: null when signed out. */
  auth: RValue;
  /** `resource`: the stored document (null when missing), or what a query guarantees. */
  resource: RValue;
  /** `request.resource` of a write: the document as it would be after it. */
  requestResource?: RValue;
  /** `request.query` of a list request. */
  query?: RMap;
  readDocument: EvalContext['readDocument'];
}

export interface Decision {
  allowed: boolean;
  /** Why not, for logs: the last evaluation error, or that no rule allowed the method. */
  reason?: string;
}

/** A loaded firestore.rules: checked for everything the evaluator cannot do, then evaluated per request. */
export class Ruleset {
  /** Per method, the matches with an allow for it, in file order. */
  private readonly entries: Record<Method, Entry[]> = {
    get: [],
    list: [],
    create: [],
    update: [],
    delete: [],
  };
  private readonly calls = new WeakMap<Expr, FunctionDecl>();

  constructor(
    readonly file: RulesFile,
    readonly fileName = 'firestore.rules',
  ) {
    const service = new Map(file.functions.map((f) => [f.name, f]));
    for (const f of file.functions) this.checkFunction(f, [service], new Set());
    for (const m of file.matches) this.compile(m, [], [service], new Set());
  }

  static parse(source: string, fileName = 'firestore.rules'): Ruleset {
    return new Ruleset(parseRules(source, fileName), fileName);
  }

  private error(pos: Expr['pos'], reason: string): RulesSyntaxError {
    return new RulesSyntaxError(pos, reason, this.fileName);
  }

  private compile(
    m: MatchDecl,
    prefix: MatchSegment[],
    scopes: Map<string, FunctionDecl>[],
    wild: Set<string>,
  ) {
    const segments = [...prefix, ...m.segments];
    if (prefix.length === 0) {
      const [a, b, c] = segments;
      if (
        a?.kind !== 'literal' ||
        a.value !== 'databases' ||
        b?.kind !== 'wildcard' ||
        c?.kind !== 'literal' ||
        c.value !== 'documents'
      )
        throw this.error(m.pos, 'the outer match must be /databases/{database}/documents');
    }
    const names = new Set(wild);
    for (const s of m.segments) {
      if (s.kind === 'literal') continue;
      if (names.has(s.name))
        throw this.error(m.pos, `wildcard {${s.name}} is already bound by an enclosing match`);
      names.add(s.name);
    }
    const local = new Map<string, FunctionDecl>();
    for (const f of m.functions) {
      if (local.has(f.name)) throw this.error(f.pos, `function ${f.name} is declared twice`);
      local.set(f.name, f);
    }
    const inner = [local, ...scopes];
    for (const f of m.functions) this.checkFunction(f, inner, names);
    for (const a of m.allows) if (a.condition) this.checkExpr(a.condition, inner, names);
    for (const method of ['get', 'list', 'create', 'update', 'delete'] as const) {
      const allows = m.allows.filter((a) => a.methods.includes(method));
      if (allows.length > 0) this.entries[method].push({ segments, allows });
    }
    for (const child of m.matches) this.compile(child, segments, inner, names);
  }

  private checkFunction(f: FunctionDecl, scopes: Map<string, FunctionDecl>[], wild: Set<string>): void {
    const vars = new Set([...wild, ...f.params]);
    for (const l of f.lets) {
      this.checkExpr(l.value, scopes, vars);
      vars.add(l.name);
    }
    this.checkExpr(f.body, scopes, vars);
  }

  /** Refuses what the evaluator does not implement, so that no rule silently evaluates differently. */
  private checkExpr(e: Expr, scopes: Map<string, FunctionDecl>[], vars: Set<string>): void {
    this.checkNode(e, scopes, vars);
    for (const child of children(e)) this.checkExpr(child, scopes, vars);
  }

  private checkNode(e: Expr, scopes: Map<string, FunctionDecl>[], vars: Set<string>): void {
    const rootField = (name: string) =>
      e.kind === 'member' && e.object.kind === 'ident' && e.object.name === name && !vars.has(name);
    if (e.kind === 'ident' && e.name !== 'request' && e.name !== 'resource' && !vars.has(e.name))
      throw this.error(
        e.pos,
        `unknown variable ${e.name} (local-firebase knows request, resource, wildcards, parameters and let bindings)`,
      );
    if (e.kind === 'member' && rootField('request') && !REQUEST_FIELDS.has(e.name))
      throw this.error(e.pos, `request.${e.name} is not supported by local-firebase`);
    if (e.kind === 'member' && rootField('resource') && !RESOURCE_FIELDS.has(e.name))
      throw this.error(e.pos, `resource.${e.name} is not supported by local-firebase`);
    if (e.kind === 'method' && !METHOD_NAMES.has(e.name))
      throw this.error(e.pos, `method ${e.name}() is not supported by local-firebase`);
    if (e.kind === 'is' && !TYPE_NAMES.has(e.type)) throw this.error(e.pos, `unknown type ${e.type}`);
    if (e.kind !== 'call') return;
    const fn = scopes.map((s) => s.get(e.name)).find((f) => f !== undefined);
    if (fn) {
      if (fn.params.length !== e.args.length)
        throw this.error(e.pos, `${e.name}() takes ${fn.params.length} argument(s), got ${e.args.length}`);
      this.calls.set(e, fn);
    } else if (BUILTINS[e.name] === undefined) {
      throw this.error(
        e.pos,
        `unknown function ${e.name}() (not declared, and not a function local-firebase implements)`,
      );
    } else if (BUILTINS[e.name] !== e.args.length) {
      throw this.error(e.pos, `${e.name}() takes ${BUILTINS[e.name]} argument(s)`);
    }
  }

  /** Evaluates every allow of every matching `match` for the method: one true condition allows. */
  check(req: AccessRequest): Decision {
    const full: RequestPath = ['databases', req.databaseId, 'documents'].concat(req.path as string[]);
    let evaluator: Evaluator | undefined;
    let request: RequestMap | undefined;
    let refusal: { allow: AllowDecl; error?: string } | undefined;
    for (const entry of this.entries[req.method]) {
      const bindings = req.collectionGroup
        ? matchGroup(entry.segments, full)
        : matchPath(entry.segments, full);
      if (!bindings) continue;
      request ??= new RequestMap(req, full);
      bindings.set('request', request);
      bindings.set('resource', req.resource);
      for (const allow of entry.allows) {
        if (!allow.condition) return ALLOWED;
        evaluator ??= new Evaluator({
          databaseId: req.databaseId,
          readDocument: req.readDocument,
          functionOf: this.functionOf,
        });
        const outcome = evaluator.allows(allow.condition, bindings);
        if (outcome.allowed) return ALLOWED;
        refusal ??= { allow, error: outcome.error }; // the first refusing rule explains best
      }
    }
    const where = `/${req.path.map((s) => (s === ANY_ID ? '{id}' : s)).join('/')}`;
    const reason = refusal
      ? `${this.fileName}:${refusal.allow.pos.line}:${refusal.allow.pos.col}: ${refusal.error ?? `false for '${req.method}' on ${where}`}`
      : `no rule allows ${req.method} on ${where}`;
    return { allowed: false, reason };
  }

  private readonly functionOf = (call: Expr) => this.calls.get(call);
}

const ALLOWED: Decision = { allowed: true };

/** `request`, with the parts that cost something (time, path) made when a rule reads them. */
class RequestMap extends RMap {
  private time?: RTimestamp;
  private path?: RPath;

  constructor(
    private readonly req: AccessRequest,
    private readonly full: RequestPath,
  ) {
    super();
  }

  get(key: string): RValue | undefined {
    switch (key) {
      case 'auth':
        return this.req.auth;
      case 'method':
        return this.req.method;
      case 'time':
        this.time ??= RTimestamp.now();
        return this.time;
      case 'path':
        this.path ??= new RPath(this.full.map((s) => (s === ANY_ID ? '*' : s)));
        return this.path;
      case 'resource':
        return this.req.requestResource;
      case 'query':
        return this.req.query;
    }
    return undefined;
  }

  keys(): string[] {
    return ['auth', 'method', 'time', 'path', 'resource', 'query'].filter((k) => this.get(k) !== undefined);
  }
}

function children(e: Expr): Expr[] {
  switch (e.kind) {
    case 'literal':
    case 'ident':
      return [];
    case 'member':
      return [e.object];
    case 'index':
      return [e.object, e.index];
    case 'call':
      return e.args;
    case 'method':
      return [e.object, ...e.args];
    case 'unary':
      return [e.operand];
    case 'binary':
      return [e.left, e.right];
    case 'is':
      return [e.operand];
    case 'ternary':
      return [e.test, e.then, e.else];
    case 'list':
      return e.items;
    case 'map':
      return e.entries.map((x) => x.value);
    case 'path':
      return e.segments.filter((s): s is Expr => typeof s !== 'string');
  }
}

export { ANY_ID, type RequestPath } from './match-path.js';
