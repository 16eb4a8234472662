import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

function describePid(pid: string): string {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return `pid ${pid} (${cmd.length > 120 ? `${cmd.slice(0, 117)}...` : cmd})`;
  } catch {
    return `pid ${pid}`;
  }
}

/** "pid 123 (node vite ...)" for the process listening on a TCP port; null when it cannot be told. */
export function portHolder(port: number): string | null {
  try {
    const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8', timeout: 2000 });
    const m = /users:\(\("[^"]+",pid=(\d+)/.exec(out);
    if (m) return describePid(m[1] as string);
  } catch {}
  // No `ss` (or no permission): find the listening socket's inode in /proc/net and its owner in /proc/*/fd.
  try {
    const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
    const inodes = new Set<string>();
    for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
      let text = '';
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      for (const line of text.split('\n').slice(1)) {
        const cols = line.trim().split(/\s+/);
        if (cols[1]?.endsWith(hex) && cols[3] === '0A' && cols[9]) inodes.add(cols[9]);
      }
    }
    if (inodes.size === 0) return null;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let fds: string[] = [];
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
          if (m && inodes.has(m[1] as string)) return describePid(pid);
        } catch {}
      }
    }
  } catch {}
  return null;
}

/** Rewrites EADDRINUSE into a message naming the port, its purpose and the process holding it. */
export function explainListenError(err: unknown, port: number, what: string): Error {
  if ((err as NodeJS.ErrnoException)?.code !== 'EADDRINUSE') return err as Error;
  const holder = portHolder(port);
  return new Error(
    `Port ${port} (${what}) is already in use${holder ? ` by ${holder}` : ''}. Stop that process or pick another port.`,
  );
}
