import type { ImportRowError } from '@portal/api';
import type { Tx } from '../batch/transaction';
import type { ReadRows } from '../batch/validate-rows';
import { type Adoption, customerAdoptions, installmentAdoptions } from './import-adoptions';
import { type Found, present } from './named-rows';
import {
  type ExistingContract,
  existingContracts,
  existingCustomers,
  existingInstallments,
  idsByExternalId,
} from './queries';
import { checkReferences } from './reference-checks';

/** What the database already holds of the ERP ids a batch names. */
export interface Known {
  readonly companies: Map<string, number>;
  readonly enterprises: Map<string, number>;
  readonly customers: Map<string, number>;
  readonly contracts: Map<string, ExistingContract>;
  readonly customerAdoptions: { id: number; externalId: string }[];
  readonly installmentAdoptions: { id: number; externalId: string }[];
}

/**
 * Looks up every ERP id the batch names and reports what cannot be resolved: a reference to a row that
 * is neither in the batch nor in the database, a unit sold by a contract of another enterprise, a
 * CPF/CNPJ that belongs to another customer, an installment number another installment of the contract
 * holds. A customer (or installment) of the base without an ERP id that matches a row by CPF/CNPJ (or
 * by contract and number) is adopted: it gets the row's ERP id and keeps its id, account and history.
 */
export async function lookUpReferences(tx: Tx, rows: ReadRows, errors: ImportRowError[]): Promise<Known> {
  const found = await findNamed(tx, rows);
  const customerIds = new Map(
    found.customers.flatMap((row) => (row.externalId ? [[row.externalId, row.id] as const] : [])),
  );
  checkReferences(rows, found, customerIds, errors);
  const customers = customerAdoptions(rows, found.customers, customerIds, errors);
  const installments = await adoptInstallments(tx, rows, found.contracts, errors);
  return {
    companies: found.companyIds,
    enterprises: found.enterpriseIds,
    customers: customerIds,
    contracts: found.contracts,
    customerAdoptions: customers,
    installmentAdoptions: installments,
  };
}

/** Looks up the rows of the base a batch names. */
async function findNamed(tx: Tx, rows: ReadRows): Promise<Found> {
  const enterpriseRows = present(rows.enterprises);
  const contractRows = present(rows.contracts);
  const unitRows = present(rows.units);
  const customerRows = present(rows.customers);
  return {
    companyIds: await idsByExternalId(tx, 'companies', [
      ...enterpriseRows.map((row) => row.companyRef),
      ...contractRows.map((row) => row.companyRef),
    ]),
    enterpriseIds: await idsByExternalId(tx, 'enterprises', [
      ...enterpriseRows.map((row) => row.externalId),
      ...contractRows.map((row) => row.enterpriseRef),
      ...unitRows.map((row) => row.enterpriseRef),
    ]),
    contracts: await existingContracts(tx, [
      ...contractRows.map((row) => row.externalId),
      ...unitRows.flatMap((row) => (row.contractRef ? [row.contractRef] : [])),
      ...present(rows.installments).map((row) => row.contractRef),
    ]),
    customers: await existingCustomers(
      tx,
      [...customerRows.map((row) => row.externalId), ...contractRows.map((row) => row.customerRef)],
      customerRows.flatMap((row) => (row.cpf ? [row.cpf] : [])),
      customerRows.flatMap((row) => (row.cnpj ? [row.cnpj] : [])),
    ),
  };
}

/** The installments of the base a batch's installments adopt (only contracts of the base hold any). */
async function adoptInstallments(
  tx: Tx,
  rows: ReadRows,
  contracts: ReadonlyMap<string, ExistingContract>,
  errors: ImportRowError[],
): Promise<Adoption[]> {
  const installmentRows = present(rows.installments);
  const baseContractIds = installmentRows.flatMap((row) => {
    const known = contracts.get(row.contractRef);
    return known ? [known.id] : [];
  });
  if (baseContractIds.length === 0) return [];
  const existing = await existingInstallments(
    tx,
    baseContractIds,
    installmentRows.map((row) => row.externalId),
  );
  return installmentAdoptions(rows, contracts, existing, errors);
}
