import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { accounts, customers } from '../../../db/schema/people';

/** The customer of the base with this e-mail and this CPF (or CNPJ), if any. */
export async function selectCustomerIdByDocument(
  db: Db,
  email: string,
  document: { readonly cpf: string } | { readonly cnpj: string },
): Promise<number | undefined> {
  const byDocument = 'cpf' in document ? eq(customers.cpf, document.cpf) : eq(customers.cnpj, document.cnpj);
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, email), byDocument));
  return customer?.id;
}

/** Whether an account already exists for this customer or this e-mail. */
export async function accountExistsFor(db: Db, customerId: number, email: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(or(eq(accounts.customerId, customerId), eq(accounts.email, email)));
  return taken !== undefined;
}

/** Creates a customer's account, pending until its activation. The unique indexes refuse a second one. */
export async function insertPendingUserAccount(
  db: Db,
  account: { customerId: number; email: string; passwordHash: string; createdAt: Date },
): Promise<void> {
  await db.insert(accounts).values({ ...account, type: 'user', status: 'pending' });
}

/**
 * Makes an account active (its first activation moment kept, when it had one), with a new password
 * hash when one is given.
 */
export async function setAccountActive(
  db: Db,
  accountId: number,
  now: Date,
  passwordHash?: string,
): Promise<void> {
  await db
    .update(accounts)
    .set({
      ...(passwordHash ? { passwordHash } : {}),
      status: 'active',
      activatedAt: sql`coalesce(${accounts.activatedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(accounts.id, accountId));
}
