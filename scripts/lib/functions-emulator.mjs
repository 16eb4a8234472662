// The official Functions emulator of firebase-tools (Node only, no Java) running the built functions
// (functions/lib) with the real firebase-functions runtime, beside Firestore and Auth emulators it did not
// start: the functions reach them through FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST. It
// binds Firestore triggers only to a Firestore emulator it starts itself, so onInviteCreated does not run
// here (it is tested through its wrapper with firebase-functions-test).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firebaseBin } from './auth-emulator.mjs';
import { freePorts } from './ports.mjs';
import { spawnGroup, waitFor } from './processes.mjs';
import { REGION } from './stack.mjs';

/**
 * Starts it on `port` (0: a free one) with a generated firebase.json, so its hub, logging and other
 * reserved ports never collide with another emulator suite on this machine. `env` reaches the functions.
 */
export async function startFunctionsEmulator({
  project,
  root,
  firestoreHost,
  authHost,
  port = 0,
  host = '127.0.0.1',
  env = {},
  onLine,
}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'functions-emulator-'));
  const [picked, hubPort, loggingPort, eventarcPort, tasksPort] = await freePorts(5, host);
  const functionsPort = port || picked;
  const config = {
    // firebase-tools resolves the source relative to the config's directory.
    functions: [{ source: path.relative(dir, path.join(root, 'functions')), codebase: 'default' }],
    emulators: {
      functions: { host, port: functionsPort },
      hub: { host, port: hubPort },
      logging: { host, port: loggingPort },
      eventarc: { host, port: eventarcPort },
      tasks: { host, port: tasksPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  let loaded = false;
  const proc = spawnGroup(
    'Functions emulator',
    process.execPath,
    [
      firebaseBin(),
      'emulators:start',
      '--only',
      'functions',
      '--project',
      project,
      '--config',
      path.join(dir, 'firebase.json'),
    ],
    {
      cwd: dir,
      env: {
        ...process.env,
        ...env,
        FIRESTORE_EMULATOR_HOST: firestoreHost,
        FIREBASE_AUTH_EMULATOR_HOST: authHost,
        VSCODE_WEBHOOK_PORT: '9',
      },
      onLine: (line) => {
        if (line.includes('Loaded functions definitions')) loaded = true;
        onLine?.(line);
      },
    },
  );
  const stop = async () => {
    await proc.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://${host}:${functionsPort}`;
  try {
    await waitFor(proc, `the Functions emulator on ${host}:${functionsPort}`, () => loaded, 120_000);
    // A callable without a token answers UNAUTHENTICATED once the functions serve requests.
    await waitFor(proc, 'the emulated callables', async () => {
      const res = await fetch(`${url}/${project}/${REGION}/ensureProfile`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"data":{}}',
        signal: AbortSignal.timeout(5000),
      });
      return res.status === 401;
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return { port: functionsPort, url, proc, stop };
}
