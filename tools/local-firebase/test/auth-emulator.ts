// firebase-tools' Auth emulator (Node, no Java) alone, for the tests whose functions verify ID tokens:
// the host hands its address to the functions, and firebase-admin checks each token's user there.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const HOST = '127.0.0.1';

/** Three ports the OS hands out, held together so that none repeats. */
async function threeFreePorts(): Promise<number[]> {
  const servers = await Promise.all(
    [0, 1, 2].map(
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer().once('error', reject);
          server.listen(0, HOST, () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

async function ready(url: string): Promise<boolean> {
  try {
    const body = (await (await fetch(url, { signal: AbortSignal.timeout(2000) })).json()) as {
      authEmulator?: { ready?: boolean };
    };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

export interface AuthEmulator {
  hostPort: string;
  url: string;
  stop(): Promise<void>;
}

/** Starts the emulator for `project` on free ports (its hub and logger too, so no other suite collides). */
export async function startAuthEmulator(project: string): Promise<AuthEmulator> {
  const [port, hub, logging] = await threeFreePorts();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'auth-emulator-'));
  const config = path.join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: HOST, port },
        hub: { host: HOST, port: hub },
        logging: { host: HOST, port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const tools = path.dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json'));
  const args = ['emulators:start', '--only', 'auth', '--project', project, '--config', config];
  // Its own process group, so that stop() ends the emulator's children too.
  const child = spawn(process.execPath, [path.join(tools, 'lib/bin/firebase.js'), ...args], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://${HOST}:${port}`;
  const deadline = Date.now() + 120_000;
  while (!(await ready(`${url}/`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the Auth emulator did not start:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { hostPort: `${HOST}:${port}`, url, stop };
}
