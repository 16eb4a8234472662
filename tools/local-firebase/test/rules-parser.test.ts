// The firestore.rules parser: a real project's rules file (fixtures/firestore.rules) parses, expressions get the precedence the
// rules language has, and anything local-firebase cannot evaluate is refused at load time with the
// line and column of the construct.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { RulesSyntaxError } from '../src/rules/ast.js';
import { parseExpression, parseRules } from '../src/rules/parser.js';
import { Ruleset } from '../src/rules/ruleset.js';

const projectRules = readFileSync(new URL('./fixtures/firestore.rules', import.meta.url), 'utf8');

const wrap = (body: string) =>
  `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`;

function loadError(source: string): RulesSyntaxError {
  try {
    Ruleset.parse(source);
  } catch (err) {
    if (err instanceof RulesSyntaxError) return err;
    throw err;
  }
  throw new Error('the rules loaded');
}

describe('parser', () => {
  test("a real project's firestore.rules loads", () => {
    const file = parseRules(projectRules);
    expect(file.version).toBe('2');
    const root = file.matches[0];
    expect(root?.segments.map((s) => (s.kind === 'literal' ? s.value : s.name))).toEqual([
      'databases',
      'database',
      'documents',
    ]);
    expect(root?.functions.map((f) => f.name)).toEqual(expect.arrayContaining(['signedIn', 'isMemberOf']));
    expect(() => Ruleset.parse(projectRules)).not.toThrow();
  });

  test('operators bind as in the rules language: ! over ==, == over &&, && over ||, ?: last', () => {
    const e = parseExpression('a || b && !c == d ? 1 : 2');
    expect(e.kind).toBe('ternary');
    if (e.kind !== 'ternary' || e.test.kind !== 'binary') throw new Error('shape');
    expect(e.test.op).toBe('||');
    const right = e.test.right;
    if (right.kind !== 'binary') throw new Error('shape');
    expect(right.op).toBe('&&');
    expect(right.right).toMatchObject({ kind: 'binary', op: '==', left: { kind: 'unary', op: '!' } });
  });

  test('path literals with $(...) interpolation, and division is still division', () => {
    const p = parseExpression('get(/databases/$(database)/documents/lists/$(id.x)).data');
    expect(p).toMatchObject({
      kind: 'member',
      name: 'data',
      object: {
        kind: 'call',
        name: 'get',
        args: [
          {
            kind: 'path',
            segments: ['databases', { kind: 'ident' }, 'documents', 'lists', { kind: 'member' }],
          },
        ],
      },
    });
    expect(parseExpression('a / b')).toMatchObject({ kind: 'binary', op: '/' });
  });

  test('literals: ints, floats, strings with escapes, lists, maps, null', () => {
    expect(parseExpression('3')).toMatchObject({ value: 3n });
    expect(parseExpression('2.5')).toMatchObject({ value: 2.5 });
    expect(parseExpression("'it\\'s'")).toMatchObject({ value: "it's" });
    expect(parseExpression('[1, "a", null]')).toMatchObject({
      kind: 'list',
      items: [{}, {}, { value: null }],
    });
    expect(parseExpression("{'a': 1, b: 2}")).toMatchObject({
      kind: 'map',
      entries: [{ key: 'a' }, { key: 'b' }],
    });
  });

  test('syntax errors name line and column', () => {
    const err = loadError(wrap('    match /users/{uid} {\n      allow read: if request.auth.uid ==;\n    }'));
    expect(err.message).toBe('firestore.rules:5:41: expected an expression, found ";"');
    expect(loadError(wrap('    match /users/{uid} {\n      allow read: if "open;\n    }')).pos).toEqual({
      line: 5,
      col: 22,
    });
  });
});

describe('refused at load time (never silently allowed)', () => {
  const cases: [string, string, string][] = [
    ['an unknown function', 'allow read: if isAdmin();', '5:22: unknown function isAdmin()'],
    [
      'an unknown method',
      "allow read: if resource.data.name.startsWith('a');",
      '5:41: method startsWith() is not supported',
    ],
    ['an unknown variable', 'allow read: if user == null;', '5:22: unknown variable user'],
    [
      'an unknown request field',
      'allow read: if request.token != null;',
      '5:30: request.token is not supported',
    ],
    [
      'getAfter',
      'allow read: if getAfter(/databases/$(database)/documents/a/b) != null;',
      '5:22: unknown function getAfter()',
    ],
    ['an unknown method name in allow', 'allow peek: if true;', '5:13: unknown method "peek"'],
    ['an unknown type', 'allow read: if resource.data.x is text;', '5:38: unknown type text'],
    ['a wrong arity', 'allow read: if exists(1, 2);', '5:22: exists() takes 1 argument(s)'],
  ];
  for (const [what, allow, message] of cases) {
    test(what, () => {
      expect(loadError(wrap(`    match /users/{uid} {\n      ${allow}\n    }`)).message).toContain(message);
    });
  }

  test("rules_version 1, another service, or a root match that is not the database's documents", () => {
    expect(loadError('service cloud.firestore { match /databases/{d}/documents { } }').message).toContain(
      "rules_version '1' is not supported",
    );
    expect(loadError("rules_version = '2'; service firebase.storage { }").message).toContain(
      'unsupported service',
    );
    expect(
      loadError("rules_version = '2'; service cloud.firestore { match /users/{u} { allow read; } }").message,
    ).toContain('the outer match must be /databases/{database}/documents');
  });

  test('a function body sees its parameters, lets and the wildcards where it is declared, not others', () => {
    const ok = wrap(
      "    function owns(uid) { let me = request.auth.uid; return me == uid && database != ''; }\n    match /users/{uid} { allow read: if owns(uid); }",
    );
    expect(() => Ruleset.parse(ok)).not.toThrow();
    const bad = wrap(
      '    function owns() { return uid == null; }\n    match /users/{uid} { allow read: if owns(); }',
    );
    expect(loadError(bad).message).toContain('unknown variable uid');
  });
});
