// Types of auth-emulator.mjs for the TypeScript that starts the Auth emulator alone (tool tests).

export function firebaseBin(): string;
export function exportAuth(url: string, project: string, dir: string): Promise<void>;
export function authEmulatorReady(host: string, port: number): Promise<boolean>;

export interface AuthEmulator {
  host: string;
  port: number;
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST wants it. */
  hostPort: string;
  url: string;
  stop(): Promise<void>;
}

export function startAuthEmulator(options: {
  project: string;
  port: number;
  host?: string;
  onLine?: (line: string) => void;
  env?: Record<string, string | undefined>;
  /** Read accounts from, and save them to, this directory. */
  dataDir?: string;
}): Promise<AuthEmulator>;
