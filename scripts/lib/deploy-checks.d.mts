// Types of deploy-checks.mjs for the TypeScript that tests it.

export function readEnvFile(file: string): Record<string, string>;
export function checkDeploy(options: {
  root: string;
  project?: string;
  env?: Record<string, string | undefined>;
}): Promise<{ problems: string[]; notes: string[]; project?: string }>;
