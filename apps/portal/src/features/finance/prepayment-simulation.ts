import type { PrepaymentQuote } from '@portal/api';
import type { PrepaymentSimulation } from '@portal/ui/screens';

/**
 * The server's quote (product rule §8 "Pay ahead") as the anticipation dialog reads it, for the
 * customer's statement and the staff's client page alike; imported only by their on-demand modules
 * (decision 073).
 */
/** Every installment that can be paid ahead on the quote's date, last first, with its money. */
export function simulationOfQuote(quote: PrepaymentQuote): PrepaymentSimulation {
  return {
    paymentDate: quote.payment_date,
    mode: quote.mode,
    lines: quote.installments.map((line) => ({
      installmentId: line.installment_id,
      installmentNumber: line.installment_number,
      dueDate: line.due_date,
      valueCents: line.value,
      presentValueCents: line.present_value,
      discountCents: line.discount,
      heldBy: line.held_by,
    })),
  };
}
