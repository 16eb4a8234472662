import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FunctionsHostOptions } from './host.js';

/** The built entry of a functions package: its package.json `main`. */
export function functionsEntry(dir: string): string {
  const pkgFile = path.join(dir, 'package.json');
  const main = existsSync(pkgFile)
    ? (JSON.parse(readFileSync(pkgFile, 'utf8')) as { main?: string }).main
    : undefined;
  return path.resolve(dir, main ?? 'index.js');
}

/** The environment the functions see: the same variables the official emulator sets, minus its debug bypasses. */
export function functionsEnv(opts: FunctionsHostOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // With these set, firebase-functions would skip ID-token verification; tokens must be verified.
  delete env.FIREBASE_DEBUG_MODE;
  delete env.FIREBASE_DEBUG_FEATURES;
  for (const [k, v] of Object.entries(opts.env ?? {})) if (v !== undefined) env[k] = v;
  Object.assign(env, {
    GCLOUD_PROJECT: opts.project,
    GOOGLE_CLOUD_PROJECT: opts.project,
    FIREBASE_CONFIG: JSON.stringify({
      projectId: opts.project,
      storageBucket: `${opts.project}.appspot.com`,
    }),
    FIRESTORE_EMULATOR_HOST: opts.firestoreHost,
    FUNCTIONS_EMULATOR: 'true',
    TZ: 'UTC',
  });
  if (opts.authEmulatorHost) env.FIREBASE_AUTH_EMULATOR_HOST = opts.authEmulatorHost;
  return env;
}
