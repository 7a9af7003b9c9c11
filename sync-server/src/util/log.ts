/** Log levels in increasing severity. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
let threshold: LogLevel = (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info';

/** Sets the lowest level that is printed. */
export function setLogLevel(level: LogLevel): void {
  threshold = level;
}

/** A logger that prefixes each line with the component's name: `[turns] message`. */
export interface Logger {
  debug(msg: string, ...rest: unknown[]): void;
  info(msg: string, ...rest: unknown[]): void;
  warn(msg: string, ...rest: unknown[]): void;
  error(msg: string, ...rest: unknown[]): void;
}

/** Creates the logger of one component. */
export function createLogger(component: string): Logger {
  const emit = (level: LogLevel, msg: string, rest: unknown[]) => {
    if (ORDER[level] < ORDER[threshold]) return;
    const line = `[${component}] ${msg}`;
    if (level === 'error') console.error(line, ...rest);
    else if (level === 'warn') console.warn(line, ...rest);
    else console.log(line, ...rest);
  };
  return {
    debug: (m, ...r) => emit('debug', m, r),
    info: (m, ...r) => emit('info', m, r),
    warn: (m, ...r) => emit('warn', m, r),
    error: (m, ...r) => emit('error', m, r),
  };
}
