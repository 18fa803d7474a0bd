import type { ImportCounts } from '@portal/api';
import { getTableColumns, inArray, type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { type companies, enterprises } from '../../db/schema/enterprises';
import { contracts, installments, type units } from '../../db/schema/finance';
import { customers } from '../../db/schema/people';

/** Rows per multi-row statement: about 10,000 parameters, far below PostgreSQL's 65,535. */
export const CHUNK_ROWS = 1000;

/** Values per `in (...)` look-up. */
const LOOKUP_CHUNK = 5000;

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

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += size) out.push(list.slice(start, start + size));
  return out;
}

/** Runs a look-up over many values, `LOOKUP_CHUNK` at a time. */
async function lookUp<T>(values: readonly string[], query: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(values)];
  const found: T[] = [];
  for (const chunk of chunks(unique, LOOKUP_CHUNK)) found.push(...(await query(chunk)));
  return found;
}

/** Ids of the rows of a table that carry the given ERP ids. */
export async function idsByExternalId(
  tx: Tx,
  table: typeof companies | typeof enterprises,
  externalIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await lookUp(externalIds, (chunk) =>
    tx
      .select({ id: table.id, externalId: table.externalId })
      .from(table)
      .where(inArray(table.externalId, chunk)),
  );
  return new Map(rows.map((row) => [row.externalId ?? '', row.id]));
}

/** A customer already in the base, found by its ERP id or by its CPF/CNPJ. */
export interface ExistingCustomer {
  readonly id: number;
  readonly externalId: string | null;
  readonly cpf: string | null;
  readonly cnpj: string | null;
}

/** Customers that carry one of the ERP ids, or one of the CPFs or CNPJs. */
export async function existingCustomers(
  tx: Tx,
  externalIds: readonly string[],
  cpfs: readonly string[],
  cnpjs: readonly string[],
): Promise<ExistingCustomer[]> {
  const columns = {
    id: customers.id,
    externalId: customers.externalId,
    cpf: customers.cpf,
    cnpj: customers.cnpj,
  };
  const byId = await lookUp(externalIds, (chunk) =>
    tx.select(columns).from(customers).where(inArray(customers.externalId, chunk)),
  );
  const byCpf = await lookUp(cpfs, (chunk) =>
    tx.select(columns).from(customers).where(inArray(customers.cpf, chunk)),
  );
  const byCnpj = await lookUp(cnpjs, (chunk) =>
    tx.select(columns).from(customers).where(inArray(customers.cnpj, chunk)),
  );
  return [...new Map([...byId, ...byCpf, ...byCnpj].map((row) => [row.id, row])).values()];
}

/** A contract already in the base: its id and the ERP id of its enterprise (null for a demo one). */
export interface ExistingContract {
  readonly id: number;
  readonly enterpriseExternalId: string | null;
}

/** Contracts that carry one of the ERP ids. */
export async function existingContracts(
  tx: Tx,
  externalIds: readonly string[],
): Promise<Map<string, ExistingContract>> {
  const rows = await lookUp(externalIds, (chunk) =>
    tx
      .select({
        id: contracts.id,
        externalId: contracts.externalId,
        enterpriseExternalId: enterprises.externalId,
      })
      .from(contracts)
      .innerJoin(enterprises, sql`${enterprises.id} = ${contracts.enterpriseId}`)
      .where(inArray(contracts.externalId, chunk)),
  );
  return new Map(
    rows.map((row) => [row.externalId ?? '', { id: row.id, enterpriseExternalId: row.enterpriseExternalId }]),
  );
}

/** An installment already in the base, as the number check needs it. */
export interface ExistingInstallment {
  readonly id: number;
  readonly externalId: string | null;
  readonly contractId: number;
  readonly number: number;
}

/** Installments of the given contracts, and those that carry one of the ERP ids. */
export async function existingInstallments(
  tx: Tx,
  contractIds: readonly number[],
  externalIds: readonly string[],
): Promise<ExistingInstallment[]> {
  const columns = {
    id: installments.id,
    externalId: installments.externalId,
    contractId: installments.contractId,
    number: installments.number,
  };
  const byContract: ExistingInstallment[] = [];
  for (const chunk of chunks([...new Set(contractIds)], LOOKUP_CHUNK)) {
    byContract.push(
      ...(await tx.select(columns).from(installments).where(inArray(installments.contractId, chunk))),
    );
  }
  const byId = await lookUp(externalIds, (chunk) =>
    tx.select(columns).from(installments).where(inArray(installments.externalId, chunk)),
  );
  return [...new Map([...byContract, ...byId].map((row) => [row.id, row])).values()];
}

/** Gives rows that had no ERP id (the demo base, a hand-made row) the ERP id of the row that matches them. */
export async function adoptRows(
  write: Write,
  table: typeof customers | typeof installments,
  adoptions: readonly { id: number; externalId: string }[],
): Promise<void> {
  const name = sql.identifier(table === customers ? 'customers' : 'installments');
  for (const chunk of chunks(adoptions, CHUNK_ROWS)) {
    const values = sql.join(
      chunk.map((row) => sql`(${row.id}::integer, ${row.externalId}::text)`),
      sql`, `,
    );
    await write((tx) =>
      tx.execute(
        sql`update ${name} set external_id = v.external_id from (values ${values}) as v(id, external_id) where ${name}.id = v.id`,
      ),
    );
  }
}

/** A row as the insert takes it. */
export type Insertable<T extends PgTable> = T['$inferInsert'];

/** The written columns of a table: everything the import sets, the ERP id first. */
export type ColumnKey<T extends PgTable> = Extract<keyof T['_']['columns'], string>;

/** The tables an import upserts by ERP id. */
export type UpsertTable =
  | typeof companies
  | typeof enterprises
  | typeof customers
  | typeof contracts
  | typeof units
  | typeof installments;

/** What an upsert reports: the id of every inserted or updated row, the counts, the ERP ids updated. */
export interface UpsertOutcome {
  readonly ids: Map<string, number>;
  readonly counts: ImportCounts;
  readonly updated: Set<string>;
}

/**
 * Upserts rows keyed by `external_id`, `CHUNK_ROWS` per statement: a new ERP id inserts, a known one
 * updates only when a written column differs (`IS DISTINCT FROM`, so nulls compare as values), and an
 * identical row is left alone and not returned. Returns the id of every inserted or updated row and the
 * counts (unchanged = rows sent − rows returned).
 */
export async function upsertByExternalId<T extends UpsertTable>(
  write: Write,
  table: T,
  keys: readonly ColumnKey<T>[],
  rows: readonly Insertable<T>[],
): Promise<UpsertOutcome> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const excluded = (key: string) => sql.raw(`excluded."${columns[key]?.name}"`);
  const set = Object.fromEntries(
    keys.filter((key) => key !== 'externalId').map((key) => [key, excluded(key)]),
  );
  const current: SQL = sql.join(
    keys.filter((key) => key !== 'externalId').map((key) => sql`${columns[key]}`),
    sql`, `,
  );
  const incoming: SQL = sql.join(
    keys.filter((key) => key !== 'externalId').map((key) => excluded(key)),
    sql`, `,
  );
  const ids = new Map<string, number>();
  const updated = new Set<string>();
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const target = columns.externalId as PgColumn;
  for (const chunk of chunks(rows, CHUNK_ROWS)) {
    const returned = (await write((tx) =>
      tx
        // biome-ignore lint/suspicious/noExplicitAny: one generic upsert for six tables; each caller's rows are typed.
        .insert(table as any)
        // biome-ignore lint/suspicious/noExplicitAny: as above.
        .values(chunk as any[])
        .onConflictDoUpdate({ target, set, setWhere: sql`(${current}) is distinct from (${incoming})` })
        .returning({
          id: sql<number>`id`,
          externalId: sql<string>`external_id`,
          inserted: sql<boolean>`(xmax = 0)`,
        }),
    )) as {
      id: number;
      externalId: string;
      inserted: boolean;
    }[];
    for (const row of returned) {
      ids.set(row.externalId, Number(row.id));
      if (row.inserted === true || (row.inserted as unknown) === 't') counts.created += 1;
      else {
        counts.updated += 1;
        updated.add(row.externalId);
      }
    }
    counts.unchanged += chunk.length - returned.length;
  }
  return { ids, counts, updated };
}
