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
  /** Cheap round trip for `/readyz`. */
  ping(): Promise<void>;
  /**
   * Forwards the committed changes the change triggers (migrations 0002, 0003) announce to `feed`, and keeps it
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
}): Promise<Database> {
  const folder = migrationsDir();
  const databaseUrl = options.databaseUrl;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
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
    return {
      db: pgliteDb as unknown as Db,
      kind: 'pglite',
      // PGlite delivers NOTIFY while it hands back the result of the committing statement.
      changesArriveBeforeWriteReturns: true,
      migrate: () => migratePglite(pgliteDb, { migrationsFolder: folder }),
      // One process owns the folder, and PGlite serialises transactions: nothing else to lock.
      exclusive: (work) => work(),
      ping: async () => {
        await pgliteDb.execute(sql`select 1`);
      },
      watchChanges: async (feed) => {
        await unlisten?.();
        unlisten = await client.listen(CHANGES_CHANNEL, (table) => feed.tableChanged(table));
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
