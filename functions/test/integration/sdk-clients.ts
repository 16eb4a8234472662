// Clients of the suite's stack through the callable protocol with the real firebase JS SDK: each one its
// own app with Auth and Functions on the stack's emulators; every app is closed by `close`.
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import {
  connectFunctionsEmulator,
  type FunctionsError,
  getFunctions,
  httpsCallable,
} from 'firebase/functions';
import { expect } from 'vitest';
import type { CallableName, CallableRequest, CallableResponse } from '../../src/shared/contracts.js';
import type { IntegrationStack } from './global-stack.js';

export type Caller = <N extends CallableName>(
  name: N,
  data: CallableRequest<N>,
) => Promise<CallableResponse<N>>;

/** `open()` gives a signed-out client named `${name}-n`, `close()` deletes them all. */
export function sdkClients(stack: IntegrationStack, name: string) {
  const apps: FirebaseApp[] = [];
  return {
    open(): { auth: Auth; call: Caller } {
      const app = initializeApp({ projectId: stack.project, apiKey: 'demo-key' }, `${name}-${apps.length}`);
      apps.push(app);
      const auth = getAuth(app);
      connectAuthEmulator(auth, stack.authUrl, { disableWarnings: true });
      const functions = getFunctions(app, stack.region);
      connectFunctionsEmulator(functions, '127.0.0.1', stack.ports.functions);
      const call: Caller = async (callable, data) =>
        (await httpsCallable(functions, callable)(data)).data as never;
      return { auth, call };
    },
    close: () => Promise.all(apps.map((a) => deleteApp(a))),
  };
}

/** Awaits a call that must fail: its code, its message and its details (the i18n code). */
export async function callFailure(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as FunctionsError | undefined;
  expect(error, 'expected the call to fail').toBeDefined();
  // firebase JS SDK 12 appends the HTTP status to the server's message ("... [404]").
  const message = error?.message.replace(/ \[\d{3}\]$/, '');
  return { code: error?.code, message, details: error?.details as Record<string, unknown> | undefined };
}
