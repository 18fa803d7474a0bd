/** Severity of a log line; `silent` turns logging off (tests). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** Structured JSON logs, one object per line on stdout (stderr for errors), ready for any collector. */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Builds a logger writing lines at or above `level`. */
export function createLogger(
  level: LogLevel,
  write: (line: string, isError: boolean) => void = defaultWrite,
): Logger {
  const log = (lineLevel: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lineLevel] < ORDER[level]) return;
    write(
      JSON.stringify({ time: new Date().toISOString(), level: lineLevel, msg, ...fields }),
      lineLevel === 'error',
    );
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

function defaultWrite(line: string, isError: boolean): void {
  (isError ? process.stderr : process.stdout).write(`${line}\n`);
}

/** A readable summary of an unknown error for a log line (never sent to clients). */
export function describeError(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}
