import type { Database, Db } from '../db/database';
import { countAttempt, deleteCountersStartedBefore, refundAndClear, selectNextAllowedAt } from './queries';

/** How one kind of attempt is limited. */
export interface RatePolicy {
  /** Attempts allowed in a window before delays start. */
  readonly free: number;
  /** Counter lifetime: after this long without a reset the count starts over. */
  readonly windowSeconds: number;
  /** First delay once `free` is spent; each further attempt doubles it. */
  readonly baseDelaySeconds: number;
  readonly maxDelaySeconds: number;
}

/** The outcome of asking for one attempt. */
export type RateDecision =
  | {
      readonly allowed: true;
      /** Attempts counted in the current window, this one included (1 = the first). */
      readonly hits: number;
    }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/** The policies of the platform (decision 008: logins per IP and per account, resets, sign-ups). */
export const RATE_POLICIES = {
  /** Wrong passwords for one account from one address (decision 016). */
  loginAccountIp: { free: 5, windowSeconds: 15 * 60, baseDelaySeconds: 2, maxDelaySeconds: 15 * 60 },
  /**
   * Wrong passwords for one account from anywhere: softer, and it never stops an address that has no
   * failures on the account (resources/accounts/sessions/service.ts), so guessing from many addresses cannot lock the owner out.
   */
  loginAccount: { free: 20, windowSeconds: 15 * 60, baseDelaySeconds: 2, maxDelaySeconds: 5 * 60 },
  loginIp: { free: 30, windowSeconds: 15 * 60, baseDelaySeconds: 2, maxDelaySeconds: 15 * 60 },
  resetEmail: { free: 3, windowSeconds: 60 * 60, baseDelaySeconds: 60, maxDelaySeconds: 60 * 60 },
  resetIp: { free: 10, windowSeconds: 60 * 60, baseDelaySeconds: 30, maxDelaySeconds: 60 * 60 },
  signUpIp: { free: 10, windowSeconds: 60 * 60, baseDelaySeconds: 30, maxDelaySeconds: 60 * 60 },
  refreshIp: { free: 120, windowSeconds: 15 * 60, baseDelaySeconds: 1, maxDelaySeconds: 5 * 60 },
  /** Password guesses against one activation link (it stays valid after a wrong one): 5, then delays. */
  activateToken: { free: 4, windowSeconds: 60 * 60, baseDelaySeconds: 30, maxDelaySeconds: 60 * 60 },
  activateIp: { free: 20, windowSeconds: 60 * 60, baseDelaySeconds: 30, maxDelaySeconds: 60 * 60 },
  // What one signed-in customer may create (decision 016): far above a person's use, far below
  // a script's. Each ticket e-mails support, each proof stores up to 1 GB, each document is a new PDF.
  customerTicket: { free: 20, windowSeconds: 60 * 60, baseDelaySeconds: 60, maxDelaySeconds: 60 * 60 },
  customerProof: { free: 20, windowSeconds: 60 * 60, baseDelaySeconds: 60, maxDelaySeconds: 60 * 60 },
  customerDocument: { free: 30, windowSeconds: 10 * 60, baseDelaySeconds: 10, maxDelaySeconds: 10 * 60 },
  // 'Assistência técnica' (product rule §9): a request stores up to 10 photos; a message up to 10 more.
  customerAssistance: { free: 10, windowSeconds: 60 * 60, baseDelaySeconds: 60, maxDelaySeconds: 60 * 60 },
  customerAssistanceMessage: {
    free: 60,
    windowSeconds: 60 * 60,
    baseDelaySeconds: 10,
    maxDelaySeconds: 30 * 60,
  },
  /**
   * Calls to the Sienge webhook from one address (decision 057): a busy tenant's burst of receipts fits
   * (one event each), a loop or a flood waits; Sienge retries a refused notification later.
   */
  siengeWebhookIp: { free: 600, windowSeconds: 10 * 60, baseDelaySeconds: 5, maxDelaySeconds: 10 * 60 },
} as const satisfies Record<string, RatePolicy>;

/**
 * Counts an attempt *before* the work it guards, in one atomic upsert: the row is locked by
 * `ON CONFLICT DO UPDATE`, so fifty parallel attempts are counted one after the other and only the
 * first `free` (plus one) get through; the others see `next_allowed_at` in the future. The `WHERE` of
 * the update refuses the attempt without touching the row, so waiting clients cannot extend their own
 * block by hammering, and the delay grows only with attempts that were actually let through.
 */
export async function takeAttempt(
  database: Database,
  key: string,
  policy: RatePolicy,
  now: Date,
): Promise<RateDecision> {
  // The upsert (queries.ts) locks the row; see there how the window and the delays move.
  const hits = await countAttempt(database, key, policy, now);
  if (hits !== null) return { allowed: true, hits };
  const nextAllowedAt = await selectNextAllowedAt(database, key);
  const waitMs = nextAllowedAt ? nextAllowedAt.getTime() - now.getTime() : 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * True the first time `key` is seen in a window of `windowSeconds` (a counter that never blocks): used to
 * write a throttled login to the audit once per window instead of once per refused request.
 */
export async function firstInWindow(
  database: Database,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<boolean> {
  const policy = { free: 1_000_000_000, windowSeconds, baseDelaySeconds: 1, maxDelaySeconds: 1 };
  const decision = await takeAttempt(database, key, policy, now);
  return decision.allowed && decision.hits === 1;
}

/**
 * After the right password, in one statement: one attempt given back to each of `refund` (a successful
 * login should not count against a shared office IP; one or two keys) and the counter `clear` forgotten
 * (the account and address that just got it right).
 */
export async function settleAttempts(
  database: Database,
  refund: readonly [string] | readonly [string, string],
  clear: string,
): Promise<void> {
  await refundAndClear(database, refund, clear);
}

/** The longest counting window of any policy: a row whose window started before that is dead weight. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_POLICIES).map((p) => p.windowSeconds)) * 1000;

/**
 * Housekeeping: deletes counters whose window is over for every policy. `takeAttempt` restarts such a
 * counter from scratch anyway (whatever its delay), so deleting it changes no decision. Returns how many
 * rows went.
 */
export async function deleteExpiredAttempts(db: Db, now: Date): Promise<number> {
  return deleteCountersStartedBefore(db, new Date(now.getTime() - LONGEST_WINDOW_MS));
}
