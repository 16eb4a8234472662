import { type BinaryOp, type Expr, type Pos, RulesSyntaxError } from './ast.js';
import { Lexer, type Token } from './lexer.js';

/** Parses one expression (for tests and tools). */
export function parseExpression(source: string): Expr {
  const p = new ExpressionParser(source, '<expression>');
  const e = p.expression();
  p.expectEnd();
  return e;
}

/** Tokens and expressions of the rules language; the statements are in parser.ts. */
export class ExpressionParser {
  protected readonly lex: Lexer;
  protected tok: Token;

  constructor(
    source: string,
    readonly file: string,
  ) {
    this.lex = new Lexer(source, file);
    this.tok = this.lex.next();
  }

  protected fail(pos: Pos, reason: string): RulesSyntaxError {
    return new RulesSyntaxError(pos, reason, this.file);
  }

  protected advance(): Token {
    const t = this.tok;
    this.tok = this.lex.next();
    return t;
  }

  protected is(text: string): boolean {
    return (this.tok.kind === 'punct' || this.tok.kind === 'ident') && this.tok.text === text;
  }

  protected accept(text: string): Token | null {
    return this.is(text) ? this.advance() : null;
  }

  protected expect(text: string, what = `"${text}"`): Token {
    if (!this.is(text)) throw this.fail(this.tok.pos, `expected ${what}, found ${this.describe()}`);
    return this.advance();
  }

  protected ident(what: string): Token {
    if (this.tok.kind !== 'ident')
      throw this.fail(this.tok.pos, `expected ${what}, found ${this.describe()}`);
    return this.advance();
  }

  protected describe(): string {
    return this.tok.kind === 'eof' ? 'end of file' : `"${this.tok.text}"`;
  }

  expectEnd(): void {
    if (this.tok.kind !== 'eof') throw this.fail(this.tok.pos, `unexpected ${this.describe()}`);
  }

  expression(): Expr {
    const test = this.binary(0);
    if (!this.is('?')) return test;
    const pos = this.advance().pos;
    const then = this.expression();
    this.expect(':');
    return { kind: 'ternary', pos, test, then, else: this.expression() };
  }

  private static readonly levels: string[][] = [
    ['||'],
    ['&&'],
    ['==', '!=', '<', '<=', '>', '>=', 'in', 'is'],
    ['+', '-'],
    ['*', '/', '%'],
  ];

  private binary(level: number): Expr {
    if (level >= ExpressionParser.levels.length) return this.unary();
    let left = this.binary(level + 1);
    const ops = ExpressionParser.levels[level] as string[];
    while ((this.tok.kind === 'punct' || this.tok.kind === 'ident') && ops.includes(this.tok.text)) {
      const op = this.advance();
      if (op.text === 'is') {
        const type = this.ident('a type name');
        left = { kind: 'is', pos: op.pos, operand: left, type: type.text };
        continue;
      }
      const right = this.binary(level + 1);
      left = { kind: 'binary', pos: op.pos, op: op.text as BinaryOp, left, right };
    }
    return left;
  }

  private unary(): Expr {
    if (this.is('!') || this.is('-')) {
      const op = this.advance();
      return { kind: 'unary', pos: op.pos, op: op.text as '!' | '-', operand: this.unary() };
    }
    return this.postfix(this.primary());
  }

  private postfix(expr: Expr): Expr {
    for (;;) {
      if (this.is('.')) {
        this.advance();
        const name = this.ident('a field or method name');
        if (this.is('(')) {
          expr = { kind: 'method', pos: name.pos, object: expr, name: name.text, args: this.args() };
        } else expr = { kind: 'member', pos: name.pos, object: expr, name: name.text };
      } else if (this.is('[')) {
        const pos = this.advance().pos;
        const index = this.expression();
        this.expect(']');
        expr = { kind: 'index', pos, object: expr, index };
      } else return expr;
    }
  }

  private args(): Expr[] {
    this.expect('(');
    const args: Expr[] = [];
    if (!this.is(')')) {
      do args.push(this.expression());
      while (this.accept(','));
    }
    this.expect(')');
    return args;
  }

  private primary(): Expr {
    const t = this.tok;
    if (t.kind === 'int' || t.kind === 'float' || t.kind === 'string') {
      this.advance();
      return { kind: 'literal', pos: t.pos, value: t.value as bigint | number | string };
    }
    if (t.kind === 'ident') {
      this.advance();
      if (t.text === 'true' || t.text === 'false')
        return { kind: 'literal', pos: t.pos, value: t.text === 'true' };
      if (t.text === 'null') return { kind: 'literal', pos: t.pos, value: null };
      if (this.is('(')) return { kind: 'call', pos: t.pos, name: t.text, args: this.args() };
      return { kind: 'ident', pos: t.pos, name: t.text };
    }
    if (this.accept('(')) {
      const inner = this.expression();
      this.expect(')');
      return inner;
    }
    if (this.is('[')) {
      this.advance();
      const items: Expr[] = [];
      if (!this.is(']')) {
        do items.push(this.expression());
        while (this.accept(','));
      }
      this.expect(']');
      return { kind: 'list', pos: t.pos, items };
    }
    if (this.is('{')) {
      this.advance();
      const entries: { key: string; value: Expr }[] = [];
      if (!this.is('}')) {
        do {
          const k = this.tok;
          if (k.kind !== 'string' && k.kind !== 'ident') throw this.fail(k.pos, 'expected a map key');
          this.advance();
          this.expect(':');
          entries.push({ key: k.kind === 'string' ? (k.value as string) : k.text, value: this.expression() });
        } while (this.accept(','));
      }
      this.expect('}');
      return { kind: 'map', pos: t.pos, entries };
    }
    if (this.is('/')) return this.pathLiteral(t.pos);
    throw this.fail(t.pos, `expected an expression, found ${this.describe()}`);
  }

  /** `/databases/$(database)/documents/lists/$(id)`; the current token is the leading "/". */
  private pathLiteral(pos: Pos): Expr {
    const segments: (string | Expr)[] = [];
    for (;;) {
      const at = this.lex.offset;
      if (this.lex.peekChar() === '$' && this.lex.peekChar(1) === '(') {
        this.lex.offset += 2;
        this.tok = this.lex.next();
        segments.push(this.expression());
        const close = this.expect(')');
        if (this.is('/') && this.tok.start === close.end) continue;
        return { kind: 'path', pos, segments };
      }
      const value = this.lex.readPathChars();
      if (!value) throw this.lex.error(at, 'expected a path segment or $(expression)');
      segments.push(value);
      if (this.lex.peekChar() === '/') {
        this.lex.offset++;
        continue;
      }
      this.tok = this.lex.next();
      return { kind: 'path', pos, segments };
    }
  }
}
