import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts, customers } from '../../db/schema/people';
import { ADMIN_NAME } from '../../security/caller';

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

type Row = Awaited<ReturnType<typeof selectAccounts>>[number];

function toView(row: Row): AccountView {
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
  const [row] = await selectAccounts(db).where(eq(accounts.email, normalizeEmail(email)));
  return row ? toView(row) : undefined;
}

/** The account with this id, if any. */
export async function findAccountById(db: Db, id: number): Promise<AccountView | undefined> {
  const [row] = await selectAccounts(db).where(eq(accounts.id, id));
  return row ? toView(row) : undefined;
}
