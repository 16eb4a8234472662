import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import net from 'node:net';

/** A port the OS just handed out; free at the moment of the call (callers bind it right away). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, host, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** `n` distinct free ports: all are held open until every one is known, so none repeats. */
export async function freePorts(n, host = '127.0.0.1') {
  const servers = [];
  try {
    for (let i = 0; i < n; i++) {
      const srv = net.createServer();
      await new Promise((resolve, reject) => {
        srv.once('error', reject);
        srv.listen(0, host, resolve);
      });
      servers.push(srv);
    }
    return servers.map((srv) => srv.address().port);
  } finally {
    await Promise.all(servers.map((srv) => new Promise((r) => srv.close(r))));
  }
}

/** Resolves true when something accepts TCP connections on host:port. */
export function isListening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const sock = net.connect({ port, host });
    sock.setTimeout(1000);
    sock.once('connect', () => {
      sock.destroy();
      resolve(true);
    });
    sock.once('error', () => resolve(false));
    sock.once('timeout', () => {
      sock.destroy();
      resolve(false);
    });
  });
}

/**
 * "pid 123 (node vite)" for the process listening on a TCP port, or null when it cannot be told
 * (another user's process, no /proc). Tries `ss -ltnp` first, then walks /proc.
 */
export function portHolder(port) {
  try {
    const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8', timeout: 2000 });
    const m = /users:\(\("([^"]+)",pid=(\d+)/.exec(out);
    if (m) return describePid(Number(m[2])) ?? `pid ${m[2]} (${m[1]})`;
  } catch {}
  try {
    const inodes = new Set();
    const hex = port.toString(16).toUpperCase().padStart(4, '0');
    for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
      let text = '';
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      for (const line of text.split('\n').slice(1)) {
        const cols = line.trim().split(/\s+/);
        // state 0A = LISTEN
        if (cols[1]?.endsWith(`:${hex}`) && cols[3] === '0A') inodes.add(cols[9]);
      }
    }
    if (inodes.size === 0) return null;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let fds = [];
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
          const m = /^socket:\[(\d+)\]$/.exec(link);
          if (m && inodes.has(m[1])) return describePid(Number(pid));
        } catch {}
      }
    }
  } catch {}
  return null;
}

function describePid(pid) {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return `pid ${pid} (${cmd.length > 120 ? `${cmd.slice(0, 117)}...` : cmd})`;
  } catch {
    return null;
  }
}

/** Throws a message naming the port and its holder when the port is taken. */
export async function assertPortFree(port, what, host = '127.0.0.1') {
  if (!(await isListening(port, host))) return;
  const holder = portHolder(port);
  throw new Error(
    `Port ${port} (${what}) is already in use${holder ? ` by ${holder}` : ''}. ` +
      'Stop that process or choose other ports.',
  );
}
