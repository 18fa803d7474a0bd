import { calendarDateAt, DEFAULT_TIME_ZONE } from '../dates/calendar';
import { parseIsoDate } from '../dates/iso-date';
import { isPayableStatus } from './status';

/** The fields of an installment that decide whether it is the newest payable slip. */
export interface PayableCandidate {
  status?: unknown;
  due_date?: unknown;
}

/**
 * The installment whose slip the Boleto panel offers (spec section 4): the first one, in the order
 * given, with status `payable` whose due date falls in the current month and year. "Current" is read
 * at `now` in `timeZone` (default America/Sao_Paulo) so the month flips at midnight in Brazil, not in UTC.
 * Returns null when there is none; the panel then says the newest slip was paid.
 * Throws a RangeError only for an invalid `now`.
 */
export function findNewestPayableSlip<T extends PayableCandidate>(
  installments: readonly T[],
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): T | null {
  const today = calendarDateAt(now, timeZone);
  for (const installment of installments) {
    if (!isPayableStatus(installment.status)) continue;
    const due = parseIsoDate(installment.due_date);
    if (due && due.year === today.year && due.month === today.month) return installment;
  }
  return null;
}
