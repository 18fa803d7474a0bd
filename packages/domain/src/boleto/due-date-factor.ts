import { BOLETO_MESSAGES } from './boleto-messages';
import { type BoletoResult, fail, ok } from './boleto-types';
import { dayNumberFromIso, isoFromDayNumber } from './calendar-days';

/** Day number of 1997-10-07, the FEBRABAN base date (factor 0 would be that day). */
const BASE_DAY = dayNumberFromIso('1997-10-07') as number;
/** Factors run 1000..9999 and then start again at 1000: a cycle of 9000 days. */
const CYCLE = 9000;
const FIRST_FACTOR = 1000;
const LAST_FACTOR = 9999;

/** First due date that has a factor: 2000-07-03 (factor 1000, Carta Circular BCB 2.926). */
export const FIRST_FACTOR_DATE = '2000-07-03';

/**
 * The 4-digit due-date factor of a bank slip for an ISO due date.
 *
 * Days since 1997-10-07; since the FEBRABAN rule in force from 22 Feb 2025 the count restarts at 1000
 * after 9999 (2025-02-21 = 9999, 2025-02-22 = 1000, 2025-02-23 = 1001…), and the same rule repeats every
 * 9000 days (next restart after 2049-10-13). Dates before 2000-07-03 (factor 1000 of the first cycle) are
 * refused.
 */
export function dueDateFactor(isoDate: string): BoletoResult<number> {
  const day = dayNumberFromIso(isoDate);
  if (day === undefined) return fail('due-date', BOLETO_MESSAGES.dueDateFormat);
  const elapsed = day - BASE_DAY;
  if (elapsed < FIRST_FACTOR) return fail('due-date', BOLETO_MESSAGES.dueDateTooEarly);
  return ok(((elapsed - FIRST_FACTOR) % CYCLE) + FIRST_FACTOR);
}

/**
 * The due date a factor stands for. A factor names one date per 9000-day cycle, so it is resolved to
 * the candidate nearest to `referenceIsoDate` (usually today or the issue date, passed in), as banks do
 * within their window; an exact tie goes to the later date. Factors outside 1000..9999 are refused
 * (`0000` means "no due date" and has no date).
 */
export function dateFromFactor(factor: number, referenceIsoDate: string): BoletoResult<string> {
  if (!Number.isInteger(factor) || factor < FIRST_FACTOR || factor > LAST_FACTOR) {
    return fail('factor', BOLETO_MESSAGES.factorRange);
  }
  const reference = dayNumberFromIso(referenceIsoDate);
  if (reference === undefined) return fail('reference-date', BOLETO_MESSAGES.referenceDate);
  // Candidates are factor + 9000·k days after the base (k ≥ 0); pick the k nearest to the reference.
  const cycles = Math.max(0, Math.round((reference - BASE_DAY - factor) / CYCLE));
  return ok(isoFromDayNumber(BASE_DAY + factor + cycles * CYCLE));
}
