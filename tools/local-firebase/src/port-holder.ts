// The process holding a port is looked up by the repository's one helper (scripts/lib/ports.mjs, which
// the start and test scripts use before anything is built); this module only words the error.
import { portHolder } from '../../../scripts/lib/ports.mjs';

/** Rewrites EADDRINUSE into a message naming the port, its purpose and the process holding it. */
export function explainListenError(err: unknown, port: number, what: string): Error {
  if ((err as NodeJS.ErrnoException)?.code !== 'EADDRINUSE') return err as Error;
  const holder = portHolder(port);
  return new Error(
    `Port ${port} (${what}) is already in use${holder ? ` by ${holder}` : ''}. Stop that process or pick another port.`,
  );
}
