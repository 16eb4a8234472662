import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SEED, seed as seedData } from '../seed.mjs';
import { startAuthEmulator } from './auth-emulator.mjs';
import { ensureBuilt } from './build.mjs';
import { assertPortFree, freePorts } from './ports.mjs';
import { spawnGroup, waitFor } from './processes.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PROJECT = 'demo-meal-assistant';
export const REGION = 'europe-west1';
export const DEFAULT_PORTS = { auth: 9099, firestore: 8080, functions: 5001, services: 8025, web: 5173 };
const HOST = '127.0.0.1';
const KEEP_FIRESTORE = path.join(ROOT, 'emulator-data/local-state.json');
const KEEP_AUTH = path.join(ROOT, 'emulator-data/local-auth');
/** The app's stand-ins (demo AI, Open Food Facts sample), plugged into local-firebase's services port. */
export const DEMO_SERVICES = path.join(ROOT, 'tools/demo-services/dist/index.js');
/** What the stack runs, built when missing or older than its sources: workspace, sources, output. */
export const BUILDS = [
  ['functions', 'functions/src', 'functions/lib/index.js'],
  ['tools/local-firebase', 'tools/local-firebase/src', 'tools/local-firebase/dist/cli.js'],
  ['tools/demo-services', 'tools/demo-services/src', 'tools/demo-services/dist/index.js'],
];

const httpOk = async (url, accept = (r) => r.ok) =>
  accept(await fetch(url, { signal: AbortSignal.timeout(3000) }));

/**
 * What the functions read: the user's own AI, SendGrid and Open Food Facts settings pass through;
 * without an AI key or base URL the demo endpoint answers, without a SendGrid key the local sink receives,
 * and without OPENFOODFACTS_URL barcodes are looked up in the local sample of products.
 */
export function functionsEnv(env, ports) {
  const services = `http://${HOST}:${ports.services}`;
  const out = {};
  const pass = [
    'OPENAI_API_KEY',
    'OPENAI_BASE_URL',
    'OPENAI_MODEL',
    'SENDGRID_API_KEY',
    'SENDGRID_BASE_URL',
    'MAIL_FROM',
    'APP_URL',
    'OPENFOODFACTS_URL',
    'OPENFOODFACTS_USER_AGENT',
  ];
  for (const k of pass) if (env[k]) out[k] = env[k];
  const demoAi = !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL;
  if (demoAi) {
    out.OPENAI_BASE_URL = `${services}/openai/v1`;
    out.OPENAI_API_KEY = 'local-demo';
  } else if (!env.OPENAI_API_KEY) {
    out.OPENAI_API_KEY = 'none'; // a keyless OpenAI-compatible server; the SDK insists on some key
  }
  if (!env.SENDGRID_API_KEY) {
    out.SENDGRID_API_KEY = 'SG.local';
    out.SENDGRID_BASE_URL = `${services}/sendgrid`;
  }
  out.OPENFOODFACTS_URL ??= `${services}/openfoodfacts`;
  out.APP_URL ??= `http://localhost:${ports.web}`;
  return { env: out, demoAi };
}

export function webEnv(ports, demoAi) {
  return {
    VITE_FIREBASE_PROJECT_ID: PROJECT,
    VITE_AUTH_EMULATOR_URL: `http://${HOST}:${ports.auth}`,
    VITE_FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    VITE_FUNCTIONS_EMULATOR_HOST: `${HOST}:${ports.functions}`,
    VITE_FUNCTIONS_REGION: REGION,
    ...(demoAi ? { VITE_AI_DEMO: 'true' } : {}),
  };
}

async function resolvePorts(ports) {
  if (ports === 'free') {
    const picked = await freePorts(Object.keys(DEFAULT_PORTS).length, HOST);
    return Object.fromEntries(Object.keys(DEFAULT_PORTS).map((k, i) => [k, picked[i]]));
  }
  const chosen = { ...DEFAULT_PORTS, ...(typeof ports === 'object' ? ports : {}) };
  const names = {
    auth: 'Auth emulator',
    firestore: 'Firestore',
    functions: 'functions',
    services: 'mail sink and demo services',
    web: 'web app',
  };
  for (const [k, p] of Object.entries(chosen)) await assertPortFree(p, names[k], HOST);
  return chosen;
}

/**
 * Starts the Java-free stack: Auth emulator, local-firebase (Firestore + functions host + mail sink, with
 * the demo services plugged in),
 * optionally the Vite dev server; waits until each is healthy, seeds, and returns how to reach it.
 * `stop()` ends every process group it started.
 */
/**
 * Like startStackOnce; with free ports, a port that another process grabbed between picking and binding
 * (tests run in parallel on this machine) is retried with new ports instead of failing.
 */
export async function startStack(options = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startStackOnce(options);
    } catch (err) {
      const portRace = /port taken|already in use|EADDRINUSE|is not open/i.test(err.message);
      if (options.ports !== 'free' || !portRace || attempt >= 3) throw err;
      (options.log ?? console.log)(
        `A picked port was taken meanwhile; retrying with other ports (${err.message.split('\n')[0]})`,
      );
    }
  }
}

async function startStackOnce({
  ports: portsOption = 'default',
  seed = true,
  web = true,
  keepData = false,
  env = process.env,
  log = (line) => console.log(line),
  verbose = false,
} = {}) {
  const timings = {};
  const t0 = Date.now();
  const ports = await resolvePorts(portsOption);
  const started = [];
  const stop = async () => {
    for (const p of started.reverse()) await p.stop().catch(() => {});
    started.length = 0;
  };
  const echo = (prefix) => (line) => {
    if (verbose || /error|warn|fail/i.test(line)) log(`[${prefix}] ${line}`);
  };
  let authPromise = null;
  try {
    const { env: fnEnv, demoAi } = functionsEnv(env, ports);
    // The Auth emulator is the slowest to start (firebase-tools compiles its API schema for ~10-30 s),
    // so it starts first and the builds, local-firebase and Vite start while it gets ready.
    authPromise = startAuthEmulator({
      project: PROJECT,
      port: ports.auth,
      host: HOST,
      onLine: verbose ? echo('auth') : undefined,
      dataDir: keepData ? KEEP_AUTH : undefined,
    }).then((a) => {
      started.push(a);
      timings.auth = Date.now() - t0;
      return a;
    });

    authPromise.catch(() => {}); // awaited below; not an unhandled rejection meanwhile
    const tb = Date.now();
    // The demo services last: they import the app's food table and answer definitions from the
    // functions' build, and local-firebase's service types.
    for (const [workspace, sources, output] of BUILDS) ensureBuilt(ROOT, { workspace, sources, output, log });
    timings.build = Date.now() - tb;

    let vite = null;
    if (web) {
      vite = spawnGroup(
        'Vite',
        'npm',
        ['run', 'dev', '-w', 'web', '--', '--port', String(ports.web), '--strictPort'],
        {
          cwd: ROOT,
          env: { ...env, ...webEnv(ports, demoAi), WEB_PORT: String(ports.web) },
          onLine: echo('web'),
        },
      );
      started.push(vite);
    }

    const importState = keepData && existsSync(KEEP_FIRESTORE);
    const local = spawnGroup(
      'local-firebase',
      process.execPath,
      [
        path.join(ROOT, 'tools/local-firebase/dist/cli.js'),
        '--project',
        PROJECT,
        '--host',
        HOST,
        '--firestore-port',
        String(ports.firestore),
        '--rules',
        path.join(ROOT, 'firestore.rules'),
        '--indexes',
        path.join(ROOT, 'firestore.indexes.json'),
        '--functions',
        path.join(ROOT, 'functions'),
        '--functions-port',
        String(ports.functions),
        '--auth-emulator-host',
        `${HOST}:${ports.auth}`,
        '--services-port',
        String(ports.services),
        '--service',
        DEMO_SERVICES,
        ...(importState ? ['--import', KEEP_FIRESTORE] : []),
        ...(keepData ? ['--export-on-exit', KEEP_FIRESTORE] : []),
        '--log-level',
        verbose ? 'debug' : 'info',
      ],
      {
        cwd: ROOT,
        env: { ...env, ...fnEnv },
        onLine: (line) => (verbose || /error|warn|fail|mail:/i.test(line)) && log(`[local-firebase] ${line}`),
      },
    );
    started.push(local);
    const functionsStatus = `http://${HOST}:${ports.functions}/__/functions.json`;
    await waitFor(local, 'local Firestore', () => httpOk(`http://${HOST}:${ports.firestore}/`, () => true));
    await waitFor(local, 'local services', () => httpOk(`http://${HOST}:${ports.services}/health`));
    await waitFor(local, 'the functions host', async () => {
      const res = await fetch(functionsStatus, { signal: AbortSignal.timeout(3000) });
      const body = await res.json();
      if (!body.loaded && /does not exist|failed to load/.test(body.error ?? ''))
        throw Object.assign(new Error(body.error), { fatal: true });
      return body.loaded;
    }).catch(async (err) => {
      // waitFor swallows check errors; ask once more to report why the functions did not load.
      const body = await fetch(functionsStatus)
        .then((r) => r.json())
        .catch(() => null);
      throw new Error(body?.error ? `Functions did not load: ${body.error}` : err.message);
    });
    timings.localFirebase = Date.now() - t0;

    const auth = await authPromise;
    if (seed && !importState) {
      const n = await seedData({
        project: PROJECT,
        firestoreHost: `${HOST}:${ports.firestore}`,
        authHost: auth.hostPort,
        file: DEFAULT_SEED,
      });
      log(`Seeded ${n.accounts} accounts and ${n.documents} documents.`);
    }
    timings.seeded = Date.now() - t0;

    if (vite) {
      await waitFor(vite, 'the web app', () => httpOk(`http://localhost:${ports.web}/`));
      timings.web = Date.now() - t0;
    }
    timings.total = Date.now() - t0;
    let stopping = false;
    const processes = started.map((p) => p.proc ?? p);
    // Resolves with the name of the first process that ends while the stack is meant to run.
    const crashed = Promise.race(processes.map((p) => p.exitPromise.then(() => p.name))).then((name) =>
      stopping ? null : { name, output: processes.find((p) => p.name === name)?.output() ?? '' },
    );
    return {
      crashed,
      /** process-group ids of everything started (each child leads its own group) */
      pids: processes.map((p) => p.pid),
      project: PROJECT,
      region: REGION,
      ports,
      demoAi,
      timings,
      env: { ...fnEnv, ...webEnv(ports, demoAi) },
      urls: {
        app: `http://localhost:${ports.web}`,
        mailbox: `http://localhost:${ports.services}/`,
        auth: `http://${HOST}:${ports.auth}`,
        firestore: `http://${HOST}:${ports.firestore}`,
        functions: `http://${HOST}:${ports.functions}/${PROJECT}/${REGION}`,
        services: `http://${HOST}:${ports.services}`,
      },
      stop: () => {
        stopping = true;
        return stop();
      },
    };
  } catch (err) {
    await authPromise?.catch(() => {}); // so that a started Auth emulator is stopped too
    await stop();
    throw err;
  }
}
