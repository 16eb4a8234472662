// Global setup: the functions host loads the built entry (lib/index.js), so build it first.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export default function buildFunctions(): void {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  execFileSync(
    process.execPath,
    [join(dir, '..', 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'],
    {
      cwd: dir,
      stdio: 'inherit',
    },
  );
  execFileSync(process.execPath, [join(dir, 'scripts', 'copy-locales.mjs')], { cwd: dir, stdio: 'inherit' });
}
