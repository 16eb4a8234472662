// The parsed VITE_* configuration. Parsing (zod, env-schema.ts) happens in vite.config.ts when Vite
// starts; the result is injected as __APP_ENV__, so the browser ships no validation code.
import type { Env } from './env-schema';

declare const __APP_ENV__: Env;

export type { Env };
export const env: Env = __APP_ENV__;

/** "host:port" -> { host, port }; the emulator connectors take them separately. */
export function splitHost(hostPort: string): { host: string; port: number } {
  const withoutScheme = hostPort.replace(/^https?:\/\//, '');
  const index = withoutScheme.lastIndexOf(':');
  if (index < 0) throw new Error(`Expected host:port, got ${hostPort}`);
  return { host: withoutScheme.slice(0, index), port: Number(withoutScheme.slice(index + 1)) };
}
