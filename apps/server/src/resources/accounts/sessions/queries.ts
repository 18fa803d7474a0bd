import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Db } from '../../../db/database';
import { refreshTokens, sessions } from '../../../db/schema/sessions';
import { statement } from '../../../db/statements';

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

/** Stores a new session and its first refresh token. */
export async function insertSession(
  database: Database,
  session: {
    id: string;
    accountId: number;
    at: Date;
    ip: string;
    userAgent: string | null;
    tokenId: string;
    tokenExpiresAt: Date;
  },
): Promise<void> {
  await database.query(START_SESSION, [
    session.id,
    session.accountId,
    session.at.toISOString(),
    session.ip,
    session.userAgent,
    session.tokenId,
    session.tokenExpiresAt.toISOString(),
  ]);
}

/** What presenting a refresh token did. */
export type Rotation =
  | { kind: 'ok'; sessionId: string; accountId: number; successorId: string }
  | { kind: 'invalid' }
  | { kind: 'reuse' };

/**
 * Trades a refresh token for its successor in one transaction. The token row is locked (`FOR UPDATE`)
 * so concurrent refreshes are decided one at a time, under the lock: the first spends it (a new token
 * of `lifetimeMs`), the others within `graceMs` of that get the same successor, and any later use of a
 * spent token revokes the whole session. The revocation is committed (the transaction returns an
 * outcome instead of throwing).
 */
export async function rotateRefreshToken(
  db: Db,
  tokenId: string,
  rules: { now: Date; newId: () => string; lifetimeMs: number; graceMs: number },
): Promise<Rotation> {
  const { now } = rules;
  return db.transaction(async (tx): Promise<Rotation> => {
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
      const successorId = rules.newId();
      await tx.insert(refreshTokens).values({
        id: successorId,
        sessionId: row.sessionId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + rules.lifetimeMs),
      });
      await tx
        .update(refreshTokens)
        .set({ usedAt: now, replacedBy: successorId })
        .where(eq(refreshTokens.id, row.id));
      return { kind: 'ok', sessionId: row.sessionId, accountId: row.accountId, successorId };
    }
    if (row.replacedBy && now.getTime() - row.usedAt.getTime() <= rules.graceMs) {
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
}

/** The session a refresh token belongs to, if the token is known. */
export async function selectSessionOfToken(db: Db, tokenId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, tokenId));
  return row?.sessionId;
}

/** Revokes a session, unless it already was. */
export async function revokeSession(db: Db, sessionId: string, at: Date, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of an account not revoked yet. */
export async function revokeSessionsOf(db: Db, accountId: number, at: Date, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

/** One login attempt to record. */
export interface LoginAttempt {
  readonly at: Date;
  readonly ip: string;
  /** The client's own claim of its public IP (decision 019); null when it sent none. */
  readonly declaredIp?: string | null;
  readonly email: string;
  readonly accountId: number | null;
  readonly customerName: string | null;
  readonly status: 'success' | 'error';
  readonly description: string;
}

/** A named statement (db/statements.ts): every login attempt runs it. */
const RECORD_LOGIN = statement(
  'login_audit_record',
  ['timestamptz', 'text', 'text', 'text', 'int', 'text', 'text', 'text'],
  `insert into login_audit (occurred_at, ip, declared_ip, email, account_id, customer_name, type, status, description)
   values ($1, $2, $3, $4, $5, $6, 'Login', $7, $8)`,
);

/** Appends an attempt to the login audit. */
export async function insertLoginAttempt(database: Database, attempt: LoginAttempt): Promise<void> {
  await database.query(RECORD_LOGIN, [
    attempt.at.toISOString(),
    attempt.ip,
    attempt.declaredIp ?? null,
    attempt.email,
    attempt.accountId,
    attempt.customerName,
    attempt.status,
    attempt.description,
  ]);
}
