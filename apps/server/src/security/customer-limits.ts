import { rateLimited } from '../app-error';
import type { AppContext } from '../context';
import type { Caller } from './caller';
import { RATE_POLICIES, takeAttempt } from './rate-limiter';

/** What a signed-in customer creates, each with its own counter. */
export type CustomerAction =
  | 'ticket'
  | 'proof'
  | 'slip'
  | 'statement'
  | 'income-tax'
  | 'assistance'
  | 'assistance-message';

const POLICY_OF = {
  ticket: RATE_POLICIES.customerTicket,
  proof: RATE_POLICIES.customerProof,
  slip: RATE_POLICIES.customerDocument,
  statement: RATE_POLICIES.customerDocument,
  'income-tax': RATE_POLICIES.customerDocument,
  assistance: RATE_POLICIES.customerAssistance,
  'assistance-message': RATE_POLICIES.customerAssistanceMessage,
} as const;

/**
 * Counts one creation by the caller (per account, whatever address it comes from) before any work, and
 * throws 429 `RATE-LIMIT-429` with `Retry-After` once the policy's free allowance is spent (decision
 * 016). Administrators are counted like anyone: a stolen admin token is no reason for no limit.
 */
export async function takeCustomerAttempt(
  ctx: AppContext,
  caller: Caller,
  action: CustomerAction,
): Promise<void> {
  const decision = await takeAttempt(
    ctx.database,
    `create:${action}:account:${caller.accountId}`,
    POLICY_OF[action],
    ctx.clock.now(),
  );
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
}
