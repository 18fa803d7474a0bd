import * as z from 'zod/mini';
import { described } from './primitives';

/**
 * A contract's prepayment terms (product rule §8), optional in the answers that carry them: an ERP's
 * answer may not have them, and the portal then reads a contract without interest that may be paid
 * ahead (`contractTermsOf` of the domain), the default of every contract.
 */
export const contractTermsFields = () => ({
  interest_monthly_rate: z.optional(
    described(
      z.number().check(z.gte(0), z.lt(1)),
      "The contract's interest, a decimal fraction per month (0.01 = 1 % a.m.; 0 when none). Paying " +
        'ahead takes it off pro rata by days: value / (1 + rate)^(days / 30).',
    ),
  ),
  prepayment_allowed: z.optional(
    described(z.boolean(), 'False when the contract does not allow paying installments ahead.'),
  ),
});
