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
  /** Settles when the worker process has exited, planned or not. */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
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

/** Keys of a structured entry that are not the caller's own fields. */
const ENVELOPE = new Set(['severity', 'message', 'time', 'timestamp']);

/**
 * One readable host line from a firebase-functions logger entry: the message, then the entry's own
 * fields as JSON (`functions: callable.failed {"uid":"u1","errorId":"…"}`), so error ids, uids and
 * errors reach the stack's output. The backend scrubs its fields before logging; nothing is dropped
 * here but the envelope, Cloud Logging's own keys, and an `event` field that repeats the message.
 */
export function formatLogEntry(entry: Record<string, unknown> & { message: string }): string {
  const fields = Object.fromEntries(
    Object.entries(entry).filter(
      ([k, v]) =>
        !ENVELOPE.has(k) &&
        !k.startsWith('logging.googleapis.com') &&
        !(k === 'event' && v === firstLine(entry.message)),
    ),
  );
  const message = withoutLoggerStack(entry.message);
  return Object.keys(fields).length > 0 ? `${message} ${safeJson(fields)}` : message;
}

const firstLine = (text: string) => text.replace(/^Error: /, '').split('\n')[0] ?? '';

/** logger.error(message, fields) without an Error gets a stack of the logger's own frames: noise. */
function withoutLoggerStack(message: string): string {
  const lines = message.split('\n');
  const frame = lines[1];
  if (lines[0]?.startsWith('Error: ') && frame && /^\s+at entryFromArgs \(/.test(frame))
    return lines[0].slice('Error: '.length);
  return message;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return '[unserialisable fields]';
  }
}

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
        const entry = JSON.parse(line) as Record<string, unknown>;
        if (entry && typeof entry === 'object' && typeof entry.message === 'string') {
          const level = severityLevel[String(entry.severity ?? '')] ?? fallback;
          log(level, `functions: ${formatLogEntry(entry as Record<string, unknown> & { message: string })}`);
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
  const exitedPromise = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
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
          exit: exitedPromise,
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
