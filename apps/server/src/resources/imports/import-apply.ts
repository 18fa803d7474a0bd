import type { ImportCounts, ImportCountsByEntity } from '@portal/api';
import { companies, enterprises } from '../../db/schema/enterprises';
import { contracts, installments, units } from '../../db/schema/finance';
import { customers } from '../../db/schema/people';
import type { BatchRows } from './batch-rows';
import type { Adoption } from './import-adoptions';
import { zeroCounts } from './import-counts';
import { adoptRows, upsertByExternalId, type Write } from './import-queries';
import type { Known } from './import-references';
import { upsertKeepingAbsent } from './upsert-keeping-absent';

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
  return upsertByExternalId(
    write,
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
}

// The delivery date and stage progress absent from a row keep the stored ones (docs/product/calls.md,
// "Import API (ERP)"): the Sienge connector never has them, and must not erase what the ERP or sheet gave.
function applyEnterprises(write: Write, rows: BatchRows, companyIds: Ids) {
  return upsertKeepingAbsent(
    write,
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
}

async function applyCustomers(write: Write, rows: BatchRows, adoptions: readonly Adoption[]) {
  await adoptRows(write, customers, adoptions);
  const customer = await upsertByExternalId(
    write,
    customers,
    ['externalId', 'name', 'personType', 'cpf', 'cnpj', 'email'],
    rows.customers.map((row) => ({ ...row })),
  );
  return { ids: customer.ids, counts: adopted(customer.counts, customer.updated, adoptions) };
}

function applyContracts(
  write: Write,
  rows: BatchRows,
  ids: { readonly customerIds: Ids; readonly companyIds: Ids; readonly enterpriseIds: Ids },
) {
  return upsertByExternalId(
    write,
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
      customerId: id(ids.customerIds, customerRef),
      companyId: id(ids.companyIds, companyRef),
      enterpriseId: id(ids.enterpriseIds, enterpriseRef),
    })),
  );
}

function applyUnits(write: Write, rows: BatchRows, enterpriseIds: Ids, contractIds: Ids) {
  return upsertByExternalId(
    write,
    units,
    ['externalId', 'enterpriseId', 'name', 'contractId'],
    rows.units.map(({ enterpriseRef, contractRef, ...row }) => ({
      ...row,
      enterpriseId: id(enterpriseIds, enterpriseRef),
      contractId: contractRef ? id(contractIds, contractRef) : null,
    })),
  );
}

async function applyInstallments(
  write: Write,
  rows: BatchRows,
  contractIds: Ids,
  adoptions: readonly Adoption[],
) {
  await adoptRows(write, installments, adoptions);
  const installment = await upsertByExternalId(
    write,
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
