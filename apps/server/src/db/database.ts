import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { ChangeFeed } from '../cache/change-feed';
import { migrationsDir } from '../config/paths';
import { acquireDataDirLock } from './data-dir-lock';
import { CHANGES_CHANNEL, type ChangeListener, startPgChangeListener } from './pg-change-listener';
import { type SqlParam, type Statement, sqlLiteral } from './statements';

/** The query builder every repository uses; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** An open database plus what the platform needs around it. */
export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (`apps/server/drizzle`). Safe to call from several instances. */
  migrate(): Promise<void>;
  /** Runs `work` while holding a database-wide lock, so two instances never seed at once. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Rows of a named statement of raw SQL (db/statements.ts), prepared once per connection: on
   * PostgreSQL as a node-postgres named query, on PGlite with `PREPARE` then `EXECUTE`.
   */
  query<R>(statement: Statement, params: readonly SqlParam[]): Promise<R[]>;
  /** Cheap round trip for `/readyz`. */
  ping(): Promise<void>;
  /**
   * Forwards the committed changes the change triggers (migrations 0002, 0003, 0007) announce to `feed`, and keeps it
   * live while they arrive. Call after `migrate()`; `close()` stops it.
   */
  watchChanges(feed: ChangeFeed, onProblem: (message: string, error: unknown) => void): Promise<void>;
  /**
   * True when a change notification reaches this process before the writing call returns (PGlite runs
   * in-process). On PostgreSQL it arrives a moment later over the listener's connection, so whoever
   * writes must also invalidate the caches itself to read its own writes.
   */
  readonly changesArriveBeforeWriteReturns: boolean;
  close(): Promise<void>;
}

/** Any advisory-lock number works as long as every instance uses the same one. */
const MIGRATION_LOCK = 7_300_004;

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise PGlite in `<dataDir>/pglite` (one process per
 * folder, enforced by a lock file, because PGlite is an embedded single-user engine).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Told about a pooled PostgreSQL connection that broke while idle (the server stopped or restarted). */
  onProblem?: (message: string, error: unknown) => void;
}): Promise<Database> {
  const folder = migrationsDir();
  const databaseUrl = options.databaseUrl;
  if (databaseUrl) {
    // A connection attempt to an unreachable host fails after 5 s instead of the OS's minutes, so a call
    // answers 503 (http/call-failure.ts) rather than hang while the database is away.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection the database closed (stopped, restarted, failed over) is dropped by the pool,
    // and the next query opens a new one; without a listener, node-postgres's 'error' event would
    // crash the process instead.
    pool.on('error', (error) => options.onProblem?.('idle database connection lost', error));
    const db = drizzleNodePg(pool) as unknown as Db;
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      // A session-level advisory lock lives on one connection: hold that connection for the whole work.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    };
    let listener: ChangeListener | undefined;
    return {
      db,
      kind: 'postgres',
      changesArriveBeforeWriteReturns: false,
      migrate: () => exclusive(() => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: folder })),
      exclusive,
      query: async <R>(st: Statement, params: readonly SqlParam[]) =>
        (await pool.query({ name: st.name, text: st.text, values: [...params] })).rows as R[],
      ping: async () => {
        await pool.query('select 1');
      },
      watchChanges: async (feed, onProblem) => {
        await listener?.stop();
        listener = await startPgChangeListener(databaseUrl, feed, onProblem);
      },
      close: async () => {
        await listener?.stop();
        await pool.end();
      },
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(options.dataDir);
  try {
    const client = new PGlite(join(options.dataDir, 'pglite'));
    await client.waitReady;
    const pgliteDb = drizzlePglite(client);
    let unlisten: (() => Promise<void>) | undefined;
    let watchedFeed: ChangeFeed | undefined;
    // PGlite is one session: each statement is prepared once for the life of the client.
    const prepared = new Map<string, Promise<unknown>>();
    const prepare = (st: Statement) => {
      let ready = prepared.get(st.name);
      if (!ready) {
        ready = client.exec(`PREPARE ${st.name}(${st.types.join(', ')}) AS ${st.text}`);
        ready.catch(() => prepared.delete(st.name));
        prepared.set(st.name, ready);
      }
      return ready;
    };
    return {
      db: pgliteDb as unknown as Db,
      kind: 'pglite',
      // PGlite delivers NOTIFY while it hands back the result of the committing statement.
      changesArriveBeforeWriteReturns: true,
      migrate: () => migratePglite(pgliteDb, { migrationsFolder: folder }),
      // One process owns the folder, and PGlite serialises transactions: nothing else to lock.
      exclusive: (work) => work(),
      query: async <R>(st: Statement, params: readonly SqlParam[]) => {
        await prepare(st);
        const args = params.length === 0 ? '' : `(${params.map(sqlLiteral).join(', ')})`;
        return (await client.query<R>(`EXECUTE ${st.name}${args}`)).rows;
      },
      ping: async () => {
        await pgliteDb.execute(sql`select 1`);
      },
      watchChanges: async (feed) => {
        await unlisten?.();
        unlisten = await client.listen(CHANGES_CHANNEL, (payload) => feed.announced(payload));
        watchedFeed = feed;
        feed.setLive(true);
      },
      close: async () => {
        watchedFeed?.setLive(false);
        await unlisten?.();
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
