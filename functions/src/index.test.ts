// The wiring of every callable in index.ts: none of them skips the session check of the callable core, so
// the token of an account deleted, disabled or signed out everywhere is refused by each (run-callable.ts).
import { expect, test, vi } from 'vitest';
import { callables } from './shared/contracts.js';

vi.mock('./platform/callable.js', () => ({
  callable: (name: string, _handler: unknown, options: Record<string, unknown> = {}) => ({ name, options }),
}));

test('every callable checks the session: the item callables and searchFoods included', async () => {
  type Wired = { name: string; options: Record<string, unknown> };
  const exported: unknown[] = Object.values(await import('./index.js'));
  const wired = exported.filter(
    (value): value is Wired => typeof value === 'object' && value !== null && 'options' in value,
  );
  expect(wired.map((w) => w.name).sort()).toEqual(Object.keys(callables).sort());
  const skipping = wired.filter((w) => w.options.checkSession === false).map((w) => w.name);
  expect(skipping).toEqual([]);
});
