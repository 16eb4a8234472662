// Global setup of the emulator stage: the integration suite's stack (global-stack.ts), with the callables
// served by the official Functions emulator of firebase-tools instead of the local functions host, so that
// what is tested is the deployable wiring: each function's onCall options, region, secrets and App Check
// settings as firebase-functions reads them, and its request handling. Firestore stays the local one and
// Auth the Auth emulator. The emulator cannot bind the invite trigger to a Firestore it did not start, so
// the invitation mail still comes from the local functions host's trigger runner (the trigger's deployed
// wrapper is tested in src/invites/on-invite-created.test.ts).
import type { TestProject } from 'vitest/node';
import { startFunctionsEmulator } from '../../../scripts/lib/functions-emulator.mjs';
import { ROOT } from '../../../scripts/lib/stack.mjs';
import localSetup, { type IntegrationStack, suiteFunctionsEnv } from './global-stack.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let local: IntegrationStack | undefined;
  const stopLocal = await localSetup({
    provide: (_key: string, value: IntegrationStack) => {
      local = value;
    },
  } as unknown as TestProject);
  if (!local) throw new Error('the integration stack provided nothing');
  const stack = local;
  let emulator: Awaited<ReturnType<typeof startFunctionsEmulator>>;
  try {
    emulator = await startFunctionsEmulator({
      project: stack.project,
      root: ROOT,
      firestoreHost: stack.firestoreHost,
      authHost: `127.0.0.1:${stack.ports.auth}`,
      env: {
        ...suiteFunctionsEnv(stack.recorderUrl),
        OPENFOODFACTS_URL: `${stack.servicesUrl}/openfoodfacts`,
      },
    });
  } catch (err) {
    await stopLocal();
    throw err;
  }
  project.provide('integration', {
    ...stack,
    ports: { ...stack.ports, functions: emulator.port },
    functionsUrl: `${emulator.url}/${stack.project}/${stack.region}`,
  });
  return async () => {
    await emulator.stop();
    await stopLocal();
  };
}
