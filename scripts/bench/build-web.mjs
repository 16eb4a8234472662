// Builds the web app with its own npm script into a private directory, so a benchmark never races
// another engineer's `web/dist`, and lists the chunks with raw and gzip sizes.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Firestore SDK code (the WebChannel service path and API host); the Auth SDK contains neither. */
export const FIRESTORE_MARKER = /google\.firestore\.v1|firestore\.googleapis\.com/;
/** Functions SDK code: the callable host pattern. */
export const FUNCTIONS_MARKER = /cloudfunctions\.net/;

export function gzipBytes(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

/**
 * Runs `npm run build -w web` into a fresh temp directory; returns that directory. `env` adds VITE_*
 * settings (e.g. the local stack's emulator hosts).
 */
export async function buildWeb({ quiet = true, env = {} } = {}) {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-web-dist-'));
  const result = spawnSync('npm', ['run', 'build', '-w', 'web', '--', '--outDir', outDir, '--emptyOutDir'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: quiet ? 'pipe' : 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`web build failed (exit ${result.status})`);
  }
  return outDir;
}

/** Every JS and CSS file of the build with its sizes and which SDKs it carries, largest first. */
export async function listChunks(outDir) {
  const files = await readdir(join(outDir, 'assets'), { recursive: true });
  const chunks = [];
  for (const name of files.filter((file) => /\.(m?js|css)$/.test(file))) {
    const path = join(outDir, 'assets', name);
    const body = await readFile(path);
    const text = body.toString('utf8');
    chunks.push({
      file: relative(outDir, path),
      raw: body.length,
      gzip: gzipBytes(body),
      firestore: FIRESTORE_MARKER.test(text),
      functions: FUNCTIONS_MARKER.test(text),
    });
  }
  return chunks.sort((a, b) => b.gzip - a.gzip);
}
