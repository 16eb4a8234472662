import { spawn } from 'node:child_process';

/**
 * Spawns a command in its own process group (so stop() also ends its children, e.g. the processes
 * npm or firebase start) and keeps the last lines of its output for error messages.
 */
export function spawnGroup(name, command, args, { cwd, env, onLine } = {}) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = [];
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
    child.once('error', (err) => {
      exited = { code: null, signal: null, error: err };
      resolve(exited);
    });
  });
  for (const stream of [child.stdout, child.stderr]) {
    let buf = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buf += chunk;
      const lines = buf.split('\n');
      buf = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > 40) tail.shift();
        onLine?.(line);
      }
    });
  }
  const signalGroup = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {}
  };
  return {
    name,
    child,
    pid: child.pid,
    exited: () => exited,
    exitPromise,
    output: () => tail.join('\n'),
    async stop(timeoutMs = 8000) {
      if (exited) {
        signalGroup('SIGKILL'); // leftovers of the group, if any
        return;
      }
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), timeoutMs);
      await exitPromise;
      clearTimeout(timer);
      // The leader may exit before its children: make sure nothing of the group survives.
      signalGroup('SIGKILL');
    },
  };
}

/** Polls `check` until it resolves truthy; fails early when the process dies, naming it with its output. */
export async function waitFor(proc, what, check, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc?.exited()) {
      throw new Error(`${proc.name} exited before ${what} was ready:\n${proc.output()}`);
    }
    try {
      if (await check()) return;
    } catch {}
    if (Date.now() > deadline) {
      throw new Error(`${what} not ready after ${timeoutMs / 1000} s${proc ? `:\n${proc.output()}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}
