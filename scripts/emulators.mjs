#!/usr/bin/env node
// `npm run emulators`: the same app on the official Firebase emulator suite (Auth, Firestore, Functions),
// for machines with Java 21. The mail sink still comes from tools/local-firebase on port 8025, with the demo
// services (tools/demo-services) plugged in as `npm start` does.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { firebaseBin } from './lib/auth-emulator.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { assertPortFree } from './lib/ports.mjs';
import { spawnGroup, waitFor } from './lib/processes.mjs';
import { BUILDS, DEFAULT_PORTS, DEMO_SERVICES, functionsEnv, PROJECT, ROOT, webEnv } from './lib/stack.mjs';
import { DEFAULT_SEED, seed } from './seed.mjs';

const HOST = '127.0.0.1';
const ports = DEFAULT_PORTS; // as in firebase.json

function javaMajor() {
  const res = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (res.error) return null;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${res.stderr}${res.stdout}`);
  if (!m) return null;
  return m[1] === '1' ? Number(m[2]) : Number(m[1]); // "1.8.0" is Java 8
}

const fail = (msg) => {
  console.error(`\nnpm run emulators: ${msg}`);
  process.exit(1);
};

const java = javaMajor();
if (java === null || java < 21) {
  fail(
    `the official Firestore emulator needs Java 21 or newer, ${java === null ? 'and no `java` was found' : `and this machine has Java ${java}`}.\n` +
      'Install a Java 21 JDK (and allow firebase-tools to download the emulator once), or run `npm start`, which needs no Java.',
  );
}

const started = [];
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const p of started.reverse()) await p.stop().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

try {
  const names = {
    auth: 'Auth emulator',
    firestore: 'Firestore emulator',
    functions: 'Functions emulator',
    services: 'mail sink and demo services',
    web: 'web app',
  };
  for (const [k, p] of Object.entries(ports)) await assertPortFree(p, names[k], HOST);
  for (const [workspace, sources, output] of BUILDS) ensureBuilt(ROOT, { workspace, sources, output });

  const { startServices } = await import(
    pathToFileURL(path.join(ROOT, 'tools/local-firebase/dist/index.js')).href
  );
  const { default: demoServices } = await import(pathToFileURL(DEMO_SERVICES).href);
  const services = await startServices({
    port: ports.services,
    host: HOST,
    services: demoServices(),
    // The Auth emulator's verification and password-reset links show in the mailbox beside the invitations.
    authEmulator: { host: `${HOST}:${ports.auth}`, project: PROJECT },
    log: (_l, m) => console.log(`[services] ${m}`),
  });
  started.push(services);

  // The functions runtime inherits this environment, so the same variables reach the functions as with npm start.
  const { env: fnEnv, demoAi } = functionsEnv(process.env, ports);
  const emulators = spawnGroup(
    'firebase emulators',
    process.execPath,
    [firebaseBin(), 'emulators:start', '--only', 'auth,firestore,functions', '--project', PROJECT],
    { cwd: ROOT, env: { ...process.env, ...fnEnv }, onLine: (line) => console.log(`[emulators] ${line}`) },
  );
  started.push(emulators);
  const ok = (url) => async () => (await fetch(url, { signal: AbortSignal.timeout(3000) })).ok;
  await waitFor(emulators, 'the Auth emulator', ok(`http://${HOST}:${ports.auth}/`), 300_000);
  await waitFor(emulators, 'the Firestore emulator', ok(`http://${HOST}:${ports.firestore}/`), 300_000);
  await waitFor(emulators, 'the emulators', () => /All emulators ready/.test(emulators.output()), 300_000);
  const n = await seed({
    project: PROJECT,
    firestoreHost: `${HOST}:${ports.firestore}`,
    authHost: `${HOST}:${ports.auth}`,
    file: DEFAULT_SEED,
  });
  console.log(`Seeded ${n.accounts} accounts and ${n.documents} documents.`);

  const vite = spawnGroup(
    'Vite',
    'npm',
    ['run', 'dev', '-w', 'web', '--', '--port', String(ports.web), '--strictPort'],
    {
      cwd: ROOT,
      env: { ...process.env, ...webEnv(ports, demoAi), WEB_PORT: String(ports.web) },
    },
  );
  started.push(vite);
  await waitFor(vite, 'the web app', ok(`http://localhost:${ports.web}/`));
  console.log(`
Ready on the official emulators.

  App:            http://localhost:${ports.web}
  Demo accounts:  demo@example.com / demo-password, friend@example.com / friend-password
  Mailbox (mails): http://localhost:${ports.services}/

Press Ctrl-C to stop.`);
} catch (err) {
  console.error(`\nnpm run emulators failed: ${err.message}`);
  await stopAll(1);
}
