import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tsWorkerExecArgv } from '../src/functions-host/dev-loader.js';
import { copyFixtureFunctions } from './fixture-functions.js';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const here = path.dirname(fileURLToPath(import.meta.url));
const cliSource = path.join(here, '../src/cli.ts');
const running: ChildProcess[] = [];

function startCli(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...tsWorkerExecArgv(), cliSource, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = async (re: RegExp) => {
    const deadline = Date.now() + 60_000;
    while (!re.test(output)) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no ${re} in output:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return re.exec(output) as RegExpExecArray;
  };
  return { child, exited, waitFor, output: () => output };
}

afterAll(() => {
  for (const c of running) if (c.exitCode === null) c.kill('SIGKILL');
});

describe('local-firebase CLI', () => {
  it('names the busy port and the process holding it', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const cli = startCli(['--project', 'demo-cli', '--firestore-port', String(port)]);
      expect(await cli.exited).toBe(1);
      expect(cli.output()).toContain(`Port ${port} (Firestore) is already in use by pid ${process.pid}`);
    } finally {
      blocker.close();
    }
  });

  it('refuses a plugged service without a services port', async () => {
    const service = path.join(here, 'fixtures/service.mjs');
    const cli = startCli(['--project', 'demo-cli', '--firestore-port', '0', '--service', service]);
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('--service needs --services-port');
  });

  it('rejects a malformed import naming the document', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cli-import-'));
    const file = path.join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({
        documents: { 'users/ok': { fields: {} }, 'users/bad': { fields: { n: { nope: 1 } } } },
      }),
    );
    const cli = startCli(['--project', 'demo-cli', '--firestore-port', '0', '--import', file]);
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('users/bad');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('local-firebase CLI with functions and services', () => {
  let dir: string;
  let cli: ReturnType<typeof startCli>;
  let firestorePort: number;
  let functionsUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'cli-stack-'));
    copyFixtureFunctions(path.join(dir, 'functions'));
    writeFileSync(
      path.join(dir, 'import.json'),
      JSON.stringify({
        documents: { 'notes/imported': { fields: { text: { stringValue: 'from import' } } } },
      }),
    );
    writeFileSync(path.join(dir, 'events.jsonl'), '');
    cli = startCli(
      [
        '--project',
        'demo-cli',
        '--firestore-port',
        '0',
        '--functions',
        path.join(dir, 'functions'),
        '--functions-port',
        '0',
        '--services-port',
        '0',
        '--service',
        path.join(here, 'fixtures/service.mjs'),
        '--import',
        path.join(dir, 'import.json'),
        '--export-on-exit',
        path.join(dir, 'export.json'),
        '--log-level',
        'debug',
      ],
      { FIXTURE_OUT: path.join(dir, 'events.jsonl'), FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' },
    );
    firestorePort = Number((await cli.waitFor(/firestore: listening on http:\/\/127\.0\.0\.1:(\d+)/))[1]);
    functionsUrl = (await cli.waitFor(/functions: serving (http:\/\/127\.0\.0\.1:\d+)/))[1] as string;
    await cli.waitFor(/local-firebase: ready/);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs triggers for admin writes, serves callables, the mailbox and a plugged service, logs requests, exports on SIGTERM', async () => {
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestorePort}`;
    const app = initializeApp({ projectId: 'demo-cli' }, 'cli-test');
    const db = getFirestore(app);
    db.settings({
      preferRest: true,
      auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
    } as never);
    expect((await db.doc('notes/imported').get()).data()).toEqual({ text: 'from import' });
    await db.doc('notes/n1').set({ text: 'written by admin' });
    await expect
      .poll(() => readFileSync(path.join(dir, 'events.jsonl'), 'utf8'), { timeout: 30_000 })
      .toContain('"after":{"text":"written by admin"}');
    await deleteApp(app);
    delete process.env.FIRESTORE_EMULATOR_HOST;

    const res = await fetch(`${functionsUrl}/demo-cli/europe-west1/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: 'hi' }),
    });
    expect(await res.json()).toEqual({ result: { data: 'hi' } });
    const servicesUrl = (await cli.waitFor(/services: mailbox at (http:\/\/127\.0\.0\.1:\d+)\//))[1];
    expect((await fetch(`${servicesUrl}/mailbox.json`)).status).toBe(200);
    await cli.waitFor(new RegExp(`services: echo service at ${servicesUrl}/echo`));
    const echoed = await fetch(`${servicesUrl}/echo/ping?x=1`, { method: 'POST', body: '[1]' });
    expect(await echoed.json()).toEqual({ path: '/ping', query: '?x=1', got: [1] });
    await cli.waitFor(/echo: \/ping/);
    await cli.waitFor(/firestore POST \/v1\/projects\/demo-cli\/databases\/\(default\)\/documents:commit/);
    await cli.waitFor(/functions POST \/demo-cli\/europe-west1\/echo 200/);

    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    expect(existsSync(path.join(dir, 'export.json'))).toBe(true);
    const exported = JSON.parse(readFileSync(path.join(dir, 'export.json'), 'utf8'));
    expect(Object.keys(exported.documents).sort()).toEqual(['notes/imported', 'notes/n1']);
  });
});
