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
