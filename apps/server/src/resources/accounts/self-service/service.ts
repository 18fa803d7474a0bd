import { isPasswordStrong } from '@portal/domain';
import { AppError, rateLimited } from '../../../app-error';
import type { AppContext } from '../../../context';
import { isUniqueViolation } from '../../../db/query-errors';
import { MailDeliveryError } from '../../../mail/mailer';
import { resetMail } from '../../../mail/templates';
import { limitAddress } from '../../../security/client-ip';
import { sha256 } from '../../../security/opaque-tokens';
import { RATE_POLICIES, takeAttempt } from '../../../security/rate-limiter';
import {
  consumeAccountToken,
  findAccountByEmail,
  findAccountById,
  inspectAccountToken,
  issueAccountToken,
  normalizeEmail,
  revokeAccountToken,
  spendAllAccountTokens,
} from '../identity/service';
import { revokeAllSessions } from '../sessions/service';
import {
  accountExistsFor,
  insertPendingUserAccount,
  selectCustomerIdByDocument,
  setAccountActive,
} from './queries';

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
  await setAccountActive(ctx.db, accountId, now, passwordHash);
  // Every other link still in a mailbox dies with the old password (decision 016).
  await spendAllAccountTokens(ctx.db, accountId, now);
  await revokeAllSessions(ctx, accountId, 'password-reset');
}

/**
 * `POST /api/v1/user` (product rule §3): the e-mail and the CPF/CNPJ must name the same customer
 * of the base (else 400), an administrator's e-mail gets 401, and anything else that prevents a new
 * account — above all an account that already exists — gets 421. The account starts pending.
 */
export async function signUp(
  ctx: AppContext,
  input: { email: string; password: string; cpf: string; cnpj: string },
  ip: string,
): Promise<void> {
  // The route's schema already refused it; the service keeps the domain rule for any other caller.
  if (!isPasswordStrong(input.password)) throw new AppError(400, 'REQUEST-400');
  const now = ctx.clock.now();
  const decision = await takeAttempt(
    ctx.database,
    `signup:ip:${limitAddress(ip)}`,
    RATE_POLICIES.signUpIp,
    now,
  );
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);

  const email = normalizeEmail(input.email);
  const existing = await findAccountByEmail(ctx.db, email);
  if (existing?.type === 'admin') throw new AppError(401, 'SIGN-UP-401');

  const customerId = await selectCustomerIdByDocument(
    ctx.db,
    email,
    input.cpf ? { cpf: input.cpf } : { cnpj: input.cnpj },
  );
  if (customerId === undefined) throw new AppError(400, 'SIGN-UP-400');
  if (existing) throw new AppError(421, 'SIGN-UP-421');

  if (await accountExistsFor(ctx.db, customerId, email)) throw new AppError(421, 'SIGN-UP-421');

  const passwordHash = await ctx.passwords.hash(input.password);
  try {
    await insertPendingUserAccount(ctx.db, { customerId, email, passwordHash, createdAt: now });
  } catch (error) {
    // Two sign-ups of the same person at once: the unique indexes let exactly one win.
    if (isUniqueViolation(error)) throw new AppError(421, 'SIGN-UP-421');
    throw error;
  }
}

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
  await setAccountActive(ctx.db, account.id, now, newHash);
  // Other activation links of this sign-up are useless now; with a new password every link and session goes.
  await spendAllAccountTokens(ctx.db, account.id, now);
  if (newHash) await revokeAllSessions(ctx, account.id, 'activation-new-password');
}
