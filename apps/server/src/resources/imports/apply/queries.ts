import type { ImportCounts } from '@portal/api';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { companies, enterprises } from '../../../db/schema/enterprises';
import { contracts, installments, units } from '../../../db/schema/finance';
import { customers } from '../../../db/schema/people';
import { chunks } from '../batch/chunks';
import {
  companyDefaults,
  contractDefaults,
  ENTERPRISE_DEFAULTS,
  installmentDefaults,
  UNIT_DEFAULTS,
} from '../batch/row-defaults';
import type { Write } from '../batch/transaction';

/** Rows per multi-row statement: about 10,000 parameters, far below PostgreSQL's 65,535. */
export const CHUNK_ROWS = 1000;

/** Gives rows that had no ERP id (the demo base, a hand-made row) the ERP id of the row that matches them. */
export async function adoptRows(
  write: Write,
  table: 'customers' | 'installments',
  adoptions: readonly { id: number; externalId: string }[],
): Promise<void> {
  const name = sql.identifier(table);
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

/** A row whose `optional` columns may be left out (undefined). */
export type RowWithOptional<T extends UpsertTable, K extends keyof Insertable<T>> = Omit<Insertable<T>, K> &
  Partial<Pick<Insertable<T>, K>>;

/**
 * Upserts rows some of whose `optional` columns may be absent (docs/product/calls.md, "Import API (ERP)"):
 * an absent column keeps the stored value of a known row and takes its default (`defaultsOf` the row) in
 * a new one, a present one (null included) is written. Rows are grouped by the optional columns they
 * carry, one upsert per group writing `keys` and those columns; the outcomes are added up.
 */
export async function upsertKeepingAbsent<
  T extends UpsertTable,
  K extends keyof Insertable<T> & ColumnKey<T>,
>(
  write: Write,
  table: T,
  keys: readonly ColumnKey<T>[],
  optional: readonly K[],
  defaultsOf: (row: NoInfer<RowWithOptional<T, K>>) => Pick<Insertable<T>, K>,
  rows: readonly NoInfer<RowWithOptional<T, K>>[],
): Promise<UpsertOutcome> {
  const groups = new Map<string, { present: K[]; rows: Insertable<T>[] }>();
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    const present = optional.filter((key) => values[key] !== undefined);
    const filled: Record<string, unknown> = { ...values };
    const defaults = defaultsOf(row) as Record<string, unknown>;
    for (const key of optional) if (filled[key] === undefined) filled[key] = defaults[key];
    const signature = present.join(',');
    const group = groups.get(signature) ?? { present, rows: [] };
    group.rows.push(filled as Insertable<T>);
    groups.set(signature, group);
  }
  const outcome: UpsertOutcome = {
    ids: new Map(),
    counts: { created: 0, updated: 0, unchanged: 0 },
    updated: new Set(),
  };
  for (const group of groups.values()) {
    const written = [
      ...keys.filter((key) => !(optional as readonly string[]).includes(key)),
      ...group.present,
    ];
    const part = await upsertByExternalId(write, table, written, group.rows);
    for (const [externalId, id] of part.ids) outcome.ids.set(externalId, id);
    for (const externalId of part.updated) outcome.updated.add(externalId);
    outcome.counts.created += part.counts.created;
    outcome.counts.updated += part.counts.updated;
    outcome.counts.unchanged += part.counts.unchanged;
  }
  return outcome;
}

/** Upserts companies by ERP id; an absent address or bank field keeps the stored one. */
export function upsertCompanies(
  write: Write,
  rows: readonly RowWithOptional<typeof companies, keyof ReturnType<typeof companyDefaults>>[],
) {
  return upsertKeepingAbsent(
    write,
    companies,
    ['externalId', 'name', 'cnpj'],
    ['address', 'city', 'state', 'bankCode', 'agency', 'account', 'convenio', 'carteira', 'pixKey'],
    companyDefaults,
    rows,
  );
}

/**
 * Upserts enterprises by ERP id; an absent address, delivery date or stage percent keeps the stored one
 * (the Sienge connector never has the date nor the stages, and must not erase what the ERP or sheet gave).
 */
export function upsertEnterprises(
  write: Write,
  rows: readonly RowWithOptional<typeof enterprises, keyof typeof ENTERPRISE_DEFAULTS>[],
) {
  return upsertKeepingAbsent(
    write,
    enterprises,
    ['externalId', 'companyId', 'name', 'searchName', 'creation'],
    [
      'address',
      'deliveryDate',
      'fundationPercent',
      'structurePercent',
      'masonryPercent',
      'instalationPercent',
      'finishPercent',
    ],
    () => ENTERPRISE_DEFAULTS,
    rows,
  );
}

/** Upserts customers by ERP id (they have no optional field). */
export function upsertCustomers(write: Write, rows: readonly Insertable<typeof customers>[]) {
  return upsertByExternalId(
    write,
    customers,
    ['externalId', 'name', 'personType', 'cpf', 'cnpj', 'email'],
    rows,
  );
}

/**
 * Upserts contracts by ERP id; an absent document, monetary unit, index, interest rate or prepayment
 * flag keeps the stored one.
 */
export function upsertContracts(
  write: Write,
  rows: readonly RowWithOptional<typeof contracts, keyof ReturnType<typeof contractDefaults>>[],
) {
  return upsertKeepingAbsent(
    write,
    contracts,
    ['externalId', 'customerId', 'companyId', 'enterpriseId', 'contractDate'],
    ['document', 'monetaryUnit', 'correctionIndex', 'interestMonthlyRate', 'prepaymentAllowed'],
    (row) => contractDefaults({ externalId: row.externalId ?? '' }),
    rows,
  );
}

/**
 * Upserts units by ERP id; an absent contract or handover date keeps the stored one (a new unit: unsold,
 * not delivered).
 */
export function upsertUnits(
  write: Write,
  rows: readonly RowWithOptional<typeof units, keyof typeof UNIT_DEFAULTS>[],
) {
  return upsertKeepingAbsent(
    write,
    units,
    ['externalId', 'enterpriseId', 'name'],
    ['contractId', 'handoverDate'],
    () => UNIT_DEFAULTS,
    rows,
  );
}

/** Upserts installments by ERP id; an absent adjusted value or receipt keeps the stored one. */
export function upsertInstallments(
  write: Write,
  rows: readonly RowWithOptional<typeof installments, keyof ReturnType<typeof installmentDefaults>>[],
) {
  return upsertKeepingAbsent(
    write,
    installments,
    ['externalId', 'contractId', 'number', 'dueDate', 'originalCents'],
    ['adjustedCents', 'receiptDate', 'receiptCents', 'receiptNetCents'],
    installmentDefaults,
    rows,
  );
}
