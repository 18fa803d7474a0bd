import { eq, sql } from 'drizzle-orm';
import { AppError, rateLimited } from '../../app-error';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema/people';
import { MailDeliveryError } from '../../mail/mailer';
import { resetMail } from '../../mail/templates';
import { limitAddress } from '../../security/client-ip';
import { RATE_POLICIES, takeAttempt } from '../../security/rate-limiter';
import {
  consumeAccountToken,
  issueAccountToken,
  revokeAccountToken,
  spendAllAccountTokens,
} from './account-tokens';
import { findAccountByEmail, normalizeEmail } from './accounts';
import { revokeAllSessions } from './sessions';

/**
 * `POST /api/v1/user/send-reset-password-email`: the caller learns nothing about whether the e-mail
 * has an account — the same 200, and the same time (decision 016): the request only counts the
 * attempt; the look-up, the token and the e-mail happen once `answered` (the answer written) settles,
 * for every e-mail.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  rawEmail: string,
  ip: string,
  answered?: Promise<void>,
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const now = ctx.clock.now();
  for (const [key, policy] of [
    [`reset:ip:${limitAddress(ip)}`, RATE_POLICIES.resetIp],
    [`reset:email:${email}`, RATE_POLICIES.resetEmail],
  ] as const) {
    const decision = await takeAttempt(ctx.database, key, policy, now);
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
  }
  ctx.background.run('password-reset e-mail', () => sendResetLink(ctx, email, now), answered);
}

/**
 * The reset e-mail of an account, if `email` has one. The link is built from `PUBLIC_URL`, never from
 * the Host header, so a forged Host cannot send someone else's token to an attacker's site.
 */
async function sendResetLink(ctx: AppContext, email: string, now: Date): Promise<void> {
  const account = await findAccountByEmail(ctx.db, email);
  // A deactivated staff member could not log in with the new password anyway (decision 051).
  if (!account || account.deactivated) return;
  const token = await issueAccountToken(ctx.db, account.id, 'reset', now);
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    // A failing SMTP server makes the mailer keep the message and retry it while the link is valid.
    await ctx.mailer.send(resetMail(ctx.brand, account.email, account.name, link));
  } catch (error) {
    // Neither sent nor kept. The caller had its 200 long ago, as for any e-mail; the undelivered link
    // is deleted and the operator reads the log.
    if (!(error instanceof MailDeliveryError)) throw error;
    await revokeAccountToken(ctx.db, token);
    ctx.logger.error('password-reset e-mail lost', { account_id: account.id, error: error.message });
  }
}

/**
 * `POST /api/v1/user/reset-password`: spends the token (a reset link, or a staff invitation), stores the
 * new hash and ends every session of the account. Following the link proves the e-mail is the person's,
 * so a pending account becomes active.
 */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  newPassword: string,
  ip: string,
): Promise<void> {
  const now = ctx.clock.now();
  const decision = await takeAttempt(
    ctx.database,
    `reset:ip:${limitAddress(ip)}`,
    RATE_POLICIES.resetIp,
    now,
  );
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
  // Hash first: the token is spent only when everything else is ready.
  const passwordHash = await ctx.passwords.hash(newPassword);
  // The same page sets the first password of invited staff (docs/decisions/051-staff-accounts.md).
  const accountId =
    (await consumeAccountToken(ctx.db, token, 'reset', now)) ??
    (await consumeAccountToken(ctx.db, token, 'invitation', now));
  if (accountId === null) throw new AppError(400, 'RESET-PASSWORD-400');
  await ctx.db
    .update(accounts)
    .set({
      passwordHash,
      status: 'active',
      activatedAt: sql`coalesce(${accounts.activatedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(accounts.id, accountId));
  // Every other link still in a mailbox dies with the old password (decision 016).
  await spendAllAccountTokens(ctx.db, accountId, now);
  await revokeAllSessions(ctx, accountId, 'password-reset');
}
