/**
 * True when a database error (possibly wrapped by Drizzle in `DrizzleQueryError.cause`) is a unique
 * violation (SQLSTATE 23505): the way concurrent inserts of the same account lose the race.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Rows of a raw `db.execute` result: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** SQLSTATEs of a database that is going away or not there yet: admin/crash shutdown, cannot connect now. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03']);
/** Socket errors of a connection that could not be made or was cut. */
const UNAVAILABLE_SOCKETS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
/** node-postgres says these in words only (no code). */
const UNAVAILABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended unexpectedly/i;

/**
 * True when a query failed because PostgreSQL could not be reached (stopped, restarting, network cut),
 * as opposed to a failure of the query itself: the caller should answer 503 and let the client retry.
 * Looks through Drizzle's `DrizzleQueryError.cause` and `AggregateError`s of connection attempts.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 12; seen++) {
    const current = pending.shift() as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (!current || typeof current !== 'object') continue;
    const code = typeof current.code === 'string' ? current.code : '';
    if (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKETS.has(code) || code.startsWith('08')) return true;
    if (typeof current.message === 'string' && UNAVAILABLE_TEXT.test(current.message)) return true;
    if (current.cause) pending.push(current.cause);
    if (Array.isArray(current.errors)) pending.push(...current.errors);
  }
  return false;
}
