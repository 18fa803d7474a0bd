import type { ImportBatch, ImportCountsByEntity, ImportRowError } from '@portal/api';
import { hasUnstorableCharacter } from '../../security/display-text';
import { zeroCounts } from '../imports/apply/import-counts';
import {
  type BillRecords,
  batchSize,
  billRows,
  companyRows,
  customerRows,
  enterpriseRows,
  issueOfRowError,
  unsoldUnitRows,
  withoutRefused,
} from './sienge-batches';
import { type SiengeClient, SiengeError } from './sienge-client';
import {
  type MappedEnterprise,
  type MappedUnit,
  mapBills,
  mapCompanies,
  mapCustomers,
  mapEnterprises,
  mapInstallments,
  type SiengeRowIssue,
} from './sienge-mapping';

/**
 * The sync: Sienge's pages read in order and written through the import service, one batch (one
 * transaction) per page — the companies and enterprises, then each page of customers, then each page of
 * an enterprise's bills with their units and installments, then the units no bill sold. A batch the
 * service refuses is applied again without the refused rows (and the rows that named them), so one bad
 * row is reported and everything else lands (docs/decisions/024-sienge-connector.md).
 */

/** What the import service answers for one batch. */
export type ApplyOutcome =
  | { readonly applied: true; readonly counts: ImportCountsByEntity }
  | { readonly applied: false; readonly errors: readonly ImportRowError[] };

/** The import service as the sync sees it. */
export interface ImportSink {
  apply(batch: ImportBatch): Promise<ApplyOutcome>;
}

/** Read-back the single-bill sync needs: the enterprise a contract was imported under. */
export interface SyncLookups {
  enterpriseOfContract(externalId: string): Promise<string | undefined>;
}

/** What started a sync. */
export type SyncTrigger = 'schedule' | 'manual' | 'webhook';

/** One sync's outcome, stored and shown on the admin screen. */
export interface SiengeSyncReport {
  readonly scope: 'full' | 'customer' | 'bill';
  /** The customer or bill id of a webhook sync. */
  readonly target: string | null;
  readonly trigger: SyncTrigger;
  readonly startedAt: string;
  readonly finishedAt: string;
  /** ok: everything landed; partial: some rows reported; failed: Sienge or the service stopped it. */
  readonly status: 'ok' | 'partial' | 'failed';
  readonly counts: ImportCountsByEntity;
  /** The first issues (at most `MAX_REPORTED_ISSUES`). */
  readonly issues: readonly SiengeRowIssue[];
  readonly issueCount: number;
  /** Sienge calls made, retries included. */
  readonly calls: number;
  /** Why a failed sync stopped. */
  readonly error: string | null;
}

export const MAX_REPORTED_ISSUES = 500;

type Unit = MappedUnit & { enterpriseExternalId: string };

/** Collects counts and issues while a sync runs. */
class Progress {
  readonly counts = zeroCounts();
  readonly issues: SiengeRowIssue[] = [];
  issueCount = 0;

  report(list: readonly SiengeRowIssue[]) {
    this.issueCount += list.length;
    for (const issue of list) if (this.issues.length < MAX_REPORTED_ISSUES) this.issues.push(issue);
  }

  add(counts: ImportCountsByEntity) {
    for (const key of Object.keys(counts) as (keyof ImportCountsByEntity)[]) {
      this.counts[key].created += counts[key].created;
      this.counts[key].updated += counts[key].updated;
      this.counts[key].unchanged += counts[key].unchanged;
    }
  }
}

/** Applies a batch; refused rows are reported and dropped, and the rest applied again (three rounds). */
async function applyBatch(sink: ImportSink, batch: ImportBatch, progress: Progress): Promise<void> {
  let current = batch;
  const refused = new Set<string>();
  for (let round = 0; round < 3 && batchSize(current) > 0; round++) {
    const outcome = await sink.apply(current);
    if (outcome.applied) {
      progress.add(outcome.counts);
      return;
    }
    progress.report(outcome.errors.map((error) => issueOfRowError(current, error)));
    for (const error of outcome.errors) {
      const row = current[error.entity]?.[error.row - 1] as { external_id?: string } | undefined;
      if (row?.external_id) refused.add(`${error.entity}:${row.external_id}`);
    }
    const next = withoutRefused(current, refused);
    // Rows that left with a refused one are reported too, so every missing row is accounted for.
    progress.report(droppedAlong(current, next, refused));
    current = next;
  }
}

function droppedAlong(
  before: ImportBatch,
  after: ImportBatch,
  refused: ReadonlySet<string>,
): SiengeRowIssue[] {
  const issues: SiengeRowIssue[] = [];
  const kept = (rows: readonly { external_id: string }[] | undefined) =>
    new Set(rows?.map((r) => r.external_id));
  const pairs = [
    ['enterprises', 'enterprise'],
    ['contracts', 'bill'],
    ['units', 'unit'],
    ['installments', 'installment'],
  ] as const;
  for (const [entity, name] of pairs) {
    const left = kept(after[entity]);
    for (const row of before[entity] ?? []) {
      if (left.has(row.external_id) || refused.has(`${entity}:${row.external_id}`)) continue;
      issues.push({
        entity: name,
        externalId: row.external_id,
        field: '(linha)',
        message: 'não importado: depende de uma linha recusada',
      });
    }
  }
  return issues;
}

/** Reads every page of a list. */
async function readAll(client: SiengeClient, path: string, query = {}): Promise<unknown[]> {
  const rows: unknown[] = [];
  for await (const page of client.pages(path, query)) rows.push(...page.rows);
  return rows;
}

/** The bill's installments (a 404 means the bill has none any more). */
async function installmentsOf(client: SiengeClient, billId: string, progress: Progress) {
  const rows: unknown[] = [];
  try {
    for await (const page of client.pages(`/accounts-receivable/receivable-bills/${billId}/installments`)) {
      rows.push(...page.rows);
    }
  } catch (error) {
    if (!(error instanceof SiengeError && error.kind === 'not-found')) throw error;
  }
  const mapped = mapInstallments(billId, rows);
  progress.report(mapped.issues);
  return mapped.records;
}

function unitIndex(enterprises: readonly MappedEnterprise[]): Map<string, Unit> {
  const units = new Map<string, Unit>();
  for (const e of enterprises) {
    for (const u of e.units) units.set(u.externalId, { ...u, enterpriseExternalId: e.externalId });
  }
  return units;
}

function finish(
  progress: Progress,
  client: SiengeClient,
  base: Pick<SiengeSyncReport, 'scope' | 'target' | 'trigger' | 'startedAt'>,
  now: () => Date,
  error: unknown,
): SiengeSyncReport {
  const message = error === undefined ? null : error instanceof Error ? error.message : String(error);
  return {
    ...base,
    finishedAt: now().toISOString(),
    status: message ? 'failed' : progress.issueCount > 0 ? 'partial' : 'ok',
    counts: progress.counts,
    issues: progress.issues,
    issueCount: progress.issueCount,
    calls: client.calls,
    error: message,
  };
}

/** What a sync needs. */
export interface SyncDeps {
  readonly client: SiengeClient;
  readonly sink: ImportSink;
  readonly lookups: SyncLookups;
  readonly now: () => Date;
}

/** Every company, enterprise, unit, customer, bill and installment of the tenant. */
export async function syncAll(deps: SyncDeps, trigger: SyncTrigger): Promise<SiengeSyncReport> {
  const { client, sink, now } = deps;
  const progress = new Progress();
  const base = { scope: 'full' as const, target: null, trigger, startedAt: now().toISOString() };
  try {
    const companies = mapCompanies(await readAll(client, '/companies'));
    const enterprises = mapEnterprises(
      await readAll(client, '/enterprises'),
      await readAll(client, '/units'),
    );
    progress.report([...companies.issues, ...enterprises.issues]);
    const companyBatch = companyRows(companies.records);
    const enterpriseBatch = enterpriseRows(enterprises.records);
    progress.report([...companyBatch.issues, ...enterpriseBatch.issues]);
    await applyBatch(sink, { ...companyBatch.batch, ...enterpriseBatch.batch }, progress);

    for await (const page of client.pages('/customers')) {
      const mapped = mapCustomers(page.rows);
      const built = customerRows(mapped.records);
      progress.report([...mapped.issues, ...built.issues]);
      await applyBatch(sink, built.batch, progress);
    }

    const units = unitIndex(enterprises.records);
    const unitsByEnterprise = new Map(enterprises.records.map((e) => [e.externalId, e.units]));
    const sold = new Set<string>();
    for (const enterprise of enterprises.records) {
      const query = { costCenterId: Number(enterprise.externalId) };
      for await (const page of client.pages('/accounts-receivable/receivable-bills', query)) {
        const mapped = mapBills(page.rows, {
          enterpriseExternalId: enterprise.externalId,
          unitsByEnterprise,
        });
        progress.report(mapped.issues);
        const bills: BillRecords[] = [];
        for (const contract of mapped.records) {
          if (contract.unitExternalId) sold.add(contract.unitExternalId);
          bills.push({ contract, installments: await installmentsOf(client, contract.externalId, progress) });
        }
        await applyBatch(sink, billRows(bills, units).batch, progress);
      }
    }
    const unsold = [...units.values()].filter((u) => !sold.has(u.externalId));
    await applyBatch(sink, unsoldUnitRows(unsold).batch, progress);
    return finish(progress, client, base, now, undefined);
  } catch (error) {
    return finish(progress, client, base, now, error);
  }
}

/** One customer again (a webhook named it). */
export async function syncCustomer(deps: SyncDeps, customerId: string, trigger: SyncTrigger) {
  const { client, sink, now } = deps;
  const progress = new Progress();
  const base = { scope: 'customer' as const, target: customerId, trigger, startedAt: now().toISOString() };
  try {
    const mapped = mapCustomers([unwrap(await client.get(`/customers/${encodeURIComponent(customerId)}`))]);
    const built = customerRows(mapped.records);
    progress.report([...mapped.issues, ...built.issues]);
    await applyBatch(sink, built.batch, progress);
    return finish(progress, client, base, now, undefined);
  } catch (error) {
    return finish(progress, client, base, now, error);
  }
}

/** One bill again, with its customer, its unit and its installments (a webhook named it). */
export async function syncBill(
  deps: SyncDeps,
  billId: string,
  trigger: SyncTrigger,
): Promise<SiengeSyncReport> {
  const { client, sink, now, lookups } = deps;
  const progress = new Progress();
  const base = { scope: 'bill' as const, target: billId, trigger, startedAt: now().toISOString() };
  try {
    const raw = unwrap(
      await client.get(`/accounts-receivable/receivable-bills/${encodeURIComponent(billId)}`),
    ) as Record<string, unknown>;
    const known = await lookups.enterpriseOfContract(billId);
    const own = raw.costCenterId ?? raw.enterpriseId ?? known;
    const enterpriseId = own === undefined || own === null ? undefined : String(own);
    const unitRows = enterpriseId
      ? await readAll(client, '/units', { enterpriseId: Number(enterpriseId) })
      : [];
    const unitList: Unit[] = [];
    for (const row of unitRows) {
      const u = row as { id?: unknown; name?: unknown };
      if (typeof u.id === 'number' && typeof u.name === 'string' && !hasUnstorableCharacter(u.name)) {
        unitList.push({
          externalId: String(u.id),
          name: u.name.trim(),
          enterpriseExternalId: enterpriseId as string,
        });
      }
    }
    const mapped = mapBills([raw], {
      ...(enterpriseId ? { enterpriseExternalId: enterpriseId } : {}),
      unitsByEnterprise: new Map(enterpriseId ? [[enterpriseId, unitList]] : []),
    });
    progress.report(mapped.issues);
    const contract = mapped.records[0];
    if (contract) {
      const customer = mapCustomers([
        unwrap(await client.get(`/customers/${encodeURIComponent(contract.customerExternalId)}`)),
      ]);
      const customers = customerRows(customer.records);
      progress.report([...customer.issues, ...customers.issues]);
      const installments = await installmentsOf(client, contract.externalId, progress);
      const bills = billRows(
        [{ contract, installments, payOffDate: typeof raw.payOffDate === 'string' ? raw.payOffDate : null }],
        new Map(unitList.map((u) => [u.externalId, u])),
      );
      await applyBatch(sink, { ...customers.batch, ...bills.batch }, progress);
    }
    return finish(progress, client, base, now, undefined);
  } catch (error) {
    return finish(progress, client, base, now, error);
  }
}

/** A single-record answer, bare or wrapped in `results` (both are seen in tenants' answers). */
function unwrap(body: unknown): unknown {
  const results = (body as { results?: unknown })?.results;
  return Array.isArray(results) ? results[0] : body;
}
