/** An installment as the income-tax statement reads it (ISO dates, cents). */
export interface IncomeTaxInstallment {
  readonly adjustedCents: number;
  /** Day the payment was received; null while unpaid. */
  readonly receiptDate: string | null;
  readonly receiptCents: number | null;
}

/** The last day of a calendar year, ISO. */
export function yearEnd(year: number): string {
  return `${year}-12-31`;
}

/** Whether a payment received on `receiptDate` belongs to calendar `year`. */
export function paidInYear(receiptDate: string | null, year: number): boolean {
  return receiptDate !== null && receiptDate >= `${year}-01-01` && receiptDate <= yearEnd(year);
}

/** Total received, in cents (an unpaid installment counts 0). */
export function totalReceived(installments: readonly Pick<IncomeTaxInstallment, 'receiptCents'>[]): number {
  return installments.reduce((sum, row) => sum + (row.receiptCents ?? 0), 0);
}

/**
 * What was paid up to 31 December of `year`, in cents: every payment received by then. It is the
 * 'Situação em 31/12' the income-tax return asks for a property bought in installments.
 */
export function paidUntilYearEnd(
  installments: readonly Pick<IncomeTaxInstallment, 'receiptDate' | 'receiptCents'>[],
  year: number,
): number {
  const end = yearEnd(year);
  return totalReceived(installments.filter((row) => row.receiptDate !== null && row.receiptDate <= end));
}

/**
 * The balance owed on 31 December of `year`: the installments not paid by then (unpaid, or paid in a
 * later year), at their adjusted value.
 */
export function owedAtYearEnd(installments: readonly IncomeTaxInstallment[], year: number): number {
  const end = yearEnd(year);
  return installments
    .filter((row) => row.receiptDate === null || row.receiptDate > end)
    .reduce((sum, row) => sum + row.adjustedCents, 0);
}
