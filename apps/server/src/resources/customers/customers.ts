import type { Customer, UserList } from '@portal/api';
import { todayIso } from '@portal/domain';
import { asc, count, eq, isNotNull } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { AppContext } from '../../context';
import { accounts, customers } from '../../db/schema/people';
import { ADMIN_NAME, type Caller } from '../../security/caller';

/** ISO calendar day of a moment in São Paulo (a customer created at 22:00 there was created that day). */
function isoDay(date: Date): string {
  return todayIso(date);
}

/**
 * `GET /api/v1/user?customerId=`. A customer reads only their own record; any other id answers the
 * same 404 as an id that does not exist. An administrator reads any customer, and their own record
 * (negative id, 'Administrador').
 */
export async function lookUpCustomer(ctx: AppContext, caller: Caller, customerId: number): Promise<Customer> {
  if (caller.type !== 'admin' && customerId !== caller.customerId) throw notFound();
  if (customerId < 0) {
    if (customerId !== caller.customerId) throw notFound();
    return {
      id: caller.customerId,
      person_type: null,
      created_at: isoDay(caller.createdAt),
      cpf: null,
      cnpj: null,
      email: caller.email,
      name: ADMIN_NAME,
      type: 'admin',
    };
  }
  const [c] = await ctx.db.select().from(customers).where(eq(customers.id, customerId));
  if (!c) throw notFound();
  return {
    id: c.id,
    person_type: c.personType,
    created_at: isoDay(c.createdAt),
    cpf: c.cpf,
    cnpj: c.cnpj,
    email: c.email,
    name: c.name,
    type: 'user',
  };
}

/** `GET /api/v1/user/list` (admin): customer accounts by name, with the spec's Cognito-like shape. */
export async function listUsers(ctx: AppContext, page: { limit: number; offset: number }): Promise<UserList> {
  const rows = await ctx.db
    .select({ email: accounts.email, name: customers.name, customerId: customers.id })
    .from(accounts)
    .innerJoin(customers, eq(customers.id, accounts.customerId))
    .orderBy(asc(customers.name), asc(accounts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totalRow] = await ctx.db
    .select({ total: count() })
    .from(accounts)
    .where(isNotNull(accounts.customerId));
  return {
    users: rows.map((row) => ({
      email: row.email,
      customer_id: row.customerId,
      attributes: { sienge_name: [row.name] },
    })),
    total: totalRow?.total ?? 0,
  };
}
