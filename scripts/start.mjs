#!/usr/bin/env node
// `npm start`: the whole app on this machine without Java (docs/ARCHITECTURE.md#local-stack). `--keep-data`
// keeps accounts and documents across runs in emulator-data/ (local-state.json, local-auth/); otherwise every
// start is fresh and seeded. `--built` serves a production build of the web app (with its service worker,
// so it opens offline once used) instead of the Vite dev server, on the same port.
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { buildWeb } from './bench/build-web.mjs';
import { serveStatic } from './bench/static-server.mjs';
import { startStack, webEnv } from './lib/stack.mjs';

const { values } = parseArgs({
  options: {
    'keep-data': { type: 'boolean', default: false },
    'free-ports': { type: 'boolean', default: false },
    built: { type: 'boolean', default: false },
    verbose: { type: 'boolean', short: 'v', default: false },
  },
});

const started = Date.now();
console.log('Starting the Auth emulator, local Firestore, functions, demo services and the web app...');
let stack;
/** The production build and its static host (`--built`). */
let site = null;
let outDir = null;
try {
  stack = await startStack({
    ports: values['free-ports'] ? 'free' : 'default',
    keepData: values['keep-data'],
    verbose: values.verbose,
    web: !values.built,
  });
  if (values.built) {
    console.log('Building the web app for production (about a minute)...');
    outDir = await buildWeb({ env: { ...webEnv(stack.ports, stack.demoAi), NODE_ENV: 'production' } });
    // localhost, like the dev server: the address the invitation links and the Auth emulator's mails use.
    site = await serveStatic(outDir, { port: stack.ports.web, host: 'localhost' });
  }
} catch (err) {
  console.error(`\nnpm start failed: ${err.message}`);
  await stack?.stop();
  if (outDir) await rm(outDir, { recursive: true, force: true });
  process.exit(1);
}

const secs = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
Ready in ${secs} s.

  App:            ${stack.urls.app}${values.built ? ' (production build with its service worker: once opened, it opens offline too)' : ''}
  Demo accounts:  demo@example.com / demo-password
                  friend@example.com / friend-password
  Mailbox (mails): ${stack.urls.mailbox} (invitations, and sign-up verification and password-reset links)
  AI:             ${stack.demoAi ? 'local demo answers (set OPENAI_API_KEY for real ones)' : `${stack.env.OPENAI_BASE_URL ?? 'api.openai.com'}`}
  Barcodes:       ${process.env.OPENFOODFACTS_URL ? process.env.OPENFOODFACTS_URL : 'a local sample of 12 products (set OPENFOODFACTS_URL for Open Food Facts)'}
  Data:           ${values['keep-data'] ? 'kept in emulator-data/ across runs' : 'fresh and seeded on every start (--keep-data keeps it)'}

Press Ctrl-C to stop.`);

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await site?.close();
  await stack.stop();
  if (outDir) await rm(outDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
stack.crashed.then((crash) => {
  if (!crash || stopping) return;
  console.error(`\n${crash.name} stopped unexpectedly:\n${crash.output}`);
  shutdown(1);
});
