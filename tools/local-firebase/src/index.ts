import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadDatabaseFile, saveDatabaseFile } from './firestore/import-export.js';
import { parseIndexConfig } from './firestore/index-config.js';
import { createFirestoreServer } from './firestore/server.js';
import { FirestoreStore } from './firestore/store.js';
import { createListenHandler } from './firestore/webchannel.js';
import { type FunctionsHost, startFunctionsHost } from './functions-host/host.js';
import { type Log, silentLog } from './log.js';
import { explainListenError } from './port-holder.mjs';
import { RulesGate, watchRulesFile } from './rules/gate.js';
import { type LocalServices, startServices } from './services/server.js';
import type { LocalService } from './services/service.js';

export { assertIndexed } from './firestore/index-check.js';
export { type IndexConfig, parseIndexConfig } from './firestore/index-config.js';
export { createFirestoreServer } from './firestore/server.js';
export { FirestoreStore } from './firestore/store.js';
export { createListenHandler } from './firestore/webchannel.js';
export { type FunctionsHost, startFunctionsHost } from './functions-host/host.js';
export { consoleLog, type Log, type LogLevel } from './log.js';
export { RulesGate } from './rules/gate.js';
export { type LocalServices, type ServicesOptions, startServices } from './services/server.js';
export type {
  LocalService,
  ServiceAnswer,
  ServiceContext,
  ServiceFactory,
  ServiceRequest,
} from './services/service.js';

export interface LocalFirebaseOptions {
  project: string;
  host?: string;
  /** 0 = any free port */
  firestorePort: number;
  importFile?: string;
  exportOnExit?: string;
  /** firestore.rules to enforce for client requests (reloaded when it changes); none = all served. */
  rulesFile?: string;
  /** firestore.indexes.json: queries Cloud Firestore would refuse for want of an index are refused. */
  indexesFile?: string;
  functions?: {
    dir: string;
    port: number;
    /** host:port of the Auth emulator that verifies ID tokens */
    authEmulatorHost?: string;
    env?: Record<string, string | undefined>;
    watch?: boolean;
  };
  /** The mail sink's port, where `services` are served too (off when absent). */
  servicesPort?: number;
  /** Stand-ins for the outside APIs the functions call, each under its own path prefix. */
  services?: readonly LocalService[];
  log?: Log;
}

export interface LocalFirebase {
  store: FirestoreStore;
  rules: RulesGate;
  database: string;
  firestore: { server: Server; port: number; hostPort: string };
  functions?: FunctionsHost;
  services?: LocalServices;
  /** Exports (when asked to) and stops every server. */
  stop(): Promise<void>;
}

function listen(server: Server, port: number, host: string, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (err) => reject(explainListenError(err, port, what)));
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

/** Firestore (REST + Listen), then the mail sink and plugged services, then the functions host on top of that Firestore. */
export async function startLocalFirebase(opts: LocalFirebaseOptions): Promise<LocalFirebase> {
  const log = opts.log ?? silentLog;
  const host = opts.host ?? '127.0.0.1';
  const database = `projects/${opts.project}/databases/(default)`;
  const store = new FirestoreStore();
  if (opts.importFile) {
    const n = await loadDatabaseFile(store, database, opts.importFile);
    log('info', `firestore: imported ${n} documents from ${opts.importFile}`);
  }
  if (opts.indexesFile) {
    store.indexes = parseIndexConfig(JSON.parse(await readFile(opts.indexesFile, 'utf8')));
    log('info', `firestore: queries need the indexes of ${opts.indexesFile}, as in Cloud Firestore`);
  }
  const rules = new RulesGate(store, (m) => log('debug', m));
  const started: { close(): Promise<void> }[] = [];
  if (opts.rulesFile) {
    // A file that does not parse stops start-up with its line and column.
    rules.load(await readFile(opts.rulesFile, 'utf8'), opts.rulesFile);
    const stopWatching = watchRulesFile(rules, opts.rulesFile, log);
    started.push({ close: async () => stopWatching() });
    log('info', `firestore: enforcing ${opts.rulesFile} for clients (Bearer owner bypasses it)`);
  }
  const listenHandler = createListenHandler(store, { log: (m) => log('debug', m), rules });
  const server = createFirestoreServer({ store, listen: listenHandler, log, rules });
  const stopAll = async () => {
    for (const s of started.reverse()) await s.close().catch(() => {});
  };
  try {
    const firestorePort = await listen(server, opts.firestorePort, host, 'Firestore');
    started.push({
      close: () =>
        new Promise<void>((resolve) => {
          listenHandler.close?.();
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    });
    const hostPort = `${host}:${firestorePort}`;
    log('info', `firestore: listening on http://${hostPort} (project ${opts.project})`);

    let services: LocalServices | undefined;
    if (opts.servicesPort !== undefined) {
      const port = opts.servicesPort;
      services = await startServices({ port, host, log, services: opts.services }).catch((err: unknown) => {
        throw explainListenError(err, port, 'local services: mail sink');
      });
      started.push(services);
      log('info', `services: mailbox at ${services.url}/, SendGrid at ${services.url}/sendgrid`);
      for (const service of services.services)
        log('info', `services: ${service.name} at ${services.url}${service.prefix}`);
    }

    let functions: FunctionsHost | undefined;
    if (opts.functions) {
      const fn = opts.functions;
      functions = await startFunctionsHost({
        dir: fn.dir,
        project: opts.project,
        firestoreHost: hostPort,
        authEmulatorHost: fn.authEmulatorHost,
        env: fn.env,
        store,
        port: fn.port,
        host,
        watch: fn.watch,
        log,
      }).catch((err: unknown) => {
        throw explainListenError(err, fn.port, 'functions');
      });
      started.push(functions);
      log('info', `functions: serving ${functions.url}/${opts.project}/<region>/<name>`);
    }

    let stopping: Promise<void> | null = null;
    return {
      store,
      rules,
      database,
      firestore: { server, port: firestorePort, hostPort },
      functions,
      services,
      stop: () => {
        stopping ??= (async () => {
          if (opts.exportOnExit) {
            const n = await saveDatabaseFile(store, database, opts.exportOnExit);
            log('info', `firestore: exported ${n} documents to ${opts.exportOnExit}`);
          }
          await stopAll();
        })();
        return stopping;
      },
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
