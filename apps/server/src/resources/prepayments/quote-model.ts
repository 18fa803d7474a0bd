import type { PrepaymentKind, PrepaymentQuote, QuotedInstallment } from '@portal/api';
import { type ErrorCode, nextIsoDay, quotePrepayment } from '@portal/domain';

/** How many days after today the customer may choose to pay (product rule §8, "Antecipar parcelas"). */
export const PAYMENT_DATE_DAYS_AHEAD = 5;

/** The payment dates the customer may choose: today to today plus five days (São Paulo). */
export function paymentWindow(today: string): { readonly first: string; readonly last: string } {
  let last = today;
  for (let day = 0; day < PAYMENT_DATE_DAYS_AHEAD; day++) last = nextIsoDay(last);
  return { first: today, last };
}

/** An open installment of the contract, as the quote reads it. */
export interface QuoteInstallment {
  readonly id: number;
  readonly number: number;
  readonly dueDate: string;
  /** Its current (corrected) value, cents. */
  readonly valueCents: number;
  /** The anticipation in progress holding it, if any. */
  readonly heldBy: PrepaymentKind | null;
}

/** What a quote is computed from. */
export interface QuoteInput {
  readonly billId: number;
  readonly contractDocument: string;
  readonly installments: readonly QuoteInstallment[];
  /** The chosen ones; undefined: every one not held ('Quitar contrato'). */
  readonly selectedIds?: readonly number[] | undefined;
  readonly paymentDate: string;
  readonly today: string;
  readonly monthlyRate: number;
  readonly mode: PrepaymentKind;
}

/** A quote, or the catalogue code that refuses it. */
export type QuoteOutcome =
  | { readonly ok: true; readonly quote: PrepaymentQuote }
  | { readonly ok: false; readonly code: ErrorCode };

/**
 * The simulation of paying ahead (product rule §8): every open installment due after the payment date,
 * last first, each at its present value (`quotePrepayment` of the domain), and the totals of the chosen
 * ones. Refused: a payment date outside today…today+5 (PREPAYMENT-DATE-422), a chosen installment that
 * is not one of those (PREPAYMENT-INSTALLMENT-422: paid, overdue, due by the payment date, another
 * contract's), or one an anticipation in progress holds (PREPAYMENT-409). Pure: the server calls it on
 * every quote and again when issuing, never trusting amounts from the client.
 */
export function buildQuote(input: QuoteInput): QuoteOutcome {
  const window = paymentWindow(input.today);
  if (input.paymentDate < window.first || input.paymentDate > window.last) {
    return { ok: false, code: 'PREPAYMENT-DATE-422' };
  }
  const future = input.installments
    .filter((installment) => installment.dueDate > input.paymentDate)
    .sort((a, b) => b.number - a.number);
  const byId = new Map(future.map((installment) => [installment.id, installment]));
  const selectedIds = input.selectedIds ?? future.filter((i) => i.heldBy === null).map((i) => i.id);
  for (const id of selectedIds) {
    const installment = byId.get(id);
    if (!installment) return { ok: false, code: 'PREPAYMENT-INSTALLMENT-422' };
    if (installment.heldBy !== null) return { ok: false, code: 'PREPAYMENT-409' };
  }
  const selected = new Set(selectedIds);
  const lines = new Map<number, { presentValueCents: number; discountCents: number }>();
  if (future.length > 0) {
    const result = quotePrepayment({
      installments: future.map((i) => ({ id: i.id, dueDate: i.dueDate, valueCents: i.valueCents })),
      monthlyRate: input.monthlyRate,
      paymentDate: input.paymentDate,
    });
    // Every installment given is open and due after the date: a refusal here is bad stored data.
    if (!result.ok) throw new Error(`prepayment quote refused: ${result.refusal.code}`);
    for (const line of result.quote.installments) lines.set(line.id, line);
  }
  const quoted: QuotedInstallment[] = future.map((installment) => {
    const line = lines.get(installment.id);
    const presentValue = line?.presentValueCents ?? installment.valueCents;
    return {
      installment_id: installment.id,
      installment_number: installment.number,
      due_date: installment.dueDate,
      value: installment.valueCents,
      present_value: presentValue,
      discount: installment.valueCents - presentValue,
      selected: selected.has(installment.id),
      held_by: installment.heldBy,
    };
  });
  let totalValue = 0;
  let total = 0;
  for (const line of quoted) {
    if (!line.selected) continue;
    totalValue += line.value;
    total += line.present_value;
  }
  return {
    ok: true,
    quote: {
      bill_id: input.billId,
      contract_document: input.contractDocument,
      payment_date: input.paymentDate,
      first_payment_date: window.first,
      last_payment_date: window.last,
      mode: input.mode,
      installments: quoted,
      total_value: totalValue,
      total_discount: totalValue - total,
      total,
    },
  };
}
