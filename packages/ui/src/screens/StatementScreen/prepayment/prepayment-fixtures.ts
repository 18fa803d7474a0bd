import { quotePrepayment } from '@portal/domain';
import type { InstallmentRow } from '../statement-types';
import type { PrepaymentHold, PrepaymentSimulation } from './prepayment-types';

/**
 * The simulation the server would answer for `rows` on `paymentDate` at `monthlyRate`, computed by
 * `quotePrepayment` of `@portal/domain` (product rule §8), so stories and tests need no server: the open
 * installments due after the payment date, the last first, `held` ones marked.
 */
export function simulationOf(
  rows: readonly InstallmentRow[],
  options: {
    monthlyRate: number;
    paymentDate: string;
    mode?: 'slip' | 'request';
    held?: ReadonlyMap<number, PrepaymentHold>;
  },
): PrepaymentSimulation {
  const future = rows
    .filter((row) => row.status === 'payable' && row.due_date > options.paymentDate)
    .sort((a, b) => b.due_date.localeCompare(a.due_date));
  if (future.length === 0)
    return { paymentDate: options.paymentDate, mode: options.mode ?? 'slip', lines: [] };
  const result = quotePrepayment({
    installments: future.map((row) => ({
      id: row.installment_id,
      dueDate: row.due_date,
      valueCents: row.current_balance,
    })),
    monthlyRate: options.monthlyRate,
    paymentDate: options.paymentDate,
  });
  if (!result.ok) throw new Error(result.refusal.message);
  const numbers = new Map(future.map((row) => [row.installment_id, row.installment_number]));
  return {
    paymentDate: options.paymentDate,
    mode: options.mode ?? 'slip',
    lines: result.quote.installments.map((line) => ({
      installmentId: line.id,
      installmentNumber: numbers.get(line.id) ?? 0,
      dueDate: line.dueDate,
      valueCents: line.valueCents,
      presentValueCents: line.presentValueCents,
      discountCents: line.discountCents,
      heldBy: options.held?.get(line.id) ?? null,
    })),
  };
}
