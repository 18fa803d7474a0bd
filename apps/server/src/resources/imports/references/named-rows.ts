import type { ExistingContract, ExistingCustomer } from './queries';

/** The rows of a batch that were read without error. */
export const present = <T>(list: readonly (T | null)[]): T[] => list.filter((row): row is T => row !== null);

/** The rows of the base a batch names: by ERP id, and the customers also by CPF/CNPJ. */
export interface Found {
  readonly companyIds: Map<string, number>;
  readonly enterpriseIds: Map<string, number>;
  readonly contracts: Map<string, ExistingContract>;
  readonly customers: readonly ExistingCustomer[];
}
