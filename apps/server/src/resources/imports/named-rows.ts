import { companies, enterprises } from '../../db/schema/enterprises';
import {
  type ExistingContract,
  type ExistingCustomer,
  existingContracts,
  existingCustomers,
  idsByExternalId,
  type Tx,
} from './import-queries';
import type { ReadRows } from './validate-rows';

/** The rows of a batch that were read without error. */
export const present = <T>(list: readonly (T | null)[]): T[] => list.filter((row): row is T => row !== null);

/** The rows of the base a batch names: by ERP id, and the customers also by CPF/CNPJ. */
export interface Found {
  readonly companyIds: Map<string, number>;
  readonly enterpriseIds: Map<string, number>;
  readonly contracts: Map<string, ExistingContract>;
  readonly customers: readonly ExistingCustomer[];
}

/** Looks up the rows of the base a batch names. */
export async function findNamed(tx: Tx, rows: ReadRows): Promise<Found> {
  const enterpriseRows = present(rows.enterprises);
  const contractRows = present(rows.contracts);
  const unitRows = present(rows.units);
  const customerRows = present(rows.customers);
  return {
    companyIds: await idsByExternalId(tx, companies, [
      ...enterpriseRows.map((row) => row.companyRef),
      ...contractRows.map((row) => row.companyRef),
    ]),
    enterpriseIds: await idsByExternalId(tx, enterprises, [
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
