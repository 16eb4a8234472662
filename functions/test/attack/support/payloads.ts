// Hostile values per field kind, and the hostile variants of one valid request. Only values a field
// refuses are produced (a boolean field never gets `true`, a nullable id never gets null).

export type Kind =
  | 'name'
  | 'profileName'
  | 'text'
  | 'id'
  | 'listRef'
  | 'bool'
  | 'int'
  | 'num'
  | 'enum'
  | 'image'
  | 'thumb'
  | 'email'
  | 'url'
  | 'ingredients';

export interface Payload {
  label: string;
  /** `data` of the callable request; `raw` is a whole request body sent verbatim instead. */
  data?: unknown;
  raw?: string;
  /** Statuses accepted instead of INVALID_ARGUMENT, with the reason. */
  also?: { statuses: string[]; why: string };
}

const MB = 1024 * 1024;
const big1 = 'a'.repeat(MB);
const big2 = 'b'.repeat(2 * MB);

export function nested(depth: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}
const deep = nested(200);
const wide = Array.from({ length: 20_000 }, (_, i) => `x${i}`);

const wrongTypes: [string, unknown][] = [
  ['number', 123],
  ['boolean', true],
  ['object', { a: 1 }],
  ['empty array', []],
  ['nesting 200 deep', deep],
  ['array of 20,000', wide],
];
const stringAttacks: [string, unknown][] = [
  ['1 MB string', big1],
  ['2 MB string', big2],
  ['lone high surrogate', 'ab\ud800cd'],
  ['lone low surrogate', '\udfffx'],
  ['NUL byte', 'a\u0000b'],
];

function valuesFor(kind: Kind): [string, unknown][] {
  const types = wrongTypes.filter(
    ([label, v]) =>
      !(kind === 'bool' && v === true) &&
      !(kind === 'num' && label === 'number') &&
      !(kind === 'ingredients' && label === 'empty array'),
  );
  switch (kind) {
    case 'name':
      return [
        ...types,
        ...stringAttacks,
        ['blank', '   '],
        ['201 characters', 'n'.repeat(201)],
        ['null', null],
      ];
    case 'profileName':
      // A blank profile name is allowed (it clears the name).
      return [...types, ...stringAttacks, ['201 characters', 'n'.repeat(201)], ['null', null]];
    case 'text':
      return [...types, ...stringAttacks, ['20,001 characters', 't'.repeat(20_001)], ['null', null]];
    case 'id':
    case 'listRef':
      return [
        ...types,
        ...stringAttacks,
        ['path traversal', '../users/x'],
        ['slash', 'a/b'],
        ['empty', ''],
        ['129 characters', 'i'.repeat(129)],
        ...(kind === 'id' ? ([['null', null]] as [string, unknown][]) : []),
      ];
    case 'bool':
      return [...types, ['string', 'true'], ['null', null]];
    case 'int':
      return [...types, ['string', '2'], ['fraction', 1.5], ['zero', 0], ['huge', 1e308], ['null', null]];
    case 'num':
      return [...types, ['string', '70'], ['negative', -1], ['huge', 1e308]];
    case 'enum':
      return [...types, ['unknown value', 'admin'], ['script', '<script>alert(1)</script>']];
    case 'image':
      return [
        ...types,
        ['1.5 MB not a data URL', 'z'.repeat(1.5 * MB)],
        ['HTML data URL', `data:text/html;base64,${'PHNjcmlwdD4='.repeat(100)}`],
        ['javascript URL', `javascript:alert(1)//${'x'.repeat(600)}`],
        ['over 4 MB', `data:image/jpeg;base64,${'A'.repeat(4 * MB + 10)}`],
        ['too small', 'data:image/jpeg;base64,AAAA'],
        ['null', null],
      ];
    case 'thumb':
      return [
        ...types,
        ['1 MB thumbnail', `data:image/jpeg;base64,${'A'.repeat(MB)}`],
        ['SVG', 'data:image/svg+xml;base64,PHN2Zz4='],
        ['null', null],
      ];
    case 'email':
      return [
        ...types,
        ...stringAttacks,
        ['no at-sign', 'not-an-email'],
        ['HTML', '<script>alert(1)</script>@example.com'],
        ['header injection', 'a@example.com\r\nBcc: all@example.com'],
        ['null', null],
      ];
    case 'url':
      // Only what the contract refuses: an address it lets through is counted against the daily cap
      // before its host is checked, which is a write (refusals after DNS: the safe fetch's own tests).
      return [
        ...types,
        ...stringAttacks,
        ['no scheme', 'example.com/recipe'],
        ['file URL', 'file:///etc/passwd'],
        ['javascript URL', 'javascript:alert(1)'],
        ['gopher URL', 'gopher://127.0.0.1:25/x'],
        ['data URL', 'data:text/html,<script>alert(1)</script>'],
        ['2,049 characters', `https://example.com/${'u'.repeat(2029)}`],
        ['blank', '   '],
        ['null', null],
      ];
    case 'ingredients':
      return [
        ...types.filter(([l]) => l !== 'array of 20,000'),
        [
          '20,000 ingredients',
          Array.from({ length: 20_000 }, () => ({ item: 'Oats', amount: 1, unit: 'g' })),
        ],
        ['ingredient of wrong type', ['Oats']],
        ['negative amount', [{ item: 'Oats', amount: -1, unit: 'g' }]],
        ['ingredient with extra key', [{ item: 'Oats', amount: 1, unit: 'g', admin: true }]],
        [
          'ingredient with constructor key',
          [{ item: 'Oats', amount: 1, unit: 'g', constructor: { prototype: { x: 1 } } }],
        ],
        ['ingredient nested 200 deep', [{ item: deep, amount: 1, unit: 'g' }]],
        ['2 MB ingredient name', [{ item: big2, amount: 1, unit: 'g' }]],
        ['null', null],
      ];
  }
}

/** Every hostile variant of `valid` (a request the callable would accept). */
export function hostileVariants(valid: Record<string, unknown>, fields: Record<string, Kind>): Payload[] {
  const out: Payload[] = [];
  for (const [field, kind] of Object.entries(fields)) {
    for (const [label, value] of valuesFor(kind))
      out.push({ label: `${field}: ${label}`, data: { ...valid, [field]: value } });
  }
  const validJson = JSON.stringify(valid);
  const withKey = (key: string, value: string) =>
    `{"data":${validJson === '{}' ? `{"${key}":${value}}` : `${validJson.slice(0, -1)},"${key}":${value}}`}}`;
  out.push(
    { label: 'unknown key', data: { ...valid, isAdmin: true } },
    { label: '__proto__ key', raw: withKey('__proto__', '{"isAdmin":true,"polluted":"yes"}') },
    { label: 'constructor key', raw: withKey('constructor', '{"prototype":{"polluted":"yes"}}') },
    { label: 'constructor string', data: { ...valid, constructor: 'x' } },
    { label: 'data: number', data: 42 },
    { label: 'data: string', data: 'hello' },
    { label: 'data: boolean', data: true },
    { label: 'data: array holding the request', data: [valid] },
    { label: 'data: nesting 200 deep', data: nested(200) },
    { label: 'data: array of 20,000', data: wide },
    { label: 'data: 2 MB string', data: big2 },
    { label: 'body: not JSON', raw: '{"data": {' },
    { label: 'body: no data field', raw: '{}' },
    { label: 'body: extra envelope field', raw: `{"data":${validJson},"auth":{"uid":"someone-else"}}` },
    {
      label: 'body: Int64 wrapper with garbage',
      raw: '{"data":{"@type":"type.googleapis.com/google.protobuf.Int64Value","value":"NaN"}}',
      // firebase-functions decodes the callable envelope before any of our code runs, and answers a value
      // it cannot decode with INTERNAL (common/providers/https.js decode()); still refused, nothing written.
      also: { statuses: ['INTERNAL'], why: 'firebase-functions decode()' },
    },
  );
  return out;
}
