// Global setup of the integration suite: one seeded stack (scripts/lib/test-stack.mjs) for every file,
// because the Auth emulator alone takes most of a minute to start. The AI provider and SendGrid are
// reached through the service recorder, which lets a test choose the AI's next answer and read the
// mails sent, and otherwise passes requests on to the stack's demo AI and mail sink.
import type { TestProject } from 'vitest/node';
import { startTestStack, type TestStackInfo } from '../../../scripts/lib/test-stack.mjs';
import { startServiceRecorder } from './service-recorder.js';

export interface IntegrationStack extends TestStackInfo {
  /** The service recorder (queueAnswer, mailTo). */
  recorderUrl: string;
  /** APP_URL of the functions: the links in invite mails start with it. */
  appUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    integration: IntegrationStack;
  }
}

const APP_URL = 'http://localhost:5173';

/** What the functions of the suite read: the AI and SendGrid behind the recorder. */
export function suiteFunctionsEnv(recorderUrl: string): Record<string, string> {
  return {
    OPENAI_API_KEY: 'local-demo',
    OPENAI_BASE_URL: `${recorderUrl}/openai/v1`,
    SENDGRID_API_KEY: 'SG.local',
    SENDGRID_BASE_URL: `${recorderUrl}/sendgrid`,
    APP_URL,
    MAIL_FROM: 'invites@example.test',
    AI_DAILY_QUOTA: '50',
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const recorder = await startServiceRecorder();
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  try {
    stack = await startTestStack({ seed: true, env: suiteFunctionsEnv(recorder.url) });
  } catch (err) {
    await recorder.close();
    throw err;
  }
  recorder.setUpstream(stack.info.servicesUrl);
  project.provide('integration', { ...stack.info, recorderUrl: recorder.url, appUrl: APP_URL });
  return async () => {
    await stack.stop();
    await recorder.close();
  };
}
