import type { ImportRowError } from '@portal/api';
import { customerAdoptions, installmentAdoptions } from './import-adoptions';
import type { ExistingContract, Tx } from './import-queries';
import { findNamed } from './named-rows';
import { checkReferences } from './reference-checks';
import type { ReadRows } from './validate-rows';

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
  const installments = await installmentAdoptions(tx, rows, found.contracts, errors);
  return {
    companies: found.companyIds,
    enterprises: found.enterpriseIds,
    customers: customerIds,
    contracts: found.contracts,
    customerAdoptions: customers,
    installmentAdoptions: installments,
  };
}
