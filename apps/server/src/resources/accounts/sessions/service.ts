import { randomUUID } from 'node:crypto';
import { ACTIVATION_PAGE_PATH, type TokenResponse } from '@portal/api';
import { AppError, rateLimited } from '../../../app-error';
import type { AppContext } from '../../../context';
import type { ClientInfo } from '../../../http/client-info';
import { MailDeliveryError } from '../../../mail/mailer';
import { activationMail } from '../../../mail/templates';
import { messages } from '../../../messages/pt-BR';
import { ACCESS_TOKEN_SECONDS } from '../../../security/access-token';
import { limitAddress } from '../../../security/client-ip';
import { firstInWindow, RATE_POLICIES, settleAttempts, takeAttempt } from '../../../security/rate-limiter';
import {
  type AccountView,
  findAccountByEmail,
  findAccountById,
  issueAccountToken,
  normalizeEmail,
  revokeAccountToken,
} from '../identity/service';
import {
  insertLoginAttempt,
  insertSession,
  revokeSession,
  revokeSessionsOf,
  rotateRefreshToken,
  selectSessionOfToken,
} from './queries';

/**
 * `POST /api/v1/token`. Attempts are counted before the password is checked (rate-limiter), unknown
 * e-mails cost one argon2 verification like wrong passwords, and every outcome lands in the audit.
 */
export async function login(
  ctx: AppContext,
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<TokenResponse> {
  const email = normalizeEmail(input.email);
  const now = ctx.clock.now();
  const audit = (status: 'success' | 'error', description: string, account?: AccountView) =>
    insertLoginAttempt(ctx.database, {
      at: now,
      ip: client.ip,
      declaredIp: client.declaredIp ?? null,
      email,
      accountId: account?.id ?? null,
      customerName: account?.name ?? null,
      status,
      description,
    });

  // IPv6 counts per /64 (decision 056); the audit above keeps the full address.
  const address = limitAddress(client.ip);
  const ipKey = `login:ip:${address}`;
  const accountIpKey = `login:account-ip:${email}|${address}`;
  const accountKey = `login:account:${email}`;
  const refuse = async (key: string, windowSeconds: number, retryAfterSeconds: number) => {
    // One audit row per blocked key and window, not one per refused request (decision 016).
    if (await firstInWindow(ctx.database, `audit:${key}`, windowSeconds, now))
      await audit('error', messages.audit.rateLimited);
    return rateLimited(retryAfterSeconds);
  };
  // Per address, then per account and address: the strict limits (decision 016).
  const ipPolicy = { ...RATE_POLICIES.loginIp, free: ctx.config.loginsPerAddress };
  const byIp = await takeAttempt(ctx.database, ipKey, ipPolicy, now);
  if (!byIp.allowed) throw await refuse(ipKey, ipPolicy.windowSeconds, byIp.retryAfterSeconds);
  const byAccountIp = await takeAttempt(ctx.database, accountIpKey, RATE_POLICIES.loginAccountIp, now);
  if (!byAccountIp.allowed) {
    throw await refuse(
      accountIpKey,
      RATE_POLICIES.loginAccountIp.windowSeconds,
      byAccountIp.retryAfterSeconds,
    );
  }
  // Account-wide, the soft limit: it slows guessing spread over many addresses, but an address with no
  // failures on this account (this is its first attempt in the window) is still heard, so whoever
  // guesses elsewhere cannot lock the owner out.
  const byAccount = await takeAttempt(ctx.database, accountKey, RATE_POLICIES.loginAccount, now);
  if (!byAccount.allowed && byAccountIp.hits > 1) {
    throw await refuse(accountKey, RATE_POLICIES.loginAccount.windowSeconds, byAccount.retryAfterSeconds);
  }

  const account = await findAccountByEmail(ctx.db, email);
  let passwordOk = false;
  if (account) passwordOk = await ctx.passwords.verify(account.passwordHash, input.password);
  else await ctx.passwords.verifyNobody(input.password);
  if (!account || !passwordOk) {
    await audit('error', messages.audit.wrongCredentials, account);
    throw new AppError(401, 'LOGIN-401');
  }

  // The right password: this attempt counts against neither the office IP nor the account, and this
  // address starts clean. The account-wide count stays: a guessing run elsewhere goes on being slowed.
  await settleAttempts(ctx.database, byAccount.allowed ? [ipKey, accountKey] : [ipKey], accountIpKey);

  // Deactivated staff (docs/decisions/051-staff-accounts.md) or a customer whose access the staff blocked
  // (docs/product/rules.md, "Acesso do cliente"): told so, but only after the right password.
  if (account.deactivated) {
    const customer = account.type === 'user';
    await audit('error', customer ? messages.audit.blocked : messages.audit.deactivated, account);
    throw new AppError(403, customer ? 'LOGIN-BLOCKED-403' : 'LOGIN-DEACTIVATED-403');
  }

  if (account.status === 'pending') {
    await sendActivationLink(ctx, account, now, () =>
      audit('error', messages.audit.activationMailFailed, account),
    );
    await audit('error', messages.audit.pending, account);
    throw new AppError(403, 'LOGIN-403');
  }

  const tokens = await startSession(ctx, account, client);
  await audit('success', messages.audit.success, account);
  return tokens;
}

/**
 * The activation e-mail of a pending account, sent now or not at all: LOGIN-403 says "we sent it", so
 * when the mail server fails the person hears LOGIN-503 (try again in a few minutes) instead, the unsent
 * token is deleted, the failure is logged and audited, and the account stays pending as it was.
 */
export async function sendActivationLink(
  ctx: AppContext,
  account: AccountView,
  now: Date,
  auditFailure: () => Promise<void>,
): Promise<void> {
  const token = await issueAccountToken(ctx.db, account.id, 'activation', now);
  // The portal page asks for the sign-up password (or a new one) and activates by a POST (decision 016).
  const link = `${ctx.config.publicUrl}${ACTIVATION_PAGE_PATH}?token=${encodeURIComponent(token)}`;
  try {
    await ctx.mailer.sendNow(activationMail(ctx.brand, account.email, account.name, link));
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    await revokeAccountToken(ctx.db, token);
    ctx.logger.error('activation e-mail not delivered', { account_id: account.id, error: error.message });
    await auditFailure();
    throw new AppError(503, 'LOGIN-503', { 'Retry-After': '60' });
  }
}

/** A refresh token lives 30 days from its issue (each rotation starts a new period). */
export const REFRESH_TOKEN_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Parallel refreshes with the same token (several tabs waking up together) within this window get the
 * successor already issued instead of tripping the reuse alarm.
 */
export const REFRESH_GRACE_MS = 10_000;

async function accessTokenFor(ctx: AppContext, account: AccountView, sessionId: string, now: Date) {
  return ctx.accessTokens.sign(
    { accountId: account.id, sessionId, customerId: account.customerId, type: account.type },
    now,
  );
}

/** Starts a session (a refresh family) for an authenticated account and returns the token pair. */
export async function startSession(
  ctx: AppContext,
  account: AccountView,
  client: { ip: string; userAgent: string | undefined },
): Promise<TokenResponse> {
  const now = ctx.clock.now();
  const sessionId = randomUUID();
  const tokenId = ctx.refreshTokens.newId();
  await insertSession(ctx.database, {
    id: sessionId,
    accountId: account.id,
    at: now,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    tokenId,
    tokenExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_MS),
  });
  return {
    access_token: await accessTokenFor(ctx, account, sessionId, now),
    refresh_token: ctx.refreshTokens.encode(tokenId),
    expires_in: ACCESS_TOKEN_SECONDS,
  };
}

/**
 * Trades a refresh token for a new pair, once the caller's address is within its limit. The token row is locked (`FOR UPDATE`) so concurrent
 * refreshes are decided one at a time: the first spends it, the others inside the grace window get the
 * same successor, and any later use of a spent token revokes the whole session. The revocation is
 * committed (the transaction returns an outcome instead of throwing) before the 401 goes out.
 */
export async function refreshSession(
  ctx: AppContext,
  refreshToken: string,
  ip: string,
): Promise<TokenResponse> {
  const limit = await takeAttempt(
    ctx.database,
    `refresh:ip:${limitAddress(ip)}`,
    RATE_POLICIES.refreshIp,
    ctx.clock.now(),
  );
  if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds);
  const tokenId = ctx.refreshTokens.decode(refreshToken);
  if (!tokenId) throw new AppError(401, 'SESSION-401');
  const now = ctx.clock.now();
  const outcome = await rotateRefreshToken(ctx.db, tokenId, {
    now,
    newId: () => ctx.refreshTokens.newId(),
    lifetimeMs: REFRESH_TOKEN_MS,
    graceMs: REFRESH_GRACE_MS,
  });
  if (outcome.kind === 'reuse') {
    ctx.logger.warn('refresh token reused: session revoked', { reason: 'reuse' });
  }
  if (outcome.kind !== 'ok') throw new AppError(401, 'SESSION-401');
  const account = await findAccountById(ctx.db, outcome.accountId);
  if (account?.status !== 'active' || account.deactivated) throw new AppError(401, 'SESSION-401');
  return {
    access_token: await accessTokenFor(ctx, account, outcome.sessionId, now),
    refresh_token: ctx.refreshTokens.encode(outcome.successorId),
    expires_in: ACCESS_TOKEN_SECONDS,
  };
}

/** Ends the session a refresh token belongs to (logout). Unknown or spent tokens are ignored. */
export async function logoutSession(ctx: AppContext, refreshToken: string): Promise<void> {
  const tokenId = ctx.refreshTokens.decode(refreshToken);
  if (!tokenId) return;
  const sessionId = await selectSessionOfToken(ctx.db, tokenId);
  if (!sessionId) return;
  await revokeSession(ctx.db, sessionId, ctx.clock.now(), 'logout');
}

/** Ends every session of an account (password reset). */
export async function revokeAllSessions(ctx: AppContext, accountId: number, reason: string): Promise<void> {
  await revokeSessionsOf(ctx.db, accountId, ctx.clock.now(), reason);
}
