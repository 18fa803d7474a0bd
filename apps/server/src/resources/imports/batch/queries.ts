import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import type { Tx } from './transaction';

/** What a transaction's work found, and whether what it wrote is kept. */
export interface Settled<R> {
  readonly commit: boolean;
  readonly result: R;
}

/**
 * Runs `work` in a transaction, then commits or rolls back as `work` says, and answers its result either
 * way: a preview or a refused import writes nothing. Drizzle rolls back by throwing
 * `TransactionRollbackError`; it is caught here, so no caller steers with exceptions.
 */
export async function transactionSettling<R>(db: Db, work: (tx: Tx) => Promise<Settled<R>>): Promise<R> {
  const done: { settled?: Settled<R> } = {};
  try {
    await db.transaction(async (tx) => {
      done.settled = await work(tx);
      if (!done.settled.commit) tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (!done.settled) throw new Error('transaction ended without an outcome');
  return done.settled.result;
}

/** Takes the import lock until the transaction ends: imports run one at a time. */
export async function takeImportLock(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
}

/** Any advisory-lock number works as long as every instance uses the same one. */
const IMPORT_LOCK = 7_300_015;
