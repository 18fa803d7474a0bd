import {
  type ColumnKey,
  type Insertable,
  type UpsertOutcome,
  type UpsertTable,
  upsertByExternalId,
  type Write,
} from './import-queries';

/** A row whose `optional` columns may be left out (undefined). */
export type RowWithOptional<T extends UpsertTable, K extends keyof Insertable<T>> = Omit<Insertable<T>, K> &
  Partial<Pick<Insertable<T>, K>>;

/**
 * Upserts rows some of whose optional columns may be absent (docs/product/calls.md, "Import API (ERP)"): an
 * absent column keeps the stored value of a known row and takes its default in a new one, a present
 * one (null included) is written. Rows are grouped by the optional columns they carry, one upsert per
 * group writing `keys` and those columns; the outcomes are added up.
 */
export async function upsertKeepingAbsent<
  T extends UpsertTable,
  K extends keyof Insertable<T> & ColumnKey<T>,
>(
  write: Write,
  table: T,
  keys: readonly ColumnKey<T>[],
  defaults: Pick<Insertable<T>, K>,
  rows: readonly NoInfer<RowWithOptional<T, K>>[],
): Promise<UpsertOutcome> {
  const optional = Object.keys(defaults) as K[];
  const groups = new Map<string, { present: K[]; rows: Insertable<T>[] }>();
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    const present = optional.filter((key) => values[key] !== undefined);
    const filled: Record<string, unknown> = { ...values };
    for (const key of optional)
      if (filled[key] === undefined) filled[key] = (defaults as Record<string, unknown>)[key];
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
    const written = [...keys.filter((key) => !(optional as string[]).includes(key)), ...group.present];
    const part = await upsertByExternalId(write, table, written, group.rows);
    for (const [externalId, id] of part.ids) outcome.ids.set(externalId, id);
    for (const externalId of part.updated) outcome.updated.add(externalId);
    outcome.counts.created += part.counts.created;
    outcome.counts.updated += part.counts.updated;
    outcome.counts.unchanged += part.counts.unchanged;
  }
  return outcome;
}
