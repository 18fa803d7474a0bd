/** A payment received in the year, as the income-tax statement lists it. */
export interface IncomeTaxPayment {
  readonly contractId: number;
  readonly number: number;
  readonly dueDate: string;
  readonly receiptDate: string | null;
  readonly receiptCents: number | null;
}

/** Everything the income-tax statement of one company and year is built from. */
export interface IncomeTaxSource {
  readonly year: number;
  readonly company: { readonly name: string; readonly cnpj: string; readonly address: string };
  /** The caller's contracts with the company signed by the end of the year, in id order. */
  readonly contracts: readonly {
    readonly id: number;
    readonly document: string;
    readonly contractDate: string;
    readonly enterprise: string;
  }[];
  /** Payments received during the year, by contract and installment number. */
  readonly payments: readonly IncomeTaxPayment[];
  /** Every installment of those contracts, for the balance owed on 31 December. */
  readonly installments: readonly {
    readonly contractId: number;
    readonly adjustedCents: number;
    readonly receiptDate: string | null;
    readonly receiptCents: number | null;
  }[];
  readonly units: readonly { readonly contractId: number | null; readonly name: string }[];
}
