import type { AllowDecl, Expr, FunctionDecl, MatchDecl, MatchSegment, Method, RulesFile } from './ast.js';
import { ExpressionParser } from './expression-parser.js';

const METHODS: Record<string, Method[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

/** Recursive-descent parser of firestore.rules (rules_version 2). Throws RulesSyntaxError. */
export function parseRules(source: string, file = 'firestore.rules'): RulesFile {
  return new Parser(source, file).rulesFile();
}

export { parseExpression } from './expression-parser.js';

class Parser extends ExpressionParser {
  rulesFile(): RulesFile {
    let version = '1';
    if (this.is('rules_version')) {
      this.advance();
      this.expect('=');
      const v = this.tok;
      if (v.kind !== 'string') throw this.fail(v.pos, 'rules_version must be a string');
      this.advance();
      this.accept(';');
      version = v.value as string;
    }
    const serviceTok = this.expect('service', '"service"');
    const nameParts = [this.ident('a service name').text];
    while (this.accept('.')) nameParts.push(this.ident('a service name').text);
    const service = nameParts.join('.');
    if (service !== 'cloud.firestore') throw this.fail(serviceTok.pos, `unsupported service ${service}`);
    if (version !== '2')
      throw this.fail(serviceTok.pos, `rules_version '${version}' is not supported; use '2'`);
    this.expect('{');
    const functions: FunctionDecl[] = [];
    const matches: MatchDecl[] = [];
    while (!this.is('}')) {
      if (this.is('function')) functions.push(this.functionDecl());
      else if (this.is('match')) matches.push(this.matchDecl());
      else throw this.fail(this.tok.pos, `expected "match" or "function", found ${this.describe()}`);
    }
    this.expect('}');
    this.expectEnd();
    return { version, service, functions, matches };
  }

  private matchDecl(): MatchDecl {
    const pos = this.expect('match').pos;
    if (!this.is('/')) throw this.fail(this.tok.pos, 'expected a path starting with "/"');
    const segments = this.matchPath();
    this.expect('{');
    const decl: MatchDecl = { pos, segments, functions: [], allows: [], matches: [] };
    while (!this.is('}')) {
      if (this.is('function')) decl.functions.push(this.functionDecl());
      else if (this.is('match')) decl.matches.push(this.matchDecl());
      else if (this.is('allow')) decl.allows.push(this.allowDecl());
      else throw this.fail(this.tok.pos, `expected "allow", "match" or "function", found ${this.describe()}`);
    }
    this.expect('}');
    if (segments.some((s, i) => s.kind === 'rest' && i < segments.length - 1))
      throw this.fail(pos, 'a recursive wildcard {name=**} must be the last segment');
    return decl;
  }

  /** Reads `/a/{b}/{c=**}` from the source; the current token is the leading "/". */
  private matchPath(): MatchSegment[] {
    const segments: MatchSegment[] = [];
    for (;;) {
      const at = this.lex.offset;
      if (this.lex.peekChar() === '{') {
        this.lex.offset++;
        const name = this.lex.readPathChars();
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw this.lex.error(at, 'expected a wildcard name');
        if (this.lex.peekChar() === '=' && this.lex.peekChar(1) === '*' && this.lex.peekChar(2) === '*') {
          this.lex.offset += 3;
          segments.push({ kind: 'rest', name });
        } else segments.push({ kind: 'wildcard', name });
        if (this.lex.peekChar() !== '}')
          throw this.lex.error(this.lex.offset, 'expected "}" closing the wildcard');
        this.lex.offset++;
      } else {
        const value = this.lex.readPathChars();
        if (!value) throw this.lex.error(at, 'expected a path segment');
        segments.push({ kind: 'literal', value });
      }
      if (this.lex.peekChar() === '/') {
        this.lex.offset++;
        continue;
      }
      this.tok = this.lex.next();
      return segments;
    }
  }

  private functionDecl(): FunctionDecl {
    const pos = this.expect('function').pos;
    const name = this.ident('a function name').text;
    this.expect('(');
    const params: string[] = [];
    if (!this.is(')')) {
      do params.push(this.ident('a parameter name').text);
      while (this.accept(','));
    }
    this.expect(')');
    this.expect('{');
    const lets: FunctionDecl['lets'] = [];
    while (this.is('let')) {
      const letPos = this.advance().pos;
      const letName = this.ident('a variable name').text;
      this.expect('=');
      lets.push({ name: letName, value: this.expression(), pos: letPos });
      this.expect(';');
    }
    this.expect('return', '"return"');
    const body = this.expression();
    this.accept(';');
    this.expect('}');
    return { pos, name, params, lets, body };
  }

  private allowDecl(): AllowDecl {
    const pos = this.expect('allow').pos;
    const methods = new Set<Method>();
    do {
      const m = this.ident('a method (read, write, get, list, create, update, delete)');
      const expanded = METHODS[m.text];
      if (!expanded) throw this.fail(m.pos, `unknown method "${m.text}"`);
      for (const x of expanded) methods.add(x);
    } while (this.accept(','));
    let condition: Expr | null = null;
    if (this.accept(':')) {
      this.expect('if', '"if"');
      condition = this.expression();
    }
    this.accept(';');
    return { pos, methods: [...methods], condition };
  }
}
