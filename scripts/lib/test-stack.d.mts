// Types of test-stack.mjs for the suites' global setups and test files (TypeScript).

/** Where a running test stack answers; plain data, so vitest can pass it to every test file. */
export interface TestStackInfo {
  project: string;
  region: string;
  ports: { auth: number; firestore: number; functions: number; services: number; web: number };
  /** True when the functions answer with the local demo AI (no outside AI configured). */
  demoAi: boolean;
  /** The web app (only served when started with `web: true`). */
  appUrl: string;
  /** The mail sink's mailbox page. */
  mailboxUrl: string;
  authUrl: string;
  /** host:port of the local Firestore. */
  firestoreHost: string;
  /** Base URL of the callables: `${functionsUrl}/<name>`. */
  functionsUrl: string;
  /** The local services: demo AI under /openai/v1, mail sink under /sendgrid, mailbox at /mailbox.json. */
  servicesUrl: string;
}

export interface TestStackOptions {
  web?: boolean;
  seed?: boolean;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
  verbose?: boolean;
}

export function startTestStack(
  options?: TestStackOptions,
): Promise<{ info: TestStackInfo; stop(): Promise<void> }>;
