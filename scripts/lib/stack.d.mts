// Types of stack.mjs for the TypeScript that starts the local stack (test setups, tool tests).

export const ROOT: string;
export const PROJECT: string;
export const REGION: string;

export interface StackPorts {
  auth: number;
  firestore: number;
  functions: number;
  services: number;
  web: number;
}
export const DEFAULT_PORTS: StackPorts;
/** The demo services' built module, plugged into local-firebase's services port. */
export const DEMO_SERVICES: string;
/** What the stack runs, built when stale: workspace, sources, output. */
export const BUILDS: [workspace: string, sources: string, output: string][];

export interface StackOptions {
  /** 'default' (the fixed ports), 'free' (picked by the OS), or some ports overridden. */
  ports?: 'default' | 'free' | Partial<StackPorts>;
  seed?: boolean;
  web?: boolean;
  /** Keep Firestore and Auth data between runs in emulator-data/. */
  keepData?: boolean;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
  verbose?: boolean;
}

export interface RunningStack {
  /** Resolves with the first process that ended while the stack was meant to run (null after stop()). */
  crashed: Promise<{ name: string; output: string } | null>;
  pids: number[];
  project: string;
  region: string;
  ports: StackPorts;
  demoAi: boolean;
  timings: Record<string, number>;
  env: Record<string, string>;
  urls: {
    app: string;
    mailbox: string;
    auth: string;
    firestore: string;
    functions: string;
    services: string;
  };
  stop(): Promise<void>;
}

export function startStack(options?: StackOptions): Promise<RunningStack>;
export function functionsEnv(
  env: Record<string, string | undefined>,
  ports: Pick<StackPorts, 'services' | 'web'>,
): { env: Record<string, string>; demoAi: boolean };
export function webEnv(ports: StackPorts, demoAi: boolean): Record<string, string>;
