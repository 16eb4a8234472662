// Who holds a port, for a start-up error that names the process instead of a bare EADDRINUSE. Plain
// JavaScript, so scripts that start this package (and pick its ports) can use it before it is built.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * "pid 123 (node vite)" for the process listening on a TCP port, or null when it cannot be told
 * (another user's process, no /proc). Tries `ss -ltnp` first, then walks /proc.
 * @param {number} port
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

/** @param {number} pid */
function describePid(pid) {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return `pid ${pid} (${cmd.length > 120 ? `${cmd.slice(0, 117)}...` : cmd})`;
  } catch {
    return null;
  }
}

/** Rewrites EADDRINUSE into a message naming the port, its purpose and the process holding it. */
export function explainListenError(err, port, what) {
  if (err?.code !== 'EADDRINUSE') return err;
  const holder = portHolder(port);
  return new Error(
    `Port ${port} (${what}) is already in use${holder ? ` by ${holder}` : ''}. Stop that process or pick another port.`,
  );
}
