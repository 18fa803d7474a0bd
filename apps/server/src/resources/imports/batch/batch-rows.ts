import type { ImportEntity } from '@portal/api';

/*
 * The rows of a batch once validated: trimmed, documents unmasked, e-mails lower-case, in the column
 * shapes the upserts write. References stay ERP ids until applied. An optional field is absent
 * (undefined) when the row left it out, which keeps the stored value (docs/product/calls.md, "Import API
 * (ERP)"; a new row gets row-defaults.ts's value); a present one is written, null or an empty text as
 * that default.
 */

export interface CompanyRow {
  readonly externalId: string;
  readonly name: string;
  readonly cnpj: string;
  readonly address?: string;
  readonly city?: string;
  readonly state?: string;
  readonly bankCode?: string;
  readonly agency?: string;
  readonly account?: string;
  readonly convenio?: string;
  readonly carteira?: string;
  readonly pixKey?: string;
}

export interface EnterpriseRow {
  readonly externalId: string;
  readonly companyRef: string;
  readonly name: string;
  readonly searchName: string;
  readonly address?: string;
  readonly creation: string;
  /** The expected delivery (ISO; null clears it) and the stage percents. */
  readonly deliveryDate?: string | null;
  readonly fundationPercent?: number;
  readonly structurePercent?: number;
  readonly masonryPercent?: number;
  readonly instalationPercent?: number;
  readonly finishPercent?: number;
}

export interface CustomerRow {
  readonly externalId: string;
  readonly name: string;
  readonly personType: 'individual' | 'company';
  readonly cpf: string | null;
  readonly cnpj: string | null;
  readonly email: string;
}

export interface ContractRow {
  readonly externalId: string;
  readonly customerRef: string;
  readonly companyRef: string;
  readonly enterpriseRef: string;
  readonly document?: string;
  readonly contractDate: string;
  readonly monetaryUnit?: string;
  readonly correctionIndex?: string;
  /** Decimal fraction per month, 8 decimal places (product rule §8). */
  readonly interestMonthlyRate?: number;
  readonly prepaymentAllowed?: boolean;
}

export interface UnitRow {
  readonly externalId: string;
  readonly enterpriseRef: string;
  readonly name: string;
  /** The contract that sold it; null while unsold. */
  readonly contractRef?: string | null;
  /** The day the keys were handed over (product rule §9); null while not delivered. */
  readonly handoverDate?: string | null;
}

export interface InstallmentRow {
  readonly externalId: string;
  readonly contractRef: string;
  readonly number: number;
  readonly dueDate: string;
  readonly originalCents: number;
  readonly adjustedCents?: number;
  /** The receipt: its three fields present together (null: unpaid) or absent together. */
  readonly receiptDate?: string | null;
  readonly receiptCents?: number | null;
  readonly receiptNetCents?: number | null;
}

/** A validated batch: every entity present (empty when the batch had none). */
export interface BatchRows {
  readonly companies: readonly CompanyRow[];
  readonly enterprises: readonly EnterpriseRow[];
  readonly customers: readonly CustomerRow[];
  readonly contracts: readonly ContractRow[];
  readonly units: readonly UnitRow[];
  readonly installments: readonly InstallmentRow[];
}

/** Rows of each entity. */
export type RowOf<E extends ImportEntity> = BatchRows[E][number];
