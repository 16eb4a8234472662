// Names as others see them: bidi controls and zero-width characters are removed, joiners inside a word kept.
import { expect, test } from 'vitest';
import { stripInvisible } from './contract-fields.js';
import { callables } from './contracts.js';

test.each([
  ['a right-to-left override disguising a name', 'Bob\u202Emoc.lapyap', 'Bobmoc.lapyap'],
  ['isolates and embeddings', '\u2066Family\u2069 \u202Bx\u202C', 'Family x'],
  ['bidi marks', '\u200FMilk\u200E\u061C', 'Milk'],
  ['zero-width spaces, word joiner and byte-order mark', '\uFEFFMi\u200Blk\u2060', 'Milk'],
  ['joiners at the ends (they join nothing there)', '\u200D Anna\u200C ', 'Anna'],
  ['a run of joiners becomes one', 'a\u200D\u200D\u200Db', 'a\u200Db'],
])('%s', (_what, input, cleaned) => {
  expect(stripInvisible(input)).toBe(cleaned);
});

test('joiners inside emoji sequences and Persian words stay', () => {
  for (const name of ['👨\u200D👩\u200D👧 Family', 'می\u200Cخواهم', 'Ærøskøbing', 'Müller-Lüdenscheidt'])
    expect(stripInvisible(name)).toBe(name);
});

test('list, item, profile, ingredient and food names are stored cleaned; a name of only invisible characters is blank', () => {
  expect(callables.createList.request.parse({ name: ' \u202EFamily ' })).toEqual({ name: 'Family' });
  expect(callables.addItem.request.parse({ listId: 'L1', name: 'Milk\u200B' })).toMatchObject({
    name: 'Milk',
  });
  expect(callables.updateProfile.request.parse({ name: '\u2067Zed\u2069' })).toEqual({ name: 'Zed' });
  expect(callables.renameList.request.safeParse({ listId: 'L1', name: '\u202E\u200B' }).success).toBe(false);
});
