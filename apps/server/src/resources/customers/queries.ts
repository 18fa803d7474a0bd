import type { ClientAccessAction } from '@portal/api';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { enterprises } from '../../db/schema/enterprises';
import { contracts } from '../../db/schema/finance';
import { accounts, customers } from '../../db/schema/people';
import { customerAccessAudit } from '../../db/schema/staff';

/** A customer of the base and its login, if any, as the database holds them. */
export interface ClientRow {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly personType: 'individual' | 'company';
  readonly cpf: string | null;
  readonly cnpj: string | null;
  readonly accountId: number | null;
  readonly accountEmail: string | null;
  readonly status: 'pending' | 'active' | null;
  readonly accountCreatedAt: Date | null;
  readonly activatedAt: Date | null;
  readonly deactivatedAt: Date | null;
  readonly lastLoginAt: Date | null;
}

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/** The customer with this id and its login (left joined), if the customer exists. */
export async function selectClient(db: Db, customerId: number): Promise<ClientRow | undefined> {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      personType: customers.personType,
      cpf: customers.cpf,
      cnpj: customers.cnpj,
      accountId: accounts.id,
      accountEmail: accounts.email,
      status: accounts.status,
      accountCreatedAt: accounts.createdAt,
      activatedAt: accounts.activatedAt,
      deactivatedAt: accounts.deactivatedAt,
      // From the login audit (indexed by account and moment), as the staff page reads it.
      lastLoginAt: sql<Date | null>`(select max(l.occurred_at) from login_audit l
        where l.account_id = ${accounts.id} and l.status = 'success')`.mapWith(toDate),
    })
    .from(customers)
    .leftJoin(accounts, eq(accounts.customerId, customers.id))
    .where(eq(customers.id, customerId));
  return row;
}

/** The customer's contracts, oldest first, with the enterprise's name. */
export async function selectClientContracts(db: Db, customerId: number) {
  return db
    .select({
      billId: contracts.id,
      document: contracts.document,
      enterpriseName: enterprises.name,
      contractDate: contracts.contractDate,
    })
    .from(contracts)
    .innerJoin(enterprises, eq(enterprises.id, contracts.enterpriseId))
    .where(eq(contracts.customerId, customerId))
    .orderBy(asc(contracts.contractDate), asc(contracts.id));
}

/** The latest `limit` actions on a customer's login, newest first, with the actor's name and e-mail. */
export async function selectClientActions(db: Db, accountId: number, limit: number) {
  const actor = alias(accounts, 'actor');
  return db
    .select({
      id: customerAccessAudit.id,
      occurredAt: customerAccessAudit.occurredAt,
      action: customerAccessAudit.action,
      actorName: actor.name,
      actorEmail: actor.email,
    })
    .from(customerAccessAudit)
    .leftJoin(actor, eq(actor.id, customerAccessAudit.actorAccountId))
    .where(eq(customerAccessAudit.targetAccountId, accountId))
    .orderBy(desc(customerAccessAudit.occurredAt), desc(customerAccessAudit.id))
    .limit(limit);
}

/** Records an action on a customer's login. */
export async function insertClientAction(
  db: Db,
  entry: { actorId: number; targetId: number; action: ClientAccessAction; at: Date },
): Promise<void> {
  await db.insert(customerAccessAudit).values({
    occurredAt: entry.at,
    actorAccountId: entry.actorId,
    targetAccountId: entry.targetId,
    action: entry.action,
  });
}

/**
 * Sets or clears the block of a customer's login; true when it changed (a second click, or two
 * administrators at once, changes nothing and records nothing).
 */
export async function setClientBlocked(db: Db, accountId: number, at: Date | null): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ deactivatedAt: at })
    .where(
      and(
        eq(accounts.id, accountId),
        eq(accounts.type, 'user'),
        at === null ? sql`${accounts.deactivatedAt} is not null` : sql`${accounts.deactivatedAt} is null`,
      ),
    )
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** The customer with this id, if any. */
export async function selectCustomer(db: Db, customerId: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row;
}

/** A page of the customers' accounts by name, and how many customer accounts there are. */
export async function selectUserPage(db: Db, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ email: accounts.email, name: customers.name, customerId: customers.id })
    .from(accounts)
    .innerJoin(customers, eq(customers.id, accounts.customerId))
    .orderBy(asc(customers.name), asc(accounts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totalRow] = await db.select({ total: count() }).from(accounts).where(isNotNull(accounts.customerId));
  return { rows, total: totalRow?.total ?? 0 };
}
