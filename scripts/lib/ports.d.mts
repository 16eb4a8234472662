// Types of ports.mjs for the TypeScript that picks ports (tool tests).

export function freePort(host?: string): Promise<number>;
export function freePorts(n: number, host?: string): Promise<number[]>;
export function isListening(port: number, host?: string): Promise<boolean>;
export function portHolder(port: number): string | null;
export function assertPortFree(port: number, what: string, host?: string): Promise<void>;
