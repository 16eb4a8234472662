// Global setup of the end-to-end suite: the one test stack (scripts/lib/test-stack.mjs) with the web app,
// seeded, on free ports; or an already running stack given by E2E_APP_URL + E2E_MAILBOX_URL.
import type { TestProject } from 'vitest/node';
import { startTestStack } from '../../scripts/lib/test-stack.mjs';

export interface StackUrls {
  app: string;
  mailbox: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackUrls;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.E2E_APP_URL && process.env.E2E_MAILBOX_URL) {
    project.provide('stack', { app: process.env.E2E_APP_URL, mailbox: process.env.E2E_MAILBOX_URL });
    return;
  }
  const stack = await startTestStack({ web: true });
  project.provide('stack', { app: stack.info.appUrl, mailbox: stack.info.mailboxUrl });
  return () => stack.stop();
}
