// Types of functions-emulator.mjs for the TypeScript that starts the official Functions emulator (test setups).

export interface FunctionsEmulator {
  port: number;
  url: string;
  stop(): Promise<void>;
}

export function startFunctionsEmulator(options: {
  project: string;
  /** The repository root (its functions/ is served). */
  root: string;
  /** host:port of the Firestore and the Auth emulator the functions use. */
  firestoreHost: string;
  authHost: string;
  port?: number;
  host?: string;
  env?: Record<string, string | undefined>;
  onLine?: (line: string) => void;
}): Promise<FunctionsEmulator>;
