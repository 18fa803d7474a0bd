import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { accounts, accountTokens, customers } from '../../../db/schema/people';

/** One-time e-mailed tokens' purposes, as the `account_tokens` rows hold them. */
export type TokenPurpose = typeof accountTokens.$inferSelect.purpose;

const columns = {
  id: accounts.id,
  type: accounts.type,
  status: accounts.status,
  email: accounts.email,
  passwordHash: accounts.passwordHash,
  rowCustomerId: accounts.customerId,
  customerName: customers.name,
  staffName: accounts.name,
  deactivatedAt: accounts.deactivatedAt,
};

function selectAccounts(db: Db) {
  return db.select(columns).from(accounts).leftJoin(customers, eq(customers.id, accounts.customerId));
}

/** An account's row with its customer's name (none for staff). */
export type AccountRow = Awaited<ReturnType<typeof selectAccounts>>[number];

/** The account of this (normalised) e-mail, if any. */
export async function selectAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await selectAccounts(db).where(eq(accounts.email, email));
  return row;
}

/** The account with this id, if any. */
export async function selectAccountById(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await selectAccounts(db).where(eq(accounts.id, id));
  return row;
}

/** Stores a token's hash. */
export async function insertAccountToken(
  db: Db,
  token: { accountId: number; purpose: TokenPurpose; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values(token);
}

/**
 * Spends a token: one conditional UPDATE, so two simultaneous uses cannot both succeed. Returns the
 * account id, or null for an unknown, used, expired or wrong-purpose token.
 */
export async function spendAccountToken(
  db: Db,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ accountId: accountTokens.accountId });
  return row?.accountId ?? null;
}

/** A token's row of this purpose, if any, without spending it. */
export async function selectAccountToken(db: Db, tokenHash: string, purpose: TokenPurpose) {
  const [row] = await db
    .select({
      accountId: accountTokens.accountId,
      usedAt: accountTokens.usedAt,
      expiresAt: accountTokens.expiresAt,
    })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
  return row;
}

/** Spends every outstanding token of an account, whatever its purpose. */
export async function spendAccountTokensOf(db: Db, accountId: number, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.accountId, accountId), isNull(accountTokens.usedAt)));
}

/** Deletes the token of this hash. */
export async function deleteAccountToken(db: Db, tokenHash: string): Promise<void> {
  await db.delete(accountTokens).where(eq(accountTokens.tokenHash, tokenHash));
}

/** Deletes used and expired tokens; returns how many rows went. */
export async function deleteSpentAccountTokenRows(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(accountTokens)
    .where(or(isNotNull(accountTokens.usedAt), lte(accountTokens.expiresAt, now)))
    .returning({ id: accountTokens.id });
  return gone.length;
}
