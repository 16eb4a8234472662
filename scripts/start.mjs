#!/usr/bin/env node
// `npm start`: the whole app on this machine without Java (docs/ARCHITECTURE.md#local-stack). `--keep-data`
// keeps accounts and documents across runs in emulator-data/ (local-state.json, local-auth/); otherwise every
// start is fresh and seeded.
import { parseArgs } from 'node:util';
import { startStack } from './lib/stack.mjs';

const { values } = parseArgs({
  options: {
    'keep-data': { type: 'boolean', default: false },
    'free-ports': { type: 'boolean', default: false },
    verbose: { type: 'boolean', short: 'v', default: false },
  },
});

const started = Date.now();
console.log('Starting the Auth emulator, local Firestore, functions, demo services and the web app...');
let stack;
try {
  stack = await startStack({
    ports: values['free-ports'] ? 'free' : 'default',
    keepData: values['keep-data'],
    verbose: values.verbose,
  });
} catch (err) {
  console.error(`\nnpm start failed: ${err.message}`);
  process.exit(1);
}

const secs = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
Ready in ${secs} s.

  App:            ${stack.urls.app}
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
  await stack.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
stack.crashed.then((crash) => {
  if (!crash || stopping) return;
  console.error(`\n${crash.name} stopped unexpectedly:\n${crash.output}`);
  shutdown(1);
});
