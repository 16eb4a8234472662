/** Where a construct starts in the rules file (1-based). */
export interface Pos {
  line: number;
  col: number;
}

export type Expr =
  | { kind: 'literal'; pos: Pos; value: null | boolean | bigint | number | string }
  | { kind: 'ident'; pos: Pos; name: string }
  | { kind: 'member'; pos: Pos; object: Expr; name: string }
  | { kind: 'index'; pos: Pos; object: Expr; index: Expr }
  | { kind: 'call'; pos: Pos; name: string; args: Expr[] }
  | { kind: 'method'; pos: Pos; object: Expr; name: string; args: Expr[] }
  | { kind: 'unary'; pos: Pos; op: '!' | '-'; operand: Expr }
  | { kind: 'binary'; pos: Pos; op: BinaryOp; left: Expr; right: Expr }
  | { kind: 'is'; pos: Pos; operand: Expr; type: string }
  | { kind: 'ternary'; pos: Pos; test: Expr; then: Expr; else: Expr }
  | { kind: 'list'; pos: Pos; items: Expr[] }
  | { kind: 'map'; pos: Pos; entries: { key: string; value: Expr }[] }
  | { kind: 'path'; pos: Pos; segments: (string | Expr)[] };

export type BinaryOp =
  | '&&'
  | '||'
  | '=='
  | '!='
  | '<'
  | '<='
  | '>'
  | '>='
  | 'in'
  | '+'
  | '-'
  | '*'
  | '/'
  | '%';

export interface FunctionDecl {
  pos: Pos;
  name: string;
  params: string[];
  lets: { name: string; value: Expr; pos: Pos }[];
  body: Expr;
}

export type Method = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface AllowDecl {
  pos: Pos;
  methods: Method[];
  /** null: `allow read;` without a condition. */
  condition: Expr | null;
}

/** A path segment of a `match`: literal, `{name}` (one segment) or `{name=**}` (the rest). */
export type MatchSegment =
  | { kind: 'literal'; value: string }
  | { kind: 'wildcard'; name: string }
  | { kind: 'rest'; name: string };

export interface MatchDecl {
  pos: Pos;
  segments: MatchSegment[];
  functions: FunctionDecl[];
  allows: AllowDecl[];
  matches: MatchDecl[];
}

export interface RulesFile {
  version: string;
  service: string;
  functions: FunctionDecl[];
  matches: MatchDecl[];
}

/** A rules file that cannot be loaded, with the line and column of the offending construct. */
export class RulesSyntaxError extends Error {
  constructor(
    readonly pos: Pos,
    readonly reason: string,
    readonly file = 'firestore.rules',
  ) {
    super(`${file}:${pos.line}:${pos.col}: ${reason}`);
    this.name = 'RulesSyntaxError';
  }
}
