import {
  IMPORT_ENTITIES,
  type ImportCountsByEntity,
  type ImportEntity,
  type ImportRowError,
  type ImportSource,
  MAX_REPORTED_ROW_ERRORS,
} from '@portal/api';
import { IMPORT_ENTITY_LABELS, IMPORT_MESSAGES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { companies, enterprises } from '../../db/schema/enterprises';
import { contracts, installments, units } from '../../db/schema/finance';
import { importRuns } from '../../db/schema/imports';
import { customers } from '../../db/schema/people';
import type { BatchRows } from './batch-rows';
import {
  adoptRows,
  type ExistingContract,
  existingContracts,
  existingCustomers,
  existingInstallments,
  idsByExternalId,
  inTransaction,
  type Tx,
  upsertByExternalId,
  type Write,
} from './import-queries';
import { upsertKeepingAbsent } from './upsert-keeping-absent';
import { completeRows, type ReadRows, readBatchRows, sortRowErrors } from './validate-rows';

/** Any advisory-lock number works as long as every instance uses the same one: imports run one at a time. */
const IMPORT_LOCK = 7_300_015;

/**
 * On PGlite, a batch of more rows than this is applied in chunk transactions (decision 054): PGlite runs
 * one transaction at a time and every other query waits for it, so one transaction of 200,000 rows would
 * stall every reader for seconds.
 */
export const CHUNKED_APPLY_ROWS = 10_000;

/** PGlite: the imports of one database, one after the other (a chunked apply holds no database lock). */
const pgliteQueues = new WeakMap<object, Promise<unknown>>();

function oneAtATime<T>(key: object, work: () => Promise<T>): Promise<T> {
  const before = pgliteQueues.get(key) ?? Promise.resolve();
  const run = before.then(work, work);
  pgliteQueues.set(
    key,
    run.catch(() => undefined),
  );
  return run;
}

/** Who imports: an integration key, an administrator (spreadsheet) or the Sienge connector. */
export interface ImportActor {
  readonly source: ImportSource;
  /** Shown in the runs list: `key:<name> (<prefix>)`, an administrator's e-mail, `sienge`. */
  readonly label: string;
  readonly accountId?: number;
  readonly integrationKeyId?: number;
  /** The uploaded file of a spreadsheet import (shown in the runs list). */
  readonly fileName?: string;
}

/**
 * Thrown by an import's `claim` to end it with nothing written and nothing recorded (the spreadsheet
 * preview it would apply is gone or already applied); `runImport` passes it on to its caller.
 */
export class ImportAborted extends Error {
  constructor(readonly reason: string) {
    super(`import aborted: ${reason}`);
  }
}

/** Options of one import. */
export interface ImportOptions {
  /** Check and count only, then roll back; no run is recorded (the spreadsheet preview). */
  readonly dryRun?: boolean;
  /** Rows above which PGlite applies in chunks (CHUNKED_APPLY_ROWS unless a test says otherwise). */
  readonly chunkedAbove?: number;
  /**
   * Runs first inside the import's transaction, under the import lock: the spreadsheet confirm marks
   * its preview applied here, so two confirms of one preview never both apply and a refused or failed
   * import leaves the preview pending. Throw `ImportAborted` to stop.
   */
  readonly claim?: (tx: Tx) => Promise<void>;
}

/** What an import did, or why it did nothing. */
export type ImportOutcome =
  | { readonly status: 'applied'; readonly runId: number; readonly counts: ImportCountsByEntity }
  /** A dry run (the spreadsheet preview): what applying would do; nothing written, no run recorded. */
  | { readonly status: 'preview'; readonly counts: ImportCountsByEntity }
  | {
      readonly status: 'refused';
      readonly runId: number | null;
      /** Sorted by entity and row; every error, the caller trims for display. */
      readonly errors: readonly ImportRowError[];
    }
  /** The body is not a batch at all (not an object, an unknown entity, too many rows). */
  | { readonly status: 'malformed'; readonly problem: string };

class Refusal extends Error {
  constructor(readonly errors: ImportRowError[]) {
    super('import refused');
  }
}

class DryRun extends Error {
  constructor(readonly counts: ImportCountsByEntity) {
    super('dry run');
  }
}

const zeroCounts = (): ImportCountsByEntity =>
  Object.fromEntries(
    IMPORT_ENTITIES.map((entity) => [entity, { created: 0, updated: 0, unchanged: 0 }]),
  ) as ImportCountsByEntity;

/**
 * The one import service (decision 026): every producer (the import API, the spreadsheet import, the
 * Sienge connector) hands it a batch. Rows are read with the domain's rules; references are checked
 * against the batch and the database; any error refuses the batch whole. Otherwise it is applied in one
 * transaction (on PGlite, a large batch in chunk transactions: decision 054) with idempotent upserts keyed by the ERP ids, so a re-import changes nothing. The change
 * triggers (migrations 0002/0003) announce the tables at commit, so the read caches see the import.
 * Every import that gets past reading is recorded in `import_runs` (a dry run is not).
 */
export async function runImport(
  ctx: AppContext,
  body: unknown,
  actor: ImportActor,
  options: ImportOptions = {},
): Promise<ImportOutcome> {
  const startedAt = ctx.clock.now();
  const reading = readBatchRows(body);
  if (!reading.ok) return { status: 'malformed', problem: reading.problem };
  if (ctx.database.kind !== 'pglite')
    return importInOneTransaction(ctx, reading.rows, reading.errors, actor, options, startedAt);
  const size = IMPORT_ENTITIES.reduce((sum, entity) => sum + reading.rows[entity].length, 0);
  const chunked = !options.dryRun && size > (options.chunkedAbove ?? CHUNKED_APPLY_ROWS);
  return oneAtATime(ctx.db, () =>
    chunked
      ? importInChunks(ctx, reading.rows, reading.errors, actor, options, startedAt)
      : importInOneTransaction(ctx, reading.rows, reading.errors, actor, options, startedAt),
  );
}

/** Refusals and failures, the same whichever way the batch was applied. */
async function outcomeOfError(
  ctx: AppContext,
  error: unknown,
  actor: ImportActor,
  options: ImportOptions,
  startedAt: Date,
  failure?: string,
): Promise<ImportOutcome> {
  if (error instanceof DryRun) return { status: 'preview', counts: error.counts };
  if (error instanceof ImportAborted) throw error;
  if (error instanceof Refusal) {
    const errors = sortRowErrors(error.errors);
    const runId = options.dryRun ? null : await recordRefusal(ctx, actor, startedAt, errors);
    return { status: 'refused', runId, errors };
  }
  await recordFailure(ctx, actor, startedAt, error, failure).catch(() => {});
  throw error;
}

/** The whole batch in one transaction: PostgreSQL always (its readers never wait), PGlite for small batches and dry runs. */
async function importInOneTransaction(
  ctx: AppContext,
  read: ReadRows,
  readErrors: readonly ImportRowError[],
  actor: ImportActor,
  options: ImportOptions,
  startedAt: Date,
): Promise<ImportOutcome> {
  try {
    const { runId, counts } = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      await options.claim?.(tx);
      const errors = [...readErrors];
      const known = await lookUpReferences(tx, read, errors);
      if (errors.length > 0) throw new Refusal(errors);
      const counts = await apply(inTransaction(tx), completeRows(read), known);
      if (options.dryRun) throw new DryRun(counts);
      const [run] = await tx
        .insert(importRuns)
        .values({ ...runActor(actor), status: 'applied', startedAt, finishedAt: ctx.clock.now(), counts })
        .returning({ id: importRuns.id });
      return { runId: run?.id ?? 0, counts };
    });
    return { status: 'applied', runId, counts };
  } catch (error) {
    return outcomeOfError(ctx, error, actor, options, startedAt);
  }
}

/**
 * A large batch on PGlite (decision 054): every check first, in one transaction that writes nothing but
 * the claim; then the rows in transactions of CHUNK_ROWS, entity after entity in reference order, with a
 * turn of the event loop between them so readers run. A row is visible once its chunk commits, and
 * everything it refers to committed before it; the run is recorded when the last chunk commits. A
 * failure part-way (the database, not the data: that was checked) is recorded as a failed run that says
 * part was written and that sending the same batch again completes it (the upserts are idempotent).
 */
async function importInChunks(
  ctx: AppContext,
  read: ReadRows,
  readErrors: readonly ImportRowError[],
  actor: ImportActor,
  options: ImportOptions,
  startedAt: Date,
): Promise<ImportOutcome> {
  let wrote = false;
  try {
    const known = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      await options.claim?.(tx);
      const errors = [...readErrors];
      const found = await lookUpReferences(tx, read, errors);
      if (errors.length > 0) throw new Refusal(errors);
      return found;
    });
    const write: Write = async (work) => {
      const result = await ctx.db.transaction(work);
      wrote = true;
      await new Promise((resolve) => setImmediate(resolve));
      return result;
    };
    const counts = await apply(write, completeRows(read), known);
    const [run] = await ctx.db
      .insert(importRuns)
      .values({ ...runActor(actor), status: 'applied', startedAt, finishedAt: ctx.clock.now(), counts })
      .returning({ id: importRuns.id });
    return { status: 'applied', runId: run?.id ?? 0, counts };
  } catch (error) {
    return outcomeOfError(ctx, error, actor, options, startedAt, wrote ? PARTIAL_FAILURE : undefined);
  }
}

const PARTIAL_FAILURE =
  'Falha inesperada ao gravar o lote depois de gravar parte dele. Envie o mesmo lote de novo para concluir a importação.';

function runActor(actor: ImportActor) {
  return {
    source: actor.source,
    actor: actor.label,
    accountId: actor.accountId ?? null,
    integrationKeyId: actor.integrationKeyId ?? null,
    fileName: actor.fileName ?? null,
  };
}

async function recordRefusal(
  ctx: AppContext,
  actor: ImportActor,
  startedAt: Date,
  errors: readonly ImportRowError[],
): Promise<number> {
  const [run] = await ctx.db
    .insert(importRuns)
    .values({
      ...runActor(actor),
      status: 'refused',
      startedAt,
      finishedAt: ctx.clock.now(),
      errorCount: errors.length,
      errors: errors.slice(0, MAX_REPORTED_ROW_ERRORS),
    })
    .returning({ id: importRuns.id });
  return run?.id ?? 0;
}

async function recordFailure(
  ctx: AppContext,
  actor: ImportActor,
  startedAt: Date,
  error: unknown,
  message = 'Falha inesperada ao gravar o lote; nada foi importado.',
): Promise<void> {
  ctx.logger.error('import failed', { source: actor.source, error: String(error) });
  await ctx.db.insert(importRuns).values({
    ...runActor(actor),
    status: 'failed',
    startedAt,
    finishedAt: ctx.clock.now(),
    errorCount: 1,
    errors: [
      {
        entity: 'companies',
        row: 1,
        field: '',
        message,
      },
    ],
  });
}

/** What the database already holds of the ERP ids a batch names. */
interface Known {
  readonly companies: Map<string, number>;
  readonly enterprises: Map<string, number>;
  readonly customers: Map<string, number>;
  readonly contracts: Map<string, ExistingContract>;
  readonly customerAdoptions: { id: number; externalId: string }[];
  readonly installmentAdoptions: { id: number; externalId: string }[];
}

const present = <T>(list: readonly (T | null)[]): T[] => list.filter((row): row is T => row !== null);

/**
 * Looks up every ERP id the batch names and reports what cannot be resolved: a reference to a row that
 * is neither in the batch nor in the database, a unit sold by a contract of another enterprise, a
 * CPF/CNPJ that belongs to another customer, an installment number another installment of the contract
 * holds. A customer (or installment) of the base without an ERP id that matches a row by CPF/CNPJ (or
 * by contract and number) is adopted: it gets the row's ERP id and keeps its id, account and history.
 */
async function lookUpReferences(tx: Tx, rows: ReadRows, errors: ImportRowError[]): Promise<Known> {
  const enterpriseRows = present(rows.enterprises);
  const contractRows = present(rows.contracts);
  const unitRows = present(rows.units);
  const installmentRows = present(rows.installments);
  const customerRows = present(rows.customers);
  const companyIds = await idsByExternalId(tx, companies, [
    ...enterpriseRows.map((row) => row.companyRef),
    ...contractRows.map((row) => row.companyRef),
  ]);
  const enterpriseIds = await idsByExternalId(tx, enterprises, [
    ...enterpriseRows.map((row) => row.externalId),
    ...contractRows.map((row) => row.enterpriseRef),
    ...unitRows.map((row) => row.enterpriseRef),
  ]);
  const contractsKnown = await existingContracts(tx, [
    ...contractRows.map((row) => row.externalId),
    ...unitRows.flatMap((row) => (row.contractRef ? [row.contractRef] : [])),
    ...installmentRows.map((row) => row.contractRef),
  ]);
  const customersFound = await existingCustomers(
    tx,
    [...customerRows.map((row) => row.externalId), ...contractRows.map((row) => row.customerRef)],
    customerRows.flatMap((row) => (row.cpf ? [row.cpf] : [])),
    customerRows.flatMap((row) => (row.cnpj ? [row.cnpj] : [])),
  );

  const inBatch = (entity: ImportEntity) =>
    new Set(present(rows[entity] as readonly ({ externalId: string } | null)[]).map((row) => row.externalId));
  const batchCompanies = inBatch('companies');
  const batchEnterprises = inBatch('enterprises');
  const batchCustomers = inBatch('customers');
  const customerIds = new Map(
    customersFound.flatMap((row) => (row.externalId ? [[row.externalId, row.id] as const] : [])),
  );
  const batchContracts = new Map(contractRows.map((row) => [row.externalId, row]));

  const check = (
    entity: ImportEntity,
    row: number,
    field: string,
    ok: boolean,
    label: ImportEntity,
    ref: string,
  ) => {
    if (!ok) {
      errors.push({
        entity,
        row,
        field,
        message: IMPORT_MESSAGES.unknownReference(IMPORT_ENTITY_LABELS[label], ref),
      });
    }
  };
  rows.enterprises.forEach((row, index) => {
    if (!row) return;
    const ok = batchCompanies.has(row.companyRef) || companyIds.has(row.companyRef);
    check('enterprises', index + 1, 'company_external_id', ok, 'companies', row.companyRef);
  });
  rows.contracts.forEach((row, index) => {
    if (!row) return;
    const n = index + 1;
    check(
      'contracts',
      n,
      'customer_external_id',
      batchCustomers.has(row.customerRef) || customerIds.has(row.customerRef),
      'customers',
      row.customerRef,
    );
    check(
      'contracts',
      n,
      'company_external_id',
      batchCompanies.has(row.companyRef) || companyIds.has(row.companyRef),
      'companies',
      row.companyRef,
    );
    check(
      'contracts',
      n,
      'enterprise_external_id',
      batchEnterprises.has(row.enterpriseRef) || enterpriseIds.has(row.enterpriseRef),
      'enterprises',
      row.enterpriseRef,
    );
  });
  rows.units.forEach((row, index) => {
    if (!row) return;
    const n = index + 1;
    check(
      'units',
      n,
      'enterprise_external_id',
      batchEnterprises.has(row.enterpriseRef) || enterpriseIds.has(row.enterpriseRef),
      'enterprises',
      row.enterpriseRef,
    );
    if (!row.contractRef) return;
    const contractEnterprise = batchContracts.has(row.contractRef)
      ? batchContracts.get(row.contractRef)?.enterpriseRef
      : contractsKnown.get(row.contractRef)?.enterpriseExternalId;
    if (contractEnterprise === undefined) {
      check('units', n, 'contract_external_id', false, 'contracts', row.contractRef);
    } else if (contractEnterprise !== row.enterpriseRef) {
      errors.push({
        entity: 'units',
        row: n,
        field: 'contract_external_id',
        message: IMPORT_MESSAGES.unitOtherEnterprise,
      });
    }
  });
  rows.installments.forEach((row, index) => {
    if (!row) return;
    const ok = batchContracts.has(row.contractRef) || contractsKnown.has(row.contractRef);
    check('installments', index + 1, 'contract_external_id', ok, 'contracts', row.contractRef);
  });

  // CPF/CNPJ: the same person keeps one row. A base row without ERP id is adopted; one with another id is a conflict.
  const byDocument = new Map<string, (typeof customersFound)[number]>();
  for (const row of customersFound) {
    if (row.cpf) byDocument.set(`cpf:${row.cpf}`, row);
    if (row.cnpj) byDocument.set(`cnpj:${row.cnpj}`, row);
  }
  const customerAdoptions: { id: number; externalId: string }[] = [];
  rows.customers.forEach((row, index) => {
    if (!row || (!row.cpf && !row.cnpj)) return;
    const holder = byDocument.get(row.cpf ? `cpf:${row.cpf}` : `cnpj:${row.cnpj}`);
    if (!holder || holder.externalId === row.externalId) return;
    if (holder.externalId === null && !customerIds.has(row.externalId)) {
      customerAdoptions.push({ id: holder.id, externalId: row.externalId });
      customerIds.set(row.externalId, holder.id);
      return;
    }
    errors.push({
      entity: 'customers',
      row: index + 1,
      field: 'cpf_cnpj',
      message: IMPORT_MESSAGES.documentTaken(holder.externalId ?? '—'),
    });
  });

  // Installment numbers: one per contract. Only contracts already in the base can hold a conflicting row.
  const installmentAdoptions: { id: number; externalId: string }[] = [];
  const baseContractIds = installmentRows.flatMap((row) => {
    const known = contractsKnown.get(row.contractRef);
    return known ? [known.id] : [];
  });
  if (baseContractIds.length > 0) {
    const existing = await existingInstallments(
      tx,
      baseContractIds,
      installmentRows.map((row) => row.externalId),
    );
    const bySlot = new Map(existing.map((row) => [`${row.contractId}:${row.number}`, row]));
    const withId = new Set(existing.flatMap((row) => (row.externalId ? [row.externalId] : [])));
    rows.installments.forEach((row, index) => {
      if (!row) return;
      const contract = contractsKnown.get(row.contractRef);
      if (!contract) return;
      const holder = bySlot.get(`${contract.id}:${row.number}`);
      if (!holder || holder.externalId === row.externalId) return;
      if (holder.externalId === null && !withId.has(row.externalId)) {
        installmentAdoptions.push({ id: holder.id, externalId: row.externalId });
        return;
      }
      errors.push({
        entity: 'installments',
        row: index + 1,
        field: 'number',
        message: IMPORT_MESSAGES.numberTaken,
      });
    });
  }
  return {
    companies: companyIds,
    enterprises: enterpriseIds,
    customers: customerIds,
    contracts: contractsKnown,
    customerAdoptions,
    installmentAdoptions,
  };
}

/** Writes a valid batch, entity after entity, each in multi-row statements. */
async function apply(tx: Write, rows: BatchRows, known: Known): Promise<ImportCountsByEntity> {
  const counts = zeroCounts();
  const id = (map: ReadonlyMap<string, number>, ref: string): number => {
    const found = map.get(ref);
    if (found === undefined) throw new Error(`unresolved reference ${ref}`);
    return found;
  };

  const company = await upsertByExternalId(
    tx,
    companies,
    [
      'externalId',
      'name',
      'cnpj',
      'address',
      'city',
      'state',
      'bankCode',
      'agency',
      'account',
      'convenio',
      'carteira',
      'pixKey',
    ],
    rows.companies.map((row) => ({ ...row })),
  );
  counts.companies = company.counts;
  const companyIds = new Map([...known.companies, ...company.ids]);

  // The delivery date and stage progress absent from a row keep the stored ones (docs/product/calls.md,
  // "Import API (ERP)"): the Sienge connector never has them, and must not erase what the ERP or sheet gave.
  const enterprise = await upsertKeepingAbsent(
    tx,
    enterprises,
    ['externalId', 'companyId', 'name', 'searchName', 'address', 'creation'],
    {
      deliveryDate: null,
      fundationPercent: 0,
      structurePercent: 0,
      masonryPercent: 0,
      instalationPercent: 0,
      finishPercent: 0,
    },
    rows.enterprises.map(({ companyRef, ...row }) => ({ ...row, companyId: id(companyIds, companyRef) })),
  );
  counts.enterprises = enterprise.counts;
  const enterpriseIds = new Map([...known.enterprises, ...enterprise.ids]);

  await adoptRows(tx, customers, known.customerAdoptions);
  const customer = await upsertByExternalId(
    tx,
    customers,
    ['externalId', 'name', 'personType', 'cpf', 'cnpj', 'email'],
    rows.customers.map((row) => ({ ...row })),
  );
  counts.customers = adopted(customer.counts, customer.updated, known.customerAdoptions);
  const customerIds = new Map([...known.customers, ...customer.ids]);

  const contract = await upsertByExternalId(
    tx,
    contracts,
    [
      'externalId',
      'customerId',
      'companyId',
      'enterpriseId',
      'document',
      'contractDate',
      'monetaryUnit',
      'correctionIndex',
    ],
    rows.contracts.map(({ customerRef, companyRef, enterpriseRef, ...row }) => ({
      ...row,
      customerId: id(customerIds, customerRef),
      companyId: id(companyIds, companyRef),
      enterpriseId: id(enterpriseIds, enterpriseRef),
    })),
  );
  counts.contracts = contract.counts;
  const contractIds = new Map([
    ...[...known.contracts].map(([key, value]) => [key, value.id] as const),
    ...contract.ids,
  ]);

  const unit = await upsertByExternalId(
    tx,
    units,
    ['externalId', 'enterpriseId', 'name', 'contractId'],
    rows.units.map(({ enterpriseRef, contractRef, ...row }) => ({
      ...row,
      enterpriseId: id(enterpriseIds, enterpriseRef),
      contractId: contractRef ? id(contractIds, contractRef) : null,
    })),
  );
  counts.units = unit.counts;

  await adoptRows(tx, installments, known.installmentAdoptions);
  const installment = await upsertByExternalId(
    tx,
    installments,
    [
      'externalId',
      'contractId',
      'number',
      'dueDate',
      'originalCents',
      'adjustedCents',
      'receiptDate',
      'receiptCents',
      'receiptNetCents',
    ],
    rows.installments.map(({ contractRef, ...row }) => ({
      ...row,
      contractId: id(contractIds, contractRef),
    })),
  );
  counts.installments = adopted(installment.counts, installment.updated, known.installmentAdoptions);
  return counts;
}

/** An adopted row got its ERP id written: it counts as updated even when nothing else changed. */
function adopted(
  counts: ImportCountsByEntity[ImportEntity],
  updated: ReadonlySet<string>,
  adoptions: readonly { externalId: string }[],
): ImportCountsByEntity[ImportEntity] {
  const extra = adoptions.filter((row) => !updated.has(row.externalId)).length;
  return { created: counts.created, updated: counts.updated + extra, unchanged: counts.unchanged - extra };
}
