import type { ImportCounts, ImportCountsByEntity } from '@portal/api';
import type { BatchRows } from '../batch/batch-rows';
import type { Write } from '../batch/transaction';
import type { Adoption } from '../references/import-adoptions';
import type { Known } from '../references/service';
import { zeroCounts } from './import-counts';
import {
  adoptRows,
  upsertCompanies,
  upsertContracts,
  upsertCustomers,
  upsertEnterprises,
  upsertInstallments,
  upsertUnits,
} from './queries';

/** The database ids of the ERP ids, known before the batch or written by it. */
type Ids = ReadonlyMap<string, number>;

/** Writes a checked batch, entity after entity in reference order, each in multi-row statements. */
export async function apply(write: Write, rows: BatchRows, known: Known): Promise<ImportCountsByEntity> {
  const counts = zeroCounts();
  const company = await applyCompanies(write, rows);
  counts.companies = company.counts;
  const companyIds = new Map([...known.companies, ...company.ids]);

  const enterprise = await applyEnterprises(write, rows, companyIds);
  counts.enterprises = enterprise.counts;
  const enterpriseIds = new Map([...known.enterprises, ...enterprise.ids]);

  const customer = await applyCustomers(write, rows, known.customerAdoptions);
  counts.customers = customer.counts;
  const customerIds = new Map([...known.customers, ...customer.ids]);

  const contract = await applyContracts(write, rows, { customerIds, companyIds, enterpriseIds });
  counts.contracts = contract.counts;
  const contractIds = new Map([
    ...[...known.contracts].map(([key, value]) => [key, value.id] as const),
    ...contract.ids,
  ]);

  counts.units = (await applyUnits(write, rows, enterpriseIds, contractIds)).counts;
  counts.installments = (
    await applyInstallments(write, rows, contractIds, known.installmentAdoptions)
  ).counts;
  return counts;
}

/** The id of a reference the checks resolved (an unresolved one is a bug, not bad data). */
function id(map: Ids, ref: string): number {
  const found = map.get(ref);
  if (found === undefined) throw new Error(`unresolved reference ${ref}`);
  return found;
}

function applyCompanies(write: Write, rows: BatchRows) {
  return upsertCompanies(
    write,
    rows.companies.map((row) => ({ ...row })),
  );
}

function applyEnterprises(write: Write, rows: BatchRows, companyIds: Ids) {
  return upsertEnterprises(
    write,
    rows.enterprises.map(({ companyRef, ...row }) => ({ ...row, companyId: id(companyIds, companyRef) })),
  );
}

async function applyCustomers(write: Write, rows: BatchRows, adoptions: readonly Adoption[]) {
  await adoptRows(write, 'customers', adoptions);
  const customer = await upsertCustomers(
    write,
    rows.customers.map((row) => ({ ...row })),
  );
  return { ids: customer.ids, counts: adopted(customer.counts, customer.updated, adoptions) };
}

function applyContracts(
  write: Write,
  rows: BatchRows,
  ids: { readonly customerIds: Ids; readonly companyIds: Ids; readonly enterpriseIds: Ids },
) {
  return upsertContracts(
    write,
    rows.contracts.map(({ customerRef, companyRef, enterpriseRef, ...row }) => ({
      ...row,
      customerId: id(ids.customerIds, customerRef),
      companyId: id(ids.companyIds, companyRef),
      enterpriseId: id(ids.enterpriseIds, enterpriseRef),
    })),
  );
}

function applyUnits(write: Write, rows: BatchRows, enterpriseIds: Ids, contractIds: Ids) {
  return upsertUnits(
    write,
    rows.units.map(({ enterpriseRef, contractRef, ...row }) => ({
      ...row,
      enterpriseId: id(enterpriseIds, enterpriseRef),
      ...(contractRef === undefined ? {} : { contractId: contractRef ? id(contractIds, contractRef) : null }),
    })),
  );
}

async function applyInstallments(
  write: Write,
  rows: BatchRows,
  contractIds: Ids,
  adoptions: readonly Adoption[],
) {
  await adoptRows(write, 'installments', adoptions);
  const installment = await upsertInstallments(
    write,
    rows.installments.map(({ contractRef, ...row }) => ({
      ...row,
      contractId: id(contractIds, contractRef),
    })),
  );
  return { counts: adopted(installment.counts, installment.updated, adoptions) };
}

/** An adopted row got its ERP id written: it counts as updated even when nothing else changed. */
function adopted(
  counts: ImportCounts,
  updated: ReadonlySet<string>,
  adoptions: readonly { externalId: string }[],
): ImportCounts {
  const extra = adoptions.filter((row) => !updated.has(row.externalId)).length;
  return { created: counts.created, updated: counts.updated + extra, unchanged: counts.unchanged - extra };
}
