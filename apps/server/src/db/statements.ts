/** A value bound to a named statement. */
export type SqlParam = number | string | null;

/**
 * Raw SQL run as a named prepared statement (`Database.query`): parsed and planned once per
 * connection, then only executed. On PGlite, whose engine runs on the server's only thread, planning
 * costs about as much as running a small read, so the hot reads skip it (docs/benchmarks.md, "API
 * reads"). `text` refers to its parameters as `$1`, `$2`…, each cast to its type in `types`.
 */
export interface Statement {
  readonly name: string;
  readonly types: readonly string[];
  readonly text: string;
}

/** Declares a named statement; the name must be unique in the server and a plain SQL identifier. */
export function statement(name: string, types: readonly string[], text: string): Statement {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid statement name ${name}`);
  return { name, types, text };
}

/**
 * A parameter written as an SQL literal, for PGlite's `EXECUTE name(…)`, which takes no bound
 * parameters. Numbers must be finite; text is quoted with its quotes doubled (standard conforming
 * strings, PostgreSQL's default, read backslashes literally); NUL is refused.
 */
export function sqlLiteral(value: SqlParam): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('non-finite SQL parameter');
    return String(value);
  }
  if (value.includes('\0')) throw new Error('NUL in SQL parameter');
  return `'${value.replaceAll("'", "''")}'`;
}
