import { eq, sql } from 'drizzle-orm';
import { AppError, rateLimited } from '../../app-error';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema/people';
import { limitAddress } from '../../security/client-ip';
import { sha256 } from '../../security/opaque-tokens';
import { RATE_POLICIES, takeAttempt } from '../../security/rate-limiter';
import { consumeAccountToken, inspectAccountToken, spendAllAccountTokens } from './account-tokens';
import { findAccountById } from './accounts';
import { revokeAllSessions } from './sessions';

/** What `POST /api/v1/user/activate` receives (validated by the contract). */
export interface ActivationInput {
  readonly token: string;
  readonly password?: string | undefined;
  readonly new_password?: string | undefined;
}

/**
 * `POST /api/v1/user/activate` (decision 016): the token proves the mailbox, the password proves
 * the person who signed up. Someone who signed up first with another person's e-mail and CPF chose the
 * password; the mailbox's owner does not know it and sets `new_password` instead, which replaces it and
 * revokes every session and every other e-mailed link, so the intruder is locked out. A wrong password
 * leaves the token usable; guesses are limited per link and per address before any work.
 */
export async function activateAccount(ctx: AppContext, input: ActivationInput, ip: string): Promise<void> {
  const now = ctx.clock.now();
  for (const [key, policy] of [
    [`activate:ip:${limitAddress(ip)}`, RATE_POLICIES.activateIp],
    [`activate:token:${sha256(input.token)}`, RATE_POLICIES.activateToken],
  ] as const) {
    const decision = await takeAttempt(ctx.database, key, policy, now);
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
  }
  const token = await inspectAccountToken(ctx.db, input.token, 'activation', now);
  if (token.state === 'unknown') throw new AppError(400, 'ACTIVATION-400');
  if (token.state === 'spent') throw new AppError(410, 'ACTIVATION-410');
  const account = await findAccountById(ctx.db, token.accountId);
  if (!account) throw new AppError(400, 'ACTIVATION-400');

  let newHash: string | undefined;
  if (input.new_password !== undefined) newHash = await ctx.passwords.hash(input.new_password);
  else if (!(await ctx.passwords.verify(account.passwordHash, input.password ?? ''))) {
    throw new AppError(400, 'ACTIVATION-PASSWORD-400');
  }
  // Spent only now, by one conditional update: of two racing requests, one wins and the other hears 410.
  if ((await consumeAccountToken(ctx.db, input.token, 'activation', now)) === null) {
    throw new AppError(410, 'ACTIVATION-410');
  }
  await ctx.db
    .update(accounts)
    .set({
      ...(newHash ? { passwordHash: newHash } : {}),
      status: 'active',
      activatedAt: sql`coalesce(${accounts.activatedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(accounts.id, account.id));
  // Other activation links of this sign-up are useless now; with a new password every link and session goes.
  await spendAllAccountTokens(ctx.db, account.id, now);
  if (newHash) await revokeAllSessions(ctx, account.id, 'activation-new-password');
}
