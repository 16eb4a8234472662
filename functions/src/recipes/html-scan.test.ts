import { expect, test } from 'vitest';
import { decodeEntities, jsonLdScripts, scanTags, visibleText } from './html-scan.js';
import { readRecipePage } from './recipe-page.js';

test('tags, attributes in any quoting, comments and raw text', () => {
  const html = `<div class="a" data-x='b' hidden id=c><!-- <p>not a tag</p> --><script>if (a<b) x()</script><P>Hi</P></div>`;
  const tags = scanTags(html);
  expect(tags.map((t) => `${t.closing ? '/' : ''}${t.name}`)).toEqual([
    'div',
    'script',
    '/script',
    'p',
    '/p',
    '/div',
  ]);
  expect(Object.fromEntries(tags[0]?.attrs ?? [])).toEqual({
    class: 'a',
    'data-x': 'b',
    hidden: '',
    id: 'c',
  });
  expect(visibleText(html)).toBe('Hi');
});

test('JSON-LD scripts, with or without a charset in their type', () => {
  const html = `<script type="application/ld+json">{"a":1}</script><script type="Application/LD+JSON; charset=utf-8">{"b":2}</script><script>{"c":3}</script>`;
  expect(jsonLdScripts(html, scanTags(html))).toEqual(['{"a":1}', '{"b":2}']);
});

test('character references', () => {
  expect(decodeEntities('1&frac12; cups &amp; Gr&uuml;n &#8211; &#x2F; &bogus; &#0;')).toBe(
    '1½ cups & Grün – / &bogus; \uFFFD',
  );
});

// Pages are untrusted: shapes that make careless scanners slow must stay linear (a tag pattern whose
// attribute names could run over "<" took 21 s for 100 KB of "<a b "). 2 MB is the page cap.
test.each([
  ['unclosed tags', '<a b '.repeat(400_000)],
  ['unclosed quotes', '<a b="'.repeat(300_000)],
  ['nested quotes', `<a b="${"<a b='x ".repeat(200_000)}`],
  ['a comment that never ends', `<!--${'<p>'.repeat(600_000)}`],
  ['scripts that never end', '<script>'.repeat(250_000)],
  ['items inside items', '<div itemscope itemtype="https://schema.org/Recipe" itemprop="x">'.repeat(30_000)],
  [
    // Spread into a push, 300,000 elements overflowed the call stack.
    'a huge JSON-LD array',
    `<script type="application/ld+json">[${'1,'.repeat(300_000)}{}]</script>`,
  ],
  [
    'deep JSON-LD',
    `<script type="application/ld+json">${'['.repeat(200_000)}${']'.repeat(200_000)}</script>`,
  ],
])('%s: read in under two seconds', (_, html) => {
  const started = performance.now();
  readRecipePage(html, 'https://example.com/');
  visibleText(html);
  expect(performance.now() - started).toBeLessThan(2000);
});
