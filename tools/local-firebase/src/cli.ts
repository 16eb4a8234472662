#!/usr/bin/env node
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalFirebase } from './index.js';
import { consoleLog, type LogLevel } from './log.js';
import { loadServices } from './services/service.js';

const USAGE = `Usage: local-firebase --project <id> --firestore-port <port> [options]

  --project <id>              Firebase project id (e.g. demo-project)
  --firestore-port <port>     Firestore REST + WebChannel port (0 = any free port)
  --host <host>               address to bind (default 127.0.0.1)
  --import <file.json>        load documents at start
  --export-on-exit <file.json> write documents on SIGINT/SIGTERM
  --rules <firestore.rules>   enforce these security rules for clients (reloaded on change;
                              "Authorization: Bearer owner" bypasses them, as firebase-admin does)
  --indexes <file.json>       refuse queries that need an index this firestore.indexes.json lacks,
                              as Cloud Firestore does (the emulators never do)
  --functions <dir>           serve the built functions package in <dir> (its package.json "main")
  --functions-port <port>     functions host port (default 5001)
  --auth-emulator-host <h:p>  Auth emulator that verifies ID tokens, and whose verification and
                              password-reset codes the mailbox shows as mails
                              (default $FIREBASE_AUTH_EMULATOR_HOST, or 127.0.0.1:9099 with --functions)
  --no-watch                  do not reload functions when their build changes
  --services-port <port>      mail sink port: SendGrid's v3 mail/send and the mailbox page
                              (e.g. 8025; off when absent)
  --service <module.js>       plug a stand-in service in on the services port (repeatable): the
                              module default-exports a function returning { name, prefix, handle }
  --log-level debug|info      debug logs one line per request (default info)
`;

function port(value: string | undefined, flag: string, fallback?: number): number {
  if (value === undefined) {
    if (fallback === undefined) throw new Error(`${flag} is required`);
    return fallback;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`${flag} must be a port number, got "${value}"`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      project: { type: 'string' },
      'firestore-port': { type: 'string' },
      host: { type: 'string' },
      import: { type: 'string' },
      'export-on-exit': { type: 'string' },
      rules: { type: 'string' },
      indexes: { type: 'string' },
      functions: { type: 'string' },
      'functions-port': { type: 'string' },
      'auth-emulator-host': { type: 'string' },
      'no-watch': { type: 'boolean' },
      'services-port': { type: 'string' },
      service: { type: 'string', multiple: true },
      'log-level': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const level = (values['log-level'] ?? 'info') as LogLevel;
  if (!['debug', 'info', 'warn', 'error'].includes(level))
    throw new Error('--log-level must be debug or info');
  if (!values.project) throw new Error('--project is required');
  const log = consoleLog(level);
  const authEmulatorHost =
    values['auth-emulator-host'] ??
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??
    (values.functions ? '127.0.0.1:9099' : undefined);
  const serviceModules = values.service ?? [];
  if (serviceModules.length > 0 && values['services-port'] === undefined)
    throw new Error('--service needs --services-port');
  const services = await loadServices(
    serviceModules.map((file) => path.resolve(file)),
    { log },
  );
  const app = await startLocalFirebase({
    project: values.project,
    host: values.host,
    firestorePort: port(values['firestore-port'], '--firestore-port'),
    importFile: values.import && path.resolve(values.import),
    exportOnExit: values['export-on-exit'] && path.resolve(values['export-on-exit']),
    rulesFile: values.rules && path.resolve(values.rules),
    indexesFile: values.indexes && path.resolve(values.indexes),
    servicesPort:
      values['services-port'] === undefined ? undefined : port(values['services-port'], '--services-port'),
    services,
    functions: values.functions
      ? {
          dir: path.resolve(values.functions),
          port: port(values['functions-port'], '--functions-port', 5001),
          authEmulatorHost,
          watch: !values['no-watch'],
        }
      : undefined,
    log,
  });
  if (app.services && authEmulatorHost) {
    app.services.useAuthEmulator({ host: authEmulatorHost, project: values.project });
    log('info', `services: the mailbox also shows the mails of the Auth emulator at ${authEmulatorHost}`);
  }
  log('info', 'local-firebase: ready');
  let signals = 0;
  const shutdown = (signal: string) => {
    if (++signals > 1) process.exit(1); // a second Ctrl-C does not wait for the export
    log('info', `local-firebase: ${signal}, shutting down`);
    app.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        log('error', `local-firebase: shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(`local-firebase: ${err instanceof Error ? err.message : String(err)}\n`);
  if (err instanceof TypeError && /Unknown option|Unexpected argument/.test(err.message))
    process.stderr.write(USAGE);
  process.exit(1);
});
