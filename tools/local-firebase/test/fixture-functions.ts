// A private copy of the fixture functions package, so a test may rebuild it, whose imports
// (firebase-functions, firebase-admin) resolve to the node_modules this package's tests run with.
import { cpSync, existsSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixture = fileURLToPath(new URL('./fixtures/functions', import.meta.url));

export function copyFixtureFunctions(dir: string): void {
  const nodeModules = createRequire(import.meta.url)
    .resolve.paths('firebase-functions')
    ?.find((candidate) => existsSync(path.join(candidate, 'firebase-functions')));
  if (!nodeModules) throw new Error('firebase-functions is not installed');
  cpSync(fixture, dir, { recursive: true });
  symlinkSync(nodeModules, path.join(dir, 'node_modules'));
}
