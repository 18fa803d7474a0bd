import pg from 'pg';
import type { Backend, TestServer } from './test-server';

/** SQL that goes through no route of the server, as an ERP sync or an operator would write. */
export interface OutsideSql {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

/**
 * Opens "outside" SQL on the server's database: on PostgreSQL a connection of its own; on PGlite the
 * server's own connection (the folder is locked to one process), still bypassing every route.
 */
export async function openOutsideSql(backend: Backend, server: TestServer): Promise<OutsideSql> {
  if (backend === 'postgres') {
    const client = new pg.Client({ connectionString: server.ctx.config.databaseUrl });
    await client.connect();
    return { query: (text, values) => client.query(text, values), close: () => client.end() };
  }
  const { sql } = await import('drizzle-orm');
  return {
    query: (text, values = []) => {
      // biome-ignore lint/suspicious/noExplicitAny: raw SQL with positional values, test only.
      const chunks: any[] = text
        .split(/\$(\d+)/)
        .map((part, i) => (i % 2 === 0 ? sql.raw(part) : values[Number(part) - 1]));
      return server.ctx.db.execute(sql.join(chunks)) as unknown as Promise<{
        rows: Record<string, unknown>[];
      }>;
    },
    close: async () => {},
  };
}

/** Repeats `read` until `done` holds: at once on PGlite, within 3 s on PostgreSQL (NOTIFY latency). */
export async function eventuallyOn<T>(
  backend: Backend,
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + (backend === 'pglite' ? 0 : 3000);
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
