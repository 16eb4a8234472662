// `npm start -- --built`: the whole stack with a production build of the web app (and its service worker)
// instead of the dev server. Once the app has been opened, it opens again without a connection, as the
// README's Offline section says.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, logIn } from '../../scripts/lib/sign-in.mjs';
import { openPhone, type Phone } from './browser';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Starts `npm start -- --built --free-ports`; resolves with the app's URL once it says it is ready. */
function startBuilt(): { child: ChildProcess; ready: Promise<string> } {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--built', '--free-ports'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const app = /App:\s+(http:\/\/\S+)/.exec(output)?.[1];
      if (/Ready in/.test(output) && app) resolve(app);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`npm start -- --built ended (${code}):\n${output}`)));
  });
  return { child, ready };
}

describe('npm start -- --built', () => {
  let started: ReturnType<typeof startBuilt> | undefined;
  let phone: Phone | undefined;
  afterAll(async () => {
    await phone?.close();
    const child = started?.child;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
  }, 60_000);

  it('serves the production build against the local stack, and it opens offline once used', async () => {
    started = startBuilt();
    const app = await started.ready;
    const html = await (await fetch(app)).text();
    expect(html).toMatch(/src="\/assets\/index-[\w-]+\.js"/);
    expect((await fetch(new URL('/sw.js', app))).ok).toBe(true);

    phone = await openPhone();
    const { page, context } = phone;
    await logIn(page, app, DEMO_ACCOUNT);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: "What's on your plate?" }).waitFor({ timeout: 30_000 });
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  }, 300_000);
});
