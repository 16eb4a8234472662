// Fails on user-facing text written straight into components: JSX text with letters and
// string-literal values of user-facing attributes. Such text must come from t() (locales/).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = resolve(import.meta.dirname, '..');
const userFacingAttributes = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'aria-description',
]);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

export function findLiterals(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) {
      found.push(node.text.trim());
    } else if (
      ts.isJsxAttribute(node) &&
      userFacingAttributes.has(node.name.getText(file)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      /\p{L}/u.test(node.initializer.text)
    ) {
      found.push(`${node.name.getText(file)}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no user-facing literals in components', () => {
  it('detects JSX text and labelled attributes (self-check)', () => {
    const sample = 'const a = <p title="Hello">Save now<span aria-label={t("x")}>{t("y")}</span></p>;';
    expect(findLiterals('sample.tsx', sample)).toEqual(['title="Hello"', 'Save now']);
  });

  const files = tsxFiles(srcDir);
  it.each(files.map((file) => [relative(srcDir, file), file]))('%s', (_name, file) => {
    expect(findLiterals(file, readFileSync(file, 'utf8'))).toEqual([]);
  });
});
