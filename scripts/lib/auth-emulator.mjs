import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from './ports.mjs';
import { spawnGroup, waitFor } from './processes.mjs';

const require = createRequire(import.meta.url);

export function firebaseBin() {
  return path.join(path.dirname(require.resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');
}

const METADATA = 'firebase-export-metadata.json';

/**
 * Writes the emulator's accounts in its own export format (what `--import` reads). Done here rather than
 * with `--export-on-exit`, which finds "the" emulator hub of a project through a shared file in the temp
 * directory and so can export another running emulator of the same project.
 */
export async function exportAuth(url, project, dir) {
  const get = async (p) => {
    const res = await fetch(`${url}${p}`, { headers: { Authorization: 'Bearer owner' } });
    if (!res.ok) throw new Error(`${p}: HTTP ${res.status}`);
    return res.json();
  };
  const accounts = await get(
    `/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:batchGet?maxResults=-1`,
  );
  const config = await get(`/emulator/v1/projects/${project}/config`);
  const version = JSON.parse(readFileSync(require.resolve('firebase-tools/package.json'), 'utf8')).version;
  mkdirSync(path.join(dir, 'auth_export'), { recursive: true });
  writeFileSync(path.join(dir, 'auth_export/accounts.json'), `${JSON.stringify(accounts, null, 2)}\n`);
  writeFileSync(path.join(dir, 'auth_export/config.json'), `${JSON.stringify(config, null, 2)}\n`);
  writeFileSync(
    path.join(dir, METADATA),
    `${JSON.stringify({ version, auth: { version, path: 'auth_export' } }, null, 2)}\n`,
  );
}

/** Ready when the emulator's root answers `authEmulator.ready`. */
export async function authEmulatorReady(host, port) {
  const res = await fetch(`http://${host}:${port}/`, { signal: AbortSignal.timeout(2000) });
  const body = await res.json();
  return body?.authEmulator?.ready === true;
}

/**
 * Starts the official Auth emulator (firebase-tools) alone, with a generated firebase.json so its
 * hub and logging ports never collide with another emulator suite on this machine.
 */
export async function startAuthEmulator({
  project,
  port,
  host = '127.0.0.1',
  onLine,
  env = process.env,
  dataDir,
}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'auth-emulator-'));
  let allReady = false;
  const importing = !!dataDir && existsSync(path.join(dataDir, METADATA));
  // Three distinct ports, so two remain even if `port` is one of them.
  const [hubPort, loggingPort] = (await freePorts(3, host)).filter((p) => p !== port);
  const config = {
    emulators: {
      auth: { host, port },
      hub: { host, port: hubPort },
      logging: { host, port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  const proc = spawnGroup(
    'Auth emulator',
    process.execPath,
    [
      firebaseBin(),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      project,
      '--config',
      path.join(dir, 'firebase.json'),
      // Keeps accounts across runs (npm start --keep-data): read here, written by stop() below.
      ...(importing ? ['--import', dataDir] : []),
    ],
    {
      cwd: dir,
      env: { ...env, VSCODE_WEBHOOK_PORT: '9' },
      onLine: (line) => {
        if (line.includes('All emulators ready')) allReady = true;
        onLine?.(line);
      },
    },
  );
  const stop = async () => {
    if (dataDir && !proc.exited()) {
      await exportAuth(`http://${host}:${port}`, project, dataDir).catch((err) => {
        console.error(`Could not save the Auth emulator's accounts to ${dataDir}: ${err.message}`);
      });
    }
    await proc.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(proc, `the Auth emulator on ${host}:${port}`, () => authEmulatorReady(host, port), 120_000);
    // The root answers before an import has finished; the CLI reports readiness after it.
    if (importing) await waitFor(proc, 'the Auth emulator import', () => allReady, 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { host, port, hostPort: `${host}:${port}`, url: `http://${host}:${port}`, proc, stop };
}
