import type { Db } from '../../../db/database';

/** A transaction or the database: the import runs every statement inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs one statement's work: in the import's transaction, or, when a large batch is applied in chunks
 * (decision 054), in a transaction of its own so other queries run between chunks.
 */
export type Write = <R>(work: (tx: Tx) => Promise<R>) => Promise<R>;

/** Writes in the given transaction. */
export const inTransaction =
  (tx: Tx): Write =>
  (work) =>
    work(tx);
