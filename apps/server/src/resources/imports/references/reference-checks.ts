import type { ImportEntity, ImportRowError } from '@portal/api';
import { IMPORT_ENTITY_LABELS, IMPORT_MESSAGES } from '@portal/domain';
import type { ReadRows } from '../batch/validate-rows';
import { type Found, present } from './named-rows';

/** Where a batch's references can point: the ERP ids in the batch, and those of the base. */
interface Targets {
  readonly found: Found;
  readonly customerIds: ReadonlyMap<string, number>;
  readonly companies: ReadonlySet<string>;
  readonly enterprises: ReadonlySet<string>;
  readonly customers: ReadonlySet<string>;
}

/** Reports, in `errors`, every reference of the batch to a row neither in the batch nor in the base. */
export function checkReferences(
  rows: ReadRows,
  found: Found,
  customerIds: ReadonlyMap<string, number>,
  errors: ImportRowError[],
): void {
  const inBatch = (entity: ImportEntity) =>
    new Set(present(rows[entity] as readonly ({ externalId: string } | null)[]).map((row) => row.externalId));
  const targets: Targets = {
    found,
    customerIds,
    companies: inBatch('companies'),
    enterprises: inBatch('enterprises'),
    customers: inBatch('customers'),
  };
  checkEnterprises(rows, targets, errors);
  checkContracts(rows, targets, errors);
  checkUnits(rows, targets, errors);
  checkInstallments(rows, errors, found);
}

function unknown(
  entity: ImportEntity,
  row: number,
  field: string,
  label: ImportEntity,
  ref: string,
): ImportRowError {
  return {
    entity,
    row,
    field,
    message: IMPORT_MESSAGES.unknownReference(IMPORT_ENTITY_LABELS[label], ref),
  };
}

const hasCompany = (t: Targets, ref: string) => t.companies.has(ref) || t.found.companyIds.has(ref);
const hasEnterprise = (t: Targets, ref: string) => t.enterprises.has(ref) || t.found.enterpriseIds.has(ref);

function checkEnterprises(rows: ReadRows, t: Targets, errors: ImportRowError[]): void {
  rows.enterprises.forEach((row, index) => {
    if (row && !hasCompany(t, row.companyRef))
      errors.push(unknown('enterprises', index + 1, 'company_external_id', 'companies', row.companyRef));
  });
}

function checkContracts(rows: ReadRows, t: Targets, errors: ImportRowError[]): void {
  rows.contracts.forEach((row, index) => {
    if (!row) return;
    const n = index + 1;
    if (!(t.customers.has(row.customerRef) || t.customerIds.has(row.customerRef)))
      errors.push(unknown('contracts', n, 'customer_external_id', 'customers', row.customerRef));
    if (!hasCompany(t, row.companyRef))
      errors.push(unknown('contracts', n, 'company_external_id', 'companies', row.companyRef));
    if (!hasEnterprise(t, row.enterpriseRef))
      errors.push(unknown('contracts', n, 'enterprise_external_id', 'enterprises', row.enterpriseRef));
  });
}

/** A unit's enterprise must exist, and the contract that sold it must be of that enterprise. */
function checkUnits(rows: ReadRows, t: Targets, errors: ImportRowError[]): void {
  const batchContracts = new Map(present(rows.contracts).map((row) => [row.externalId, row]));
  rows.units.forEach((row, index) => {
    if (!row) return;
    const n = index + 1;
    if (!hasEnterprise(t, row.enterpriseRef))
      errors.push(unknown('units', n, 'enterprise_external_id', 'enterprises', row.enterpriseRef));
    if (!row.contractRef) return;
    const contractEnterprise = batchContracts.has(row.contractRef)
      ? batchContracts.get(row.contractRef)?.enterpriseRef
      : t.found.contracts.get(row.contractRef)?.enterpriseExternalId;
    if (contractEnterprise === undefined) {
      errors.push(unknown('units', n, 'contract_external_id', 'contracts', row.contractRef));
    } else if (contractEnterprise !== row.enterpriseRef) {
      errors.push({
        entity: 'units',
        row: n,
        field: 'contract_external_id',
        message: IMPORT_MESSAGES.unitOtherEnterprise,
      });
    }
  });
}

function checkInstallments(rows: ReadRows, errors: ImportRowError[], found: Found): void {
  const batchContracts = new Set(present(rows.contracts).map((row) => row.externalId));
  rows.installments.forEach((row, index) => {
    if (row && !(batchContracts.has(row.contractRef) || found.contracts.has(row.contractRef)))
      errors.push(unknown('installments', index + 1, 'contract_external_id', 'contracts', row.contractRef));
  });
}
