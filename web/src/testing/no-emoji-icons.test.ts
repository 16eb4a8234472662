// Fails on emoji drawn as icons in components or styles. Where no emoji font is installed (many phones and
// desktops without one) they show as empty boxes; components/icons.tsx has SVG icons that draw everywhere.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx|css)$/.test(entry.name) && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** The pictographs (emoji) in `source`, each with its line number. */
export function findEmoji(source: string): string[] {
  return source.split('\n').flatMap((line, index) => {
    const found = line.match(/\p{Extended_Pictographic}/gu);
    return found ? [`${index + 1}: ${found.join(' ')}`] : [];
  });
}

describe('no emoji as icons', () => {
  it('finds pictographs, not letters or punctuation (self-check)', () => {
    expect(findEmoji('<span>👥</span> {t("members")}\nconst a = "–…";\n<b>⚠️</b>')).toEqual(['1: 👥', '3: ⚠']);
  });

  it.each(sourceFiles(srcDir).map((file) => [relative(srcDir, file), file]))('%s', (_name, file) => {
    expect(findEmoji(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
