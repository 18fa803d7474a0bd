import type {
  ImportBatch,
  ImportCompany,
  ImportContract,
  ImportCustomer,
  ImportEnterprise,
  ImportInstallment,
  ImportRowError,
  ImportUnit,
} from '@portal/api';
import type {
  MappedCompany,
  MappedContract,
  MappedCustomer,
  MappedEnterprise,
  MappedInstallment,
  MappedUnit,
  SiengeRowIssue,
} from './sienge-mapping';

/**
 * Mapped Sienge records into the import service's batch rows (packages/api import-batch.ts). A record
 * the batch cannot carry (a company without CNPJ, a customer without e-mail) becomes an issue here, and
 * so do the rows that depended on it, so the service never refuses a batch for a reason we knew.
 */

/** Rows of a batch and the records left out of it. */
export interface BuiltBatch {
  readonly batch: ImportBatch;
  readonly issues: SiengeRowIssue[];
}

export function companyRows(companies: readonly MappedCompany[]): BuiltBatch {
  const issues: SiengeRowIssue[] = [];
  const rows: ImportCompany[] = [];
  for (const c of companies) {
    if (!c.cnpj) {
      issues.push({
        entity: 'company',
        externalId: c.externalId,
        field: 'cnpj',
        message: 'empresa sem CNPJ',
      });
      continue;
    }
    rows.push({ external_id: c.externalId, name: c.name, cnpj: c.cnpj });
  }
  return { batch: { companies: rows }, issues };
}

export function enterpriseRows(enterprises: readonly MappedEnterprise[]): BuiltBatch {
  const issues: SiengeRowIssue[] = [];
  const rows: ImportEnterprise[] = [];
  for (const e of enterprises) {
    if (!e.creationDate) {
      issues.push({
        entity: 'enterprise',
        externalId: e.externalId,
        field: 'creationDate',
        message: 'empreendimento sem data de criação',
      });
      continue;
    }
    rows.push({
      external_id: e.externalId,
      company_external_id: e.companyExternalId,
      name: e.name,
      ...(e.address ? { address: e.address } : {}),
      creation_date: e.creationDate,
    });
  }
  return { batch: { enterprises: rows }, issues };
}

export function customerRows(customers: readonly MappedCustomer[]): BuiltBatch {
  const issues: SiengeRowIssue[] = [];
  const rows: ImportCustomer[] = [];
  for (const c of customers) {
    if (!c.email) {
      // The portal's sign-up matches CPF/CNPJ and e-mail: without one the customer could never enter.
      issues.push({
        entity: 'customer',
        externalId: c.externalId,
        field: 'email',
        message: 'cliente sem e-mail no Sienge (não poderá se cadastrar no portal)',
      });
      continue;
    }
    rows.push({ external_id: c.externalId, name: c.name, cpf_cnpj: c.document, email: c.email });
  }
  return { batch: { customers: rows }, issues };
}

/** One bill: its contract, the unit it sold, and its installments. */
export interface BillRecords {
  readonly contract: MappedContract;
  readonly installments: readonly MappedInstallment[];
  /** Sienge's `payOffDate` of the bill, when paid off. */
  readonly payOffDate?: string | null;
}

/**
 * Contracts, the units they sold and their installments. An installment whose balance is zero is paid:
 * its receipts give date and amounts; when Sienge sent none, the adjusted value on the bill's pay-off
 * date (or the due date) stands in. A partly paid installment stays open (the portal keeps one receipt).
 */
export function billRows(
  bills: readonly BillRecords[],
  units: ReadonlyMap<string, MappedUnit & { enterpriseExternalId: string }>,
): BuiltBatch {
  const contracts: ImportContract[] = [];
  const soldUnits: ImportUnit[] = [];
  const installments: ImportInstallment[] = [];
  for (const { contract: c, installments: list, payOffDate } of bills) {
    contracts.push({
      external_id: c.externalId,
      customer_external_id: c.customerExternalId,
      company_external_id: c.companyExternalId,
      enterprise_external_id: c.enterpriseExternalId,
      document: c.document,
      contract_date: c.contractDate,
      ...(c.correctionIndex ? { correction_index: c.correctionIndex } : {}),
      // Sienge's receivable bill, as observed, carries no interest rate nor prepayment flag: both stay
      // absent, so what the import API or the spreadsheet gave is kept (product rule §8; a new contract:
      // no interest, prepayment allowed).
    });
    const unit = c.unitExternalId ? units.get(c.unitExternalId) : undefined;
    if (unit) {
      soldUnits.push({
        external_id: unit.externalId,
        enterprise_external_id: unit.enterpriseExternalId,
        name: unit.name,
        contract_external_id: c.externalId,
      });
    }
    for (const i of list) installments.push(installmentRow(i, payOffDate ?? null));
  }
  return { batch: { contracts, units: soldUnits, installments }, issues: [] };
}

function installmentRow(i: MappedInstallment, payOffDate: string | null): ImportInstallment {
  const row: ImportInstallment = {
    external_id: `${i.contractExternalId}/${i.externalId}`,
    contract_external_id: i.contractExternalId,
    number: i.number,
    due_date: i.dueDate,
    original_cents: i.originalCents,
    adjusted_cents: i.adjustedCents,
  };
  // An open installment says so (null receipt): left out, the receipt of a reversed payment would be
  // kept (docs/product/calls.md, "Import API (ERP)").
  if (i.balanceCents > 0) return { ...row, receipt_date: null, receipt_cents: null };
  const received = i.receipts.reduce((sum, r) => sum + r.cents, 0);
  const net = i.receipts.reduce((sum, r) => sum + r.netCents, 0);
  const last = i.receipts
    .map((r) => r.date)
    .sort()
    .at(-1);
  return {
    ...row,
    receipt_date: last ?? payOffDate ?? i.dueDate,
    receipt_cents: received > 0 ? received : i.adjustedCents,
    receipt_net_cents: net > 0 ? net : received > 0 ? received : i.adjustedCents,
  };
}

/** Units no bill sold (their `contract_external_id` is null). */
export function unsoldUnitRows(units: Iterable<MappedUnit & { enterpriseExternalId: string }>): BuiltBatch {
  const rows: ImportUnit[] = [];
  for (const u of units) {
    rows.push({
      external_id: u.externalId,
      enterprise_external_id: u.enterpriseExternalId,
      name: u.name,
      contract_external_id: null,
    });
  }
  return { batch: { units: rows }, issues: [] };
}

/** The Sienge id of the row a service error names (the row is 1-based in its entity's array). */
export function issueOfRowError(batch: ImportBatch, error: ImportRowError): SiengeRowIssue {
  const row = batch[error.entity]?.[error.row - 1] as { external_id?: string } | undefined;
  const entity = (
    {
      companies: 'company',
      enterprises: 'enterprise',
      customers: 'customer',
      contracts: 'bill',
      units: 'unit',
      installments: 'installment',
    } as const
  )[error.entity];
  return { entity, externalId: row?.external_id, field: error.field || '(linha)', message: error.message };
}

/**
 * The batch without the rows the service refused, and without the rows that named them (a refused
 * contract takes its installments and its unit along). `refused` holds `entity:external_id` keys.
 */
export function withoutRefused(batch: ImportBatch, refused: ReadonlySet<string>): ImportBatch {
  const gone = (entity: string, id: string | null | undefined) =>
    id !== null && id !== undefined && refused.has(`${entity}:${id}`);
  const companies = batch.companies?.filter((r) => !gone('companies', r.external_id));
  const dropCompany = (id: string) => gone('companies', id);
  const enterprises = batch.enterprises?.filter(
    (r) => !gone('enterprises', r.external_id) && !dropCompany(r.company_external_id),
  );
  const customers = batch.customers?.filter((r) => !gone('customers', r.external_id));
  const contracts = batch.contracts?.filter(
    (r) =>
      !gone('contracts', r.external_id) &&
      !gone('customers', r.customer_external_id) &&
      !gone('enterprises', r.enterprise_external_id) &&
      !dropCompany(r.company_external_id),
  );
  const keptContracts = new Set(contracts?.map((r) => r.external_id));
  const allContracts = new Set(batch.contracts?.map((r) => r.external_id));
  const contractGone = (id: string) => allContracts.has(id) && !keptContracts.has(id);
  const units = batch.units?.filter(
    (r) =>
      !gone('units', r.external_id) &&
      !gone('enterprises', r.enterprise_external_id) &&
      !(r.contract_external_id && contractGone(r.contract_external_id)),
  );
  const installments = batch.installments?.filter(
    (r) => !gone('installments', r.external_id) && !contractGone(r.contract_external_id),
  );
  return {
    ...(companies ? { companies } : {}),
    ...(enterprises ? { enterprises } : {}),
    ...(customers ? { customers } : {}),
    ...(contracts ? { contracts } : {}),
    ...(units ? { units } : {}),
    ...(installments ? { installments } : {}),
  };
}

/** How many rows a batch carries. */
export function batchSize(batch: ImportBatch): number {
  return (
    (batch.companies?.length ?? 0) +
    (batch.enterprises?.length ?? 0) +
    (batch.customers?.length ?? 0) +
    (batch.contracts?.length ?? 0) +
    (batch.units?.length ?? 0) +
    (batch.installments?.length ?? 0)
  );
}
