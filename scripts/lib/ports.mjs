// Free ports for the stack, and a clear message when one is taken. Who holds a port is told by
// tools/local-firebase's lookup (plain JavaScript, so it serves before anything is built).
import net from 'node:net';
import { portHolder } from '../../tools/local-firebase/src/port-holder.mjs';

export { portHolder };

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

/** Throws a message naming the port and its holder when the port is taken. */
export async function assertPortFree(port, what, host = '127.0.0.1') {
  if (!(await isListening(port, host))) return;
  const holder = portHolder(port);
  throw new Error(
    `Port ${port} (${what}) is already in use${holder ? ` by ${holder}` : ''}. ` +
      'Stop that process or choose other ports.',
  );
}
