import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@portal/api';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context';
import { refreshTokens, sessions } from '../../db/schema/sessions';
import { statement } from '../../db/statements';
import { ACCESS_TOKEN_SECONDS } from '../../security/access-token';
import { type AccountView, findAccountById } from './accounts';

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

/**
 * The session row and its first refresh token, in one statement (atomic like a transaction, one round
 * trip instead of four): $1 session id, $2 account, $3 now, $4 address, $5 user agent, $6 token id,
 * $7 the token's expiry.
 */
const START_SESSION = statement(
  'session_start',
  ['uuid', 'int', 'timestamptz', 'text', 'text', 'uuid', 'timestamptz'],
  `with session as (
     insert into sessions (id, account_id, created_at, ip, user_agent) values ($1, $2, $3, $4, $5)
     returning id
   )
   insert into refresh_tokens (id, session_id, created_at, expires_at)
   select $6, id, $3, $7 from session
   returning id`,
);

/** Starts a session (a refresh family) for an authenticated account and returns the token pair. */
export async function startSession(
  ctx: AppContext,
  account: AccountView,
  client: { ip: string; userAgent: string | undefined },
): Promise<TokenResponse> {
  const now = ctx.clock.now();
  const sessionId = randomUUID();
  const tokenId = ctx.refreshTokens.newId();
  await ctx.database.query(START_SESSION, [
    sessionId,
    account.id,
    now.toISOString(),
    client.ip,
    client.userAgent?.slice(0, 300) ?? null,
    tokenId,
    new Date(now.getTime() + REFRESH_TOKEN_MS).toISOString(),
  ]);
  return {
    access_token: await accessTokenFor(ctx, account, sessionId, now),
    refresh_token: ctx.refreshTokens.encode(tokenId),
    expires_in: ACCESS_TOKEN_SECONDS,
  };
}

type Rotation =
  | { kind: 'ok'; sessionId: string; accountId: number; successorId: string }
  | { kind: 'invalid' }
  | { kind: 'reuse' };

/**
 * Trades a refresh token for a new pair. The token row is locked (`FOR UPDATE`) so concurrent
 * refreshes are decided one at a time: the first spends it, the others inside the grace window get the
 * same successor, and any later use of a spent token revokes the whole session. The revocation is
 * committed (the transaction returns an outcome instead of throwing) before the 401 goes out.
 */
export async function refreshSession(ctx: AppContext, refreshToken: string): Promise<TokenResponse> {
  const tokenId = ctx.refreshTokens.decode(refreshToken);
  if (!tokenId) throw new AppError(401, 'SESSION-401');
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx): Promise<Rotation> => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        replacedBy: refreshTokens.replacedBy,
        accountId: sessions.accountId,
        revokedAt: sessions.revokedAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.id, tokenId))
      .for('update', { of: refreshTokens });
    if (!row || row.revokedAt) return { kind: 'invalid' };
    if (!row.usedAt) {
      if (row.expiresAt <= now) return { kind: 'invalid' };
      const successorId = ctx.refreshTokens.newId();
      await tx.insert(refreshTokens).values({
        id: successorId,
        sessionId: row.sessionId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + REFRESH_TOKEN_MS),
      });
      await tx
        .update(refreshTokens)
        .set({ usedAt: now, replacedBy: successorId })
        .where(eq(refreshTokens.id, row.id));
      return { kind: 'ok', sessionId: row.sessionId, accountId: row.accountId, successorId };
    }
    if (row.replacedBy && now.getTime() - row.usedAt.getTime() <= REFRESH_GRACE_MS) {
      const [successor] = await tx
        .select({ usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.id, row.replacedBy));
      if (successor && !successor.usedAt) {
        return {
          kind: 'ok',
          sessionId: row.sessionId,
          accountId: row.accountId,
          successorId: row.replacedBy,
        };
      }
    }
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'reuse' })
      .where(and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt)));
    return { kind: 'reuse' };
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
  const [row] = await ctx.db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, tokenId));
  if (!row) return;
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now(), revokedReason: 'logout' })
    .where(and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of an account (password reset). */
export async function revokeAllSessions(ctx: AppContext, accountId: number, reason: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now(), revokedReason: reason })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}
