import type { CompanyRow, ContractRow, EnterpriseRow, InstallmentRow } from './batch-rows';

/*
 * What an optional field of an import row stands for when a new row leaves it out, or any row sends it
 * null or empty (docs/product/calls.md, "Import API (ERP)"). Left out of a known row, it keeps the stored
 * value instead. One table for the reader (validate-rows.ts) and the writer (apply/queries.ts).
 */

export const companyDefaults = (row: Pick<CompanyRow, 'cnpj'>) => ({
  address: '',
  city: '',
  state: '',
  bankCode: '',
  agency: '',
  account: '',
  convenio: '',
  carteira: '',
  pixKey: row.cnpj,
});

export const ENTERPRISE_DEFAULTS = {
  address: '',
  deliveryDate: null,
  fundationPercent: 0,
  structurePercent: 0,
  masonryPercent: 0,
  instalationPercent: 0,
  finishPercent: 0,
} as const satisfies Partial<Record<keyof EnterpriseRow, unknown>>;

export const contractDefaults = (row: Pick<ContractRow, 'externalId'>) => ({
  document: row.externalId,
  monetaryUnit: 'REAL',
  correctionIndex: '',
  // No interest, prepayment allowed: migration 0016's defaults (product rule §8).
  interestMonthlyRate: 0,
  prepaymentAllowed: true,
});

/** A unit no contract sold, whose keys were not handed over (product rule §9). */
export const UNIT_DEFAULTS = { contractId: null, handoverDate: null };

export const installmentDefaults = (row: Pick<InstallmentRow, 'originalCents'>) => ({
  adjustedCents: row.originalCents,
  receiptDate: null,
  receiptCents: null,
  receiptNetCents: null,
});
