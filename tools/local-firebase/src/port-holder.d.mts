// Types of port-holder.mjs, plain JavaScript so that scripts can use it before this package is built.

/** "pid 123 (node vite)" for the process listening on a TCP port, or null when it cannot be told. */
export function portHolder(port: number): string | null;
/** Rewrites EADDRINUSE into a message naming the port, its purpose and the process holding it. */
export function explainListenError(err: unknown, port: number, what: string): Error;
