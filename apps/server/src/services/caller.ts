import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accounts, customers } from '../db/schema/people';
import { sessions } from '../db/schema/sessions';
import type { AccessClaims } from '../security/access-token';
import { ADMIN_NAME } from './accounts';

/** The authenticated caller of a request, as the database says now (not as the token claimed). */
export interface Caller {
  readonly accountId: number;
  readonly sessionId: string;
  /** Token `customer_id`: the customer row, or below 0 for an administrator. */
  readonly customerId: number;
  /** Read from the database on every request, so a demoted admin loses access at once. */
  readonly type: 'user' | 'admin';
  readonly email: string;
  readonly name: string;
  readonly cpf: string | null;
  readonly cnpj: string | null;
  readonly createdAt: Date;
}

/**
 * Resolves verified token claims into the caller: one indexed query joining the account, its customer
 * and the session. Null when the session was revoked (logout, reuse, password reset), the account
 * is gone or not active, or the token's `customer_id` no longer matches the account.
 */
export async function resolveCaller(ctx: AppContext, claims: AccessClaims): Promise<Caller | null> {
  const [row] = await ctx.db
    .select({
      accountId: accounts.id,
      type: accounts.type,
      status: accounts.status,
      email: accounts.email,
      createdAt: accounts.createdAt,
      rowCustomerId: accounts.customerId,
      customerName: customers.name,
      cpf: customers.cpf,
      cnpj: customers.cnpj,
      customerCreatedAt: customers.createdAt,
      sessionAccountId: sessions.accountId,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(customers, eq(customers.id, accounts.customerId))
    .where(eq(sessions.id, claims.sessionId));
  if (!row || row.revokedAt || row.accountId !== claims.accountId || row.status !== 'active') return null;
  const customerId = row.type === 'admin' ? -row.accountId : (row.rowCustomerId ?? 0);
  if (customerId !== claims.customerId) return null;
  return {
    accountId: row.accountId,
    sessionId: claims.sessionId,
    customerId,
    type: row.type,
    email: row.email,
    name: row.type === 'admin' ? ADMIN_NAME : (row.customerName ?? ''),
    cpf: row.cpf,
    cnpj: row.cnpj,
    createdAt: row.customerCreatedAt ?? row.createdAt,
  };
}
