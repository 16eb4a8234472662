// Global setup of the attack suite: one stack (scripts/lib/test-stack.mjs, free ports, not seeded) for
// every attack file, because the Auth emulator alone takes most of a minute to start. The AI provider and
// SendGrid are reached through the fault server, which passes unmarked requests on to the stack's demo
// AI and mail sink. Everything the local-firebase process prints is appended to a log file the log tests
// read. Test files run one after another (fileParallelism: false), so they share the stack safely.
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestStack } from '../../../../scripts/lib/test-stack.mjs';
import { startFaultServer } from './fault-server.js';

/** Values the log tests look for: none of them may ever appear in a log line. */
export const PLANTED_SECRETS = {
  openAiKey: 'sk-attack-0123456789abcdefSECRET',
  sendgridKey: 'SG.attack-0123456789abcdefSECRET',
};

/** The stack's `AI_TIMEOUT_MS`: one AI call's whole budget, retries included. */
export const ATTACK_AI_TIMEOUT_MS = 4_000;

export interface AttackStack {
  functionsUrl: string;
  authUrl: string;
  firestoreHost: string;
  servicesUrl: string;
  faultUrl: string;
  logFile: string;
  aiTimeoutMs: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    attack: AttackStack;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const fault = await startFaultServer();
  const dir = mkdtempSync(join(tmpdir(), 'attack-stack-'));
  const logFile = join(dir, 'local-firebase.log');
  writeFileSync(logFile, '');
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  try {
    stack = await startTestStack({
      seed: false,
      verbose: true,
      log: (line: string) => appendFileSync(logFile, `${line}\n`),
      env: {
        OPENAI_API_KEY: PLANTED_SECRETS.openAiKey,
        OPENAI_BASE_URL: `${fault.url}/openai/v1`,
        SENDGRID_API_KEY: PLANTED_SECRETS.sendgridKey,
        SENDGRID_BASE_URL: `${fault.url}/sendgrid`,
        AI_DAILY_QUOTA: '50',
        // The hanging-provider fault then ends in about 4 s instead of the production 51 s (two 25 s
        // attempts); the mechanism under test is the same.
        AI_TIMEOUT_MS: String(ATTACK_AI_TIMEOUT_MS),
      },
    });
  } catch (err) {
    await fault.close();
    throw err;
  }
  fault.setUpstream(stack.info.servicesUrl);
  project.provide('attack', {
    functionsUrl: stack.info.functionsUrl,
    authUrl: stack.info.authUrl,
    firestoreHost: stack.info.firestoreHost,
    servicesUrl: stack.info.servicesUrl,
    faultUrl: fault.url,
    logFile,
    aiTimeoutMs: ATTACK_AI_TIMEOUT_MS,
  });
  return async () => {
    await stack.stop();
    await fault.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
