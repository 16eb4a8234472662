// Starts what the integration tests need, all on free ports, and stops it again: the official Auth
// emulator, the local Firestore (in-process), the local functions host with the built functions, and
// HTTP doubles for the AI provider and SendGrid.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFunctionsHost } from '../../../tools/local-firebase/src/functions-host/host.js';
import { type LocalFirestore, PROJECT_ID, startLocalFirestore } from '../support/local-firestore.js';
import { type LocalServices, startLocalServices } from './local-services.js';

const functionsDir = fileURLToPath(new URL('../..', import.meta.url));
const scriptsLib = join(functionsDir, '..', 'scripts', 'lib');

interface AuthEmulator {
  hostPort: string;
  url: string;
  stop(): Promise<void>;
}

export interface TestStack {
  firestore: LocalFirestore;
  services: LocalServices;
  auth: AuthEmulator;
  functionsUrl: string;
  functionsPort: number;
  /** Resolves when every Firestore trigger dispatched so far has run. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestStack(): Promise<TestStack> {
  // Plain .mjs helpers of the repo scripts, loaded by path so the type-checker does not need declarations.
  const { startAuthEmulator } = (await import(join(scriptsLib, 'auth-emulator.mjs'))) as {
    startAuthEmulator(o: { project: string; port: number }): Promise<AuthEmulator>;
  };
  const { freePort } = (await import(join(scriptsLib, 'ports.mjs'))) as { freePort(): Promise<number> };

  const firestore = await startLocalFirestore();
  const services = await startLocalServices();
  const auth = await startAuthEmulator({ project: PROJECT_ID, port: await freePort() });
  const host = await startFunctionsHost({
    dir: functionsDir,
    project: PROJECT_ID,
    firestoreHost: firestore.host,
    authEmulatorHost: auth.hostPort,
    store: firestore.store,
    watch: false,
    env: {
      OPENAI_API_KEY: 'local-demo',
      OPENAI_BASE_URL: `${services.url}/openai/v1`,
      SENDGRID_API_KEY: 'SG.local',
      SENDGRID_BASE_URL: `${services.url}/sendgrid`,
      APP_URL: 'http://localhost:5173',
      MAIL_FROM: 'invites@example.test',
      AI_DAILY_QUOTA: '50',
    },
  });
  if (host.functions().length === 0) throw new Error('the functions host loaded no functions');
  return {
    firestore,
    services,
    auth,
    functionsUrl: host.url,
    functionsPort: host.port,
    idle: () => host.idle(),
    stop: async () => {
      await host.close();
      await auth.stop();
      await services.close();
      await firestore.close();
    },
  };
}
