/** An installment offered for anticipation: its id (the caller's), due date (ISO) and corrected value in cents. */
export interface PrepaymentInstallment<Id extends string | number = string | number> {
  readonly id: Id;
  readonly dueDate: string;
  /** Its current (corrected) value, integer cents. */
  readonly valueCents: number;
}

/** What is asked to quote: the installments, the contract's monthly rate and the day of payment. */
export interface PrepaymentRequest<Id extends string | number = string | number> {
  readonly installments: readonly PrepaymentInstallment<Id>[];
  /** Decimal fraction per month: `0.01` is 1 % a.m. (product rule §8). */
  readonly monthlyRate: number;
  /** The day the buyer pays, ISO `YYYY-MM-DD` (today in São Paulo for the portal). */
  readonly paymentDate: string;
}

/** One quoted installment: its value, the days it is paid ahead, its present value and the discount. */
export interface PrepaymentQuoteLine<Id extends string | number = string | number> {
  readonly id: Id;
  readonly dueDate: string;
  /** Calendar days from the payment date to the due date (at least 1). */
  readonly days: number;
  readonly valueCents: number;
  readonly presentValueCents: number;
  /** `valueCents − presentValueCents`: the interest taken off. */
  readonly discountCents: number;
}

/** A quote: the lines in the order given and their sums (each line rounded first, then summed). */
export interface PrepaymentQuote<Id extends string | number = string | number> {
  readonly paymentDate: string;
  readonly monthlyRate: number;
  readonly installments: readonly PrepaymentQuoteLine<Id>[];
  /** Sum of the lines' values. */
  readonly valueCents: number;
  /** Sum of the lines' present values: what the buyer pays. */
  readonly totalCents: number;
  /** Sum of the lines' discounts (`valueCents − totalCents`). */
  readonly discountCents: number;
}

/**
 * Why a quote is refused: a rate outside `0 ≤ rate < 1`, a payment date that is not a date, no
 * installment, an installment without a real due date or a valid value, one given twice, or one due on
 * or before the payment date (overdue or due today: paid by its slip, with fine and interest if late).
 */
export type PrepaymentRefusalCode =
  | 'invalid-rate'
  | 'invalid-payment-date'
  | 'no-installments'
  | 'invalid-installment'
  | 'repeated-installment'
  | 'not-future';

/** A refused quote: the reason, its Portuguese text and the installments it names (none for the whole request). */
export interface PrepaymentRefusal<Id extends string | number = string | number> {
  readonly code: PrepaymentRefusalCode;
  readonly message: string;
  readonly installmentIds: readonly Id[];
}

/** The answer of `quotePrepayment`: a quote, or a refusal — never a throw. */
export type PrepaymentQuoteResult<Id extends string | number = string | number> =
  | { readonly ok: true; readonly quote: PrepaymentQuote<Id> }
  | { readonly ok: false; readonly refusal: PrepaymentRefusal<Id> };
