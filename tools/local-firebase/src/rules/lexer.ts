import { type Pos, RulesSyntaxError } from './ast.js';

export type TokenKind = 'ident' | 'int' | 'float' | 'string' | 'punct' | 'eof';

export interface Token {
  kind: TokenKind;
  text: string;
  /** Decoded value of string and number tokens. */
  value?: string | bigint | number;
  pos: Pos;
  /** Offsets into the source: the token is source.slice(start, end). */
  start: number;
  end: number;
}

const PUNCT = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '$(',
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ',',
  ';',
  ':',
  '.',
  '?',
  '!',
  '=',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
];

/**
 * Turns rules source into tokens on demand. The parser reads path literals (`/users/$(uid)`)
 * character by character through `offset`/`peekChar`, because `/` only means division between
 * operands.
 */
export class Lexer {
  offset = 0;
  private lineStarts: number[] = [0];

  constructor(
    readonly source: string,
    readonly file = 'firestore.rules',
  ) {
    for (let i = 0; i < source.length; i++) if (source[i] === '\n') this.lineStarts.push(i + 1);
  }

  posAt(offset: number): Pos {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - (this.lineStarts[lo] as number) + 1 };
  }

  error(offset: number, reason: string): RulesSyntaxError {
    return new RulesSyntaxError(this.posAt(offset), reason, this.file);
  }

  skipSpace(): void {
    const s = this.source;
    for (;;) {
      const c = s[this.offset];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') this.offset++;
      else if (c === '/' && s[this.offset + 1] === '/') {
        while (this.offset < s.length && s[this.offset] !== '\n') this.offset++;
      } else if (c === '/' && s[this.offset + 1] === '*') {
        const close = s.indexOf('*/', this.offset + 2);
        if (close < 0) throw this.error(this.offset, 'unterminated comment');
        this.offset = close + 2;
      } else return;
    }
  }

  next(): Token {
    this.skipSpace();
    const s = this.source;
    const start = this.offset;
    const pos = this.posAt(start);
    const make = (kind: TokenKind, value?: Token['value']): Token => ({
      kind,
      text: s.slice(start, this.offset),
      value,
      pos,
      start,
      end: this.offset,
    });
    if (start >= s.length) return make('eof');
    const c = s[start] as string;
    if (/[A-Za-z_]/.test(c)) {
      while (this.offset < s.length && /[A-Za-z0-9_]/.test(s[this.offset] as string)) this.offset++;
      return make('ident');
    }
    if (/[0-9]/.test(c)) {
      while (/[0-9]/.test(s[this.offset] ?? '')) this.offset++;
      let float = false;
      if (s[this.offset] === '.' && /[0-9]/.test(s[this.offset + 1] ?? '')) {
        float = true;
        this.offset++;
        while (/[0-9]/.test(s[this.offset] ?? '')) this.offset++;
      }
      if (/[eE]/.test(s[this.offset] ?? '')) {
        float = true;
        this.offset++;
        if (/[+-]/.test(s[this.offset] ?? '')) this.offset++;
        if (!/[0-9]/.test(s[this.offset] ?? '')) throw this.error(start, 'malformed number');
        while (/[0-9]/.test(s[this.offset] ?? '')) this.offset++;
      }
      const text = s.slice(start, this.offset);
      return float ? make('float', Number(text)) : make('int', BigInt(text));
    }
    if (c === '"' || c === "'") return make('string', this.readString(c));
    for (const p of PUNCT) {
      if (s.startsWith(p, start)) {
        this.offset += p.length;
        return make('punct');
      }
    }
    throw this.error(start, `unexpected character ${JSON.stringify(c)}`);
  }

  private readString(quote: string): string {
    const s = this.source;
    const start = this.offset;
    this.offset++;
    let out = '';
    for (;;) {
      const c = s[this.offset];
      if (c === undefined || c === '\n') throw this.error(start, 'unterminated string');
      this.offset++;
      if (c === quote) return out;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = s[this.offset++];
      const simple: Record<string, string> = {
        n: '\n',
        t: '\t',
        r: '\r',
        '\\': '\\',
        "'": "'",
        '"': '"',
        '/': '/',
      };
      if (e !== undefined && simple[e] !== undefined) out += simple[e];
      else if (e === 'u') {
        const hex = s.slice(this.offset, this.offset + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw this.error(this.offset - 2, 'malformed \\u escape');
        out += String.fromCharCode(Number.parseInt(hex, 16));
        this.offset += 4;
      } else throw this.error(this.offset - 2, `unknown escape \\${e ?? ''}`);
    }
  }

  /** Characters of one literal path segment at the current offset (possibly empty). */
  readPathChars(): string {
    const s = this.source;
    const start = this.offset;
    while (this.offset < s.length && /[A-Za-z0-9_\-.~%@+]/.test(s[this.offset] as string)) this.offset++;
    return s.slice(start, this.offset);
  }

  peekChar(ahead = 0): string | undefined {
    return this.source[this.offset + ahead];
  }
}
