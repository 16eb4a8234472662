// The one local stack of the integration, attack and end-to-end suites: the stack `npm start` runs
// (stack.mjs), on free ports so parallel runs never collide, started once per suite by the suite's vitest
// global setup. What a test file needs travels as plain data (vitest's `provide`), so it is the same shape
// for every suite.
import { startStack } from './stack.mjs';

/**
 * Starts the stack for a test suite. `env` is added to this process's environment for the functions
 * (e.g. the AI provider and SendGrid URLs of a test double); `web` also starts the Vite dev server;
 * `seed` loads the demo accounts. Output is dropped unless `log` takes it.
 */
export async function startTestStack({
  web = false,
  seed = true,
  env = {},
  log = () => {},
  verbose = false,
} = {}) {
  const stack = await startStack({
    ports: 'free',
    web,
    seed,
    verbose,
    log,
    env: { ...process.env, ...env },
  });
  return { info: testStackInfo(stack), stop: () => stack.stop() };
}

/** The addresses of a running stack, as plain data a test file can receive. */
export function testStackInfo(stack) {
  return {
    project: stack.project,
    region: stack.region,
    ports: stack.ports,
    demoAi: stack.demoAi,
    appUrl: stack.urls.app,
    mailboxUrl: stack.urls.mailbox,
    authUrl: stack.urls.auth,
    firestoreHost: `127.0.0.1:${stack.ports.firestore}`,
    functionsUrl: stack.urls.functions,
    servicesUrl: stack.urls.services,
  };
}
