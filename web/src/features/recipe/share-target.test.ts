// The web manifest's share target and the recipe screen agree: a page shared to the installed app opens
// /recipe with its address where the screen looks for it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedAddress } from './shared-address';

const manifest = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../public/manifest.webmanifest'), 'utf8'),
) as { scope: string; share_target?: { action: string; method: string; params: Record<string, string> } };

describe('share target', () => {
  it('opens the recipe screen by GET, within the app’s scope', () => {
    expect(manifest.share_target?.action).toBe('/recipe');
    expect(manifest.share_target?.method).toBe('GET');
    expect(manifest.share_target?.action.startsWith(manifest.scope)).toBe(true);
  });

  it('puts a shared page where the screen finds its address, whichever field the browser fills', () => {
    const params = manifest.share_target?.params ?? {};
    const page = 'https://cook.example/pancakes';
    for (const [field, value] of [
      ['url', page],
      ['text', `Fluffy oat pancakes ${page}`],
    ] as const) {
      const query = new URLSearchParams({
        [params[field] as string]: value,
        [params.title as string]: 'Pancakes',
      });
      expect(sharedAddress(`?${query}`)).toBe(page);
    }
  });
});
