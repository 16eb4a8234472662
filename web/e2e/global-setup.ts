import path from 'node:path';
import type { TestProject } from 'vitest/node';

export interface StackUrls {
  app: string;
  outbox: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackUrls;
  }
}

interface RunningStack {
  urls: StackUrls;
  stop(): Promise<void>;
}

let stack: RunningStack | undefined;

export default async function setup(project: TestProject) {
  if (process.env.E2E_APP_URL && process.env.E2E_OUTBOX_URL) {
    project.provide('stack', { app: process.env.E2E_APP_URL, outbox: process.env.E2E_OUTBOX_URL });
    return;
  }
  // The lead's stack starter (scripts/lib/stack.mjs), on free ports so parallel runs never collide.
  const modulePath = path.resolve(import.meta.dirname, '../../scripts/lib/stack.mjs');
  const { startStack } = (await import(modulePath)) as {
    startStack(options: { ports: 'free'; log?: (line: string) => void }): Promise<RunningStack>;
  };
  stack = await startStack({ ports: 'free', log: () => {} });
  project.provide('stack', { app: stack.urls.app, outbox: stack.urls.outbox });
  return async () => {
    await stack?.stop();
  };
}
