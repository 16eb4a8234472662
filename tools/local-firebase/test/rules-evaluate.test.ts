// The rules evaluator: Firestore's semantics for errors, operators, functions, wildcards, get() and
// its access limit, and queries judged from their constraints (rules are not filters).
import { describe, expect, test } from 'vitest';
import { queryCases, queryResource, requestQuery } from '../src/rules/query-resource.js';
import { type AccessRequest, ANY_ID, Ruleset } from '../src/rules/ruleset.js';
import { FieldsMap, fromJson, PlainMap, type RMap, RPath } from '../src/rules/values.js';

const rules = (body: string, functions = '') =>
  Ruleset.parse(
    `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${functions}\n${body}\n  }\n}\n`,
  );

const alice = fromJson({ uid: 'alice', token: { email: 'Alice@Example.com', email_verified: true } });

function doc(path: string, fields: Record<string, unknown>): RMap {
  const segments = ['databases', '(default)', 'documents', ...path.split('/')];
  return PlainMap.of({
    data: new FieldsMap(fields),
    id: segments.at(-1) as string,
    __name__: new RPath(segments),
  });
}

function get(r: Ruleset, path: string, extra: Partial<AccessRequest> = {}) {
  return r.check({
    method: 'get',
    databaseId: '(default)',
    path: path.split('/'),
    auth: alice,
    resource: null,
    readDocument: () => null,
    ...extra,
  }).allowed;
}

/** Evaluates a condition as `allow get` on /t/x with `resource` = the given document fields. */
function holds(condition: string, fields: Record<string, unknown> = {}): boolean {
  return get(rules(`match /t/{id} { allow get: if ${condition}; }`), 't/x', { resource: doc('t/x', fields) });
}

const str = (s: string) => ({ stringValue: s });
const int = (n: number) => ({ integerValue: String(n) });

describe('errors deny, and && / || absorb them as Firestore does', () => {
  test('an error alone denies, also under !', () => {
    expect(holds('resource.data.missing == 1')).toBe(false);
    expect(holds('!(resource.data.missing == 1)')).toBe(false);
  });
  test('error && false is false, error || true is true, error || false errs', () => {
    expect(holds('!(resource.data.missing == 1 && false)')).toBe(true);
    expect(holds('resource.data.missing == 1 || true')).toBe(true);
    expect(holds('true || resource.data.missing == 1')).toBe(true);
    expect(holds('!(resource.data.missing == 1 || false)')).toBe(false);
  });
  test('a non-boolean result denies', () => {
    expect(holds('1')).toBe(false);
    expect(holds("'yes'")).toBe(false);
  });
});

describe('operators and functions', () => {
  test('comparisons across int and float, strings, ternary, arithmetic', () => {
    expect(holds('1 == 1.0 && 2 > 1.5 && "a" < "b" && 7 % 4 == 3 && 7 / 2 == 3')).toBe(true);
    expect(holds('(resource.data.n > 2 ? "big" : "small") == "big"', { n: int(3) })).toBe(true);
    expect(holds('resource.data.n + 1 == 4', { n: int(3) })).toBe(true);
    expect(holds('"a" < 1')).toBe(false);
  });
  test('in, is, size, hasAny, hasAll, keys, lower, upper, matches, member and index access', () => {
    const fields = {
      tags: { arrayValue: { values: [str('a'), str('b')] } },
      m: { mapValue: { fields: { k: int(1) } } },
      name: str('Carol'),
      n: { doubleValue: 1.5 },
      none: { nullValue: null },
    };
    expect(holds("'a' in resource.data.tags && !('c' in resource.data.tags)", fields)).toBe(true);
    expect(
      holds("'k' in resource.data.m && resource.data.m.k == 1 && resource.data.m['k'] == 1", fields),
    ).toBe(true);
    expect(
      holds('resource.data.tags is list && resource.data.n is float && resource.data.n is number', fields),
    ).toBe(true);
    expect(
      holds(
        'resource.data.name is string && !(resource.data.name is int) && resource.data.none == null',
        fields,
      ),
    ).toBe(true);
    expect(holds("resource.data.tags.size() == 2 && resource.data.tags[1] == 'b'", fields)).toBe(true);
    expect(
      holds("resource.data.tags.hasAny(['x', 'b']) && !resource.data.tags.hasAll(['a', 'x'])", fields),
    ).toBe(true);
    expect(holds("resource.data.keys().hasAll(['tags', 'name']) && resource.data.size() == 5", fields)).toBe(
      true,
    );
    expect(
      holds("resource.data.name.lower() == 'carol' && resource.data.name.upper() == 'CAROL'", fields),
    ).toBe(true);
    expect(
      holds("resource.data.name.matches('C[a-z]+') && !resource.data.name.matches('arol')", fields),
    ).toBe(true);
    expect(holds('resource.data.tags[5] == 1', fields)).toBe(false);
    expect(holds("{'a': [1, 2]}.a.size() == 2")).toBe(true);
  });
  test('request.auth: uid and token claims; signed out is null', () => {
    expect(
      holds("request.auth.uid == 'alice' && request.auth.token.email.lower() == 'alice@example.com'"),
    ).toBe(true);
    expect(holds('request.auth.token.email_verified == true')).toBe(true);
    const r = rules('match /t/{id} { allow get: if request.auth == null; }');
    expect(get(r, 't/x', { auth: null })).toBe(true);
    expect(get(r, 't/x')).toBe(false);
  });
  test('request.time is a timestamp close to now; resource.id and resource == null', () => {
    expect(holds('request.time.toMillis() > 1700000000000 && request.time is timestamp')).toBe(true);
    expect(holds("resource.id == 'x' && resource != null")).toBe(true);
    const r = rules('match /t/{id} { allow get: if resource == null; }');
    expect(get(r, 't/x')).toBe(true);
  });
  test('functions with parameters and let bindings', () => {
    const r = rules(
      'match /t/{id} { allow get: if isOwner(resource.data.owner); }',
      '    function isOwner(uid) { let me = request.auth.uid; return me == uid; }',
    );
    expect(get(r, 't/x', { resource: doc('t/x', { owner: str('alice') }) })).toBe(true);
    expect(get(r, 't/x', { resource: doc('t/x', { owner: str('bob') }) })).toBe(false);
  });
});

describe('matching', () => {
  test('methods: read = get + list, write = create + update + delete; one true allow suffices', () => {
    const r = rules("match /t/{id} { allow read: if id == 'open'; allow get: if id == 'one'; }");
    expect(get(r, 't/open')).toBe(true);
    expect(get(r, 't/one')).toBe(true);
    expect(get(r, 't/other')).toBe(false);
    expect(get(r, 't/open', { method: 'update' })).toBe(false);
  });
  test('nested matches and {rest=**}: zero or more segments, bound to a path', () => {
    const r = rules(
      "match /a/{x} { allow get: if x == 'one'; match /b/{y} { allow get: if x == 'one' && y == 'two'; } }\n" +
        "match /deep/{rest=**} { allow get: if rest[1] == 'z'; }",
    );
    expect(get(r, 'a/one')).toBe(true);
    expect(get(r, 'a/one/b/two')).toBe(true);
    expect(get(r, 'a/one/b/three')).toBe(false);
    expect(get(r, 'deep/y/z/w')).toBe(true);
    expect(get(r, 'deep/y')).toBe(false);
  });
  test('a path that no match covers is refused', () => {
    expect(get(rules('match /t/{id} { allow get: if true; }'), 'u/x')).toBe(false);
  });
});

describe('get() and exists()', () => {
  const r = rules(
    'match /t/{id} { allow get: if get(/databases/$(database)/documents/lists/$(id)).data.owner == request.auth.uid; }\n' +
      'match /e/{id} { allow get: if exists(/databases/$(database)/documents/lists/$(id)); }\n' +
      "match /many/{n} { allow get: if exists(/databases/$(database)/documents/x/a1) && exists(/databases/$(database)/documents/x/a2) && exists(/databases/$(database)/documents/x/a3) && exists(/databases/$(database)/documents/x/a4) && exists(/databases/$(database)/documents/x/a5) && exists(/databases/$(database)/documents/x/a6) && exists(/databases/$(database)/documents/x/a7) && exists(/databases/$(database)/documents/x/a8) && exists(/databases/$(database)/documents/x/a9) && exists(/databases/$(database)/documents/x/a10) && (n == 'ten' || exists(/databases/$(database)/documents/x/a11)); }",
  );
  const store: Record<string, RMap> = { 'lists/L1': doc('lists/L1', { owner: str('alice') }) };
  for (let i = 1; i <= 11; i++) store[`x/a${i}`] = doc(`x/a${i}`, {});
  const readDocument = (path: string) => store[path] ?? null;

  test('reads other documents by interpolated path; a missing one errs (denies)', () => {
    expect(get(r, 't/L1', { readDocument })).toBe(true);
    expect(get(r, 't/L2', { readDocument })).toBe(false);
    expect(get(r, 'e/L1', { readDocument })).toBe(true);
    expect(get(r, 'e/L2', { readDocument })).toBe(false);
  });
  test('at most 10 document accesses per evaluation', () => {
    let reads = 0;
    const counted = (path: string) => {
      reads++;
      return readDocument(path);
    };
    expect(get(r, 'many/ten', { readDocument: counted })).toBe(true);
    expect(get(r, 'many/eleven', { readDocument: counted })).toBe(false);
    expect(reads).toBe(20);
  });
});

describe('queries are judged by their constraints, not by the documents', () => {
  const r = rules(
    'match /meals/{id} { allow list: if resource.data.user_id == request.auth.uid && request.query.limit <= 50; }\n' +
      'match /lists/{id} { allow list: if request.auth.uid in resource.data.memberIds; }',
  );
  const list = (collection: string, where: unknown, limit?: number) =>
    queryCases(where).every(
      (fields) =>
        r.check({
          method: 'list',
          databaseId: '(default)',
          path: [collection, ANY_ID],
          auth: alice,
          resource: queryResource(fields),
          query: requestQuery({ limit }),
          readDocument: () => null,
        }).allowed,
    );
  const eq = (field: string, value: unknown, op: string | number = 'EQUAL') => ({
    fieldFilter: { field: { fieldPath: field }, op, value },
  });

  test('an equality on the field the rule reads passes; another value or no filter is refused', () => {
    expect(list('meals', eq('user_id', str('alice')), 10)).toBe(true);
    expect(list('meals', eq('user_id', str('bob')), 10)).toBe(false);
    expect(list('meals', undefined, 10)).toBe(false);
    expect(list('meals', eq('user_id', str('alice'), 'LESS_THAN'), 10)).toBe(false);
  });
  test('request.query.limit is the query limit', () => {
    expect(list('meals', eq('user_id', str('alice')), 100)).toBe(false);
  });
  test('in: every alternative must pass; OR: every branch', () => {
    const inList = (...v: string[]) => eq('user_id', { arrayValue: { values: v.map(str) } }, 8);
    expect(list('meals', inList('alice'), 10)).toBe(true);
    expect(list('meals', inList('alice', 'bob'), 10)).toBe(false);
    const or = (...filters: unknown[]) => ({ compositeFilter: { op: 'OR', filters } });
    expect(list('meals', or(eq('user_id', str('alice')), eq('user_id', str('bob'))), 10)).toBe(false);
  });
  test('array-contains proves only `uid in field` for the contained uid', () => {
    expect(list('lists', eq('memberIds', str('alice'), 7))).toBe(true);
    expect(list('lists', eq('memberIds', str('bob'), 'ARRAY_CONTAINS'))).toBe(false);
    expect(list('lists', eq('name', str('x')))).toBe(false);
  });
});
