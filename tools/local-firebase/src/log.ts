export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type Log = (level: LogLevel, message: string) => void;

const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** A console logger that drops messages below `min`; warnings and errors go to stderr. */
export function consoleLog(min: LogLevel = 'info'): Log {
  return (level, message) => {
    if (rank[level] < rank[min]) return;
    const line = `${new Date().toISOString().slice(11, 23)} ${message}`;
    if (level === 'warn' || level === 'error') console.error(line);
    else console.log(line);
  };
}

export const silentLog: Log = () => {};
