import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Log, LogLevel } from '../log.js';
import { tsWorkerExecArgv } from './dev-loader.js';
import type { FunctionInfo, HostMessage, WorkerMessage } from './manifest.js';

const LOAD_TIMEOUT_MS = 60_000;

export interface WorkerHandle {
  child: ChildProcess;
  port: number;
  functions: FunctionInfo[];
  inFlight: number;
  send(msg: HostMessage): void;
  /** Resolves once every trigger event sent so far has finished (or after `timeoutMs`). */
  drain(timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}

const severityLevel: Record<string, LogLevel> = {
  DEBUG: 'debug',
  INFO: 'info',
  NOTICE: 'info',
  WARNING: 'warn',
  ERROR: 'error',
  CRITICAL: 'error',
  ALERT: 'error',
  EMERGENCY: 'error',
};

/** Turns the functions' structured log lines (firebase-functions logger) into readable host log lines. */
function pipeLines(stream: NodeJS.ReadableStream | null, fallback: LogLevel, log: Log) {
  if (!stream) return;
  let buf = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buf += chunk;
    let i = buf.indexOf('\n');
    while (i >= 0) {
      const line = buf.slice(0, i);
      buf = buf.slice(i + 1);
      i = buf.indexOf('\n');
      if (!line.trim()) continue;
      try {
        const entry = JSON.parse(line) as { severity?: string; message?: string };
        if (entry && typeof entry.message === 'string') {
          log(severityLevel[entry.severity ?? ''] ?? fallback, `functions: ${entry.message}`);
          continue;
        }
      } catch {}
      log(fallback, `functions: ${line}`);
    }
  });
}

function workerEntry(): { file: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = fileURLToPath(new URL(fromSource ? './worker.ts' : './worker.js', import.meta.url));
  return { file, execArgv: fromSource ? tsWorkerExecArgv() : [] };
}

/** Starts a worker for `entry`; rejects with the load error (e.g. a syntax error in the build). */
export function startWorker(
  entry: string,
  project: string,
  env: NodeJS.ProcessEnv,
  log: Log,
): Promise<WorkerHandle> {
  const { file, execArgv } = workerEntry();
  const child = fork(file, [entry, project], { env, execArgv, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  pipeLines(child.stdout, 'info', log);
  pipeLines(child.stderr, 'warn', log);
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`functions did not load within ${LOAD_TIMEOUT_MS / 1000} s`));
    }, LOAD_TIMEOUT_MS);
    const drainWaiters: (() => void)[] = [];
    child.on('message', (msg: WorkerMessage) => {
      if (msg.type === 'load-error') {
        clearTimeout(timer);
        reject(new Error(msg.message));
      } else if (msg.type === 'drained') {
        for (const w of drainWaiters.splice(0)) w();
      } else if (msg.type === 'ready') {
        clearTimeout(timer);
        const handle: WorkerHandle = {
          child,
          port: msg.port,
          functions: msg.functions,
          inFlight: 0,
          send: (m) => {
            if (!exited && child.connected) child.send(m);
          },
          drain: (timeoutMs) =>
            new Promise<void>((done) => {
              if (exited) return done();
              const t = setTimeout(done, timeoutMs);
              drainWaiters.push(() => {
                clearTimeout(t);
                done();
              });
              handle.send({ type: 'drain' });
            }),
          stop: async () => {
            if (exited) return;
            child.kill('SIGTERM');
            const t = setTimeout(() => child.kill('SIGKILL'), 3000);
            await exitedPromise;
            clearTimeout(t);
          },
        };
        resolve(handle);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`functions worker exited (${signal ?? code}) before loading`));
    });
  });
}
