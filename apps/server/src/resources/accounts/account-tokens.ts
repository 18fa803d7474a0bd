import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { TOKEN_LIFETIMES } from '../../config/token-lifetimes';
import type { Db } from '../../db/database';
import { accountTokens } from '../../db/schema/people';
import { randomToken, sha256 } from '../../security/opaque-tokens';

/** Creates a single-use token; only its hash is stored. Returns the plain token for the e-mail. */
export async function issueAccountToken(
  db: Db,
  accountId: number,
  purpose: keyof typeof TOKEN_LIFETIMES,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.insert(accountTokens).values({
    accountId,
    purpose,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIMES[purpose]),
  });
  return token;
}

/**
 * Spends a token: one conditional UPDATE, so two simultaneous uses cannot both succeed. Returns the
 * account id, or null for an unknown, used, expired or wrong-purpose token.
 */
export async function consumeAccountToken(
  db: Db,
  token: string,
  purpose: keyof typeof TOKEN_LIFETIMES,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, sha256(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ accountId: accountTokens.accountId });
  return row?.accountId ?? null;
}

/** What a presented token is, without spending it. */
export type TokenState =
  | { readonly state: 'unknown' }
  | { readonly state: 'spent' }
  | { readonly state: 'valid'; readonly accountId: number };

/**
 * Looks a token up without spending it (activation checks the password first, and a wrong password must
 * leave the link usable). `spent` covers used and expired tokens of this purpose.
 */
export async function inspectAccountToken(
  db: Db,
  token: string,
  purpose: keyof typeof TOKEN_LIFETIMES,
  now: Date,
): Promise<TokenState> {
  const [row] = await db
    .select({
      accountId: accountTokens.accountId,
      usedAt: accountTokens.usedAt,
      expiresAt: accountTokens.expiresAt,
    })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, sha256(token)), eq(accountTokens.purpose, purpose)));
  if (!row) return { state: 'unknown' };
  if (row.usedAt || row.expiresAt <= now) return { state: 'spent' };
  return { state: 'valid', accountId: row.accountId };
}

/**
 * Spends every outstanding token of an account, whatever its purpose: after a password is set (reset,
 * activation with a new password) no older e-mailed link may be used (decision 016).
 */
export async function spendAllAccountTokens(db: Db, accountId: number, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.accountId, accountId), isNull(accountTokens.usedAt)));
}

/** Deletes a token that was never delivered (its e-mail failed), so no unsent link stays valid. */
export async function revokeAccountToken(db: Db, token: string): Promise<void> {
  await db.delete(accountTokens).where(eq(accountTokens.tokenHash, sha256(token)));
}

/**
 * Housekeeping: deletes used and expired tokens. Nothing changes for a link that points at one: an
 * unknown token is refused exactly like a used or expired one. Returns how many rows went.
 */
export async function deleteSpentAccountTokens(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(accountTokens)
    .where(or(isNotNull(accountTokens.usedAt), lte(accountTokens.expiresAt, now)))
    .returning({ id: accountTokens.id });
  return gone.length;
}
