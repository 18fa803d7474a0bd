import { TOKEN_LIFETIMES } from '../../../config/token-lifetimes';
import type { Db } from '../../../db/database';
import { ADMIN_NAME } from '../../../security/caller';
import { randomToken, sha256 } from '../../../security/opaque-tokens';
import {
  type AccountRow,
  deleteAccountToken,
  deleteSpentAccountTokenRows,
  insertAccountToken,
  selectAccountByEmail,
  selectAccountById,
  selectAccountToken,
  spendAccountToken,
  spendAccountTokensOf,
} from './queries';

/** An account with what the platform needs to know about its owner. */
export interface AccountView {
  readonly id: number;
  readonly type: 'user' | 'admin';
  readonly status: 'pending' | 'active';
  readonly email: string;
  readonly passwordHash: string;
  /** The spec's `customer_id`: the customer row for a user, `-account.id` (below 0) for an admin. */
  readonly customerId: number;
  readonly name: string;
  /** A deactivated staff account: login and every call refused (docs/decisions/051-staff-accounts.md). */
  readonly deactivated: boolean;
}

function toView(row: AccountRow): AccountView {
  const isAdmin = row.type === 'admin';
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    email: row.email,
    passwordHash: row.passwordHash,
    customerId: isAdmin ? -row.id : (row.rowCustomerId ?? 0),
    name: isAdmin ? (row.staffName ?? ADMIN_NAME) : (row.customerName ?? ''),
    deactivated: row.deactivatedAt !== null,
  };
}

/** E-mails are compared lower-case and trimmed everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account that logs in with `email`, if any. */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountView | undefined> {
  const row = await selectAccountByEmail(db, normalizeEmail(email));
  return row ? toView(row) : undefined;
}

/** The account with this id, if any. */
export async function findAccountById(db: Db, id: number): Promise<AccountView | undefined> {
  const row = await selectAccountById(db, id);
  return row ? toView(row) : undefined;
}

/** Creates a single-use token; only its hash is stored. Returns the plain token for the e-mail. */
export async function issueAccountToken(
  db: Db,
  accountId: number,
  purpose: keyof typeof TOKEN_LIFETIMES,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await insertAccountToken(db, {
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
export function consumeAccountToken(
  db: Db,
  token: string,
  purpose: keyof typeof TOKEN_LIFETIMES,
  now: Date,
): Promise<number | null> {
  return spendAccountToken(db, sha256(token), purpose, now);
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
  const row = await selectAccountToken(db, sha256(token), purpose);
  if (!row) return { state: 'unknown' };
  if (row.usedAt || row.expiresAt <= now) return { state: 'spent' };
  return { state: 'valid', accountId: row.accountId };
}

/**
 * Spends every outstanding token of an account, whatever its purpose: after a password is set (reset,
 * activation with a new password) no older e-mailed link may be used (decision 016).
 */
export function spendAllAccountTokens(db: Db, accountId: number, now: Date): Promise<void> {
  return spendAccountTokensOf(db, accountId, now);
}

/** Deletes a token that was never delivered (its e-mail failed), so no unsent link stays valid. */
export function revokeAccountToken(db: Db, token: string): Promise<void> {
  return deleteAccountToken(db, sha256(token));
}

/**
 * Housekeeping: deletes used and expired tokens. Nothing changes for a link that points at one: an
 * unknown token is refused exactly like a used or expired one. Returns how many rows went.
 */
export function deleteSpentAccountTokens(db: Db, now: Date): Promise<number> {
  return deleteSpentAccountTokenRows(db, now);
}
