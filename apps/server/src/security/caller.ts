import type { AppContext } from '../context';
import { statement } from '../db/statements';
import type { AccessClaims } from './access-token';
import type { SessionRow } from './session-row';

/** The name an administrator carries everywhere (spec section 3). */
export const ADMIN_NAME = 'Administrador';

/** The authenticated caller of a request, as the database says now (not as the token claimed). */
export interface Caller {
  readonly accountId: number;
  readonly sessionId: string;
  /** Token `customer_id`: the customer row, or below 0 for an administrator. */
  readonly customerId: number;
  /** As the database says now (through the change-invalidated callers cache), so a demoted admin loses access at once. */
  readonly type: 'user' | 'admin';
  readonly email: string;
  readonly name: string;
  readonly cpf: string | null;
  readonly cnpj: string | null;
  readonly createdAt: Date;
}

/**
 * One indexed query joining the session, its account and the account's customer, as a named prepared
 * statement (db/statements.ts): every request without a cached caller runs it.
 */
const READ_SESSION = statement(
  'caller_read_session',
  ['uuid'],
  `select a.id as "accountId", a.type, a.status, a.email, a.created_at as "createdAt",
     a.customer_id as "rowCustomerId", c.name as "customerName", c.cpf, c.cnpj,
     c.created_at as "customerCreatedAt", s.revoked_at as "revokedAt",
     a.deactivated_at as "deactivatedAt"
   from sessions s join accounts a on a.id = s.account_id left join customers c on c.id = a.customer_id
   where s.id = $1::uuid`,
);

async function readSession(ctx: AppContext, sessionId: string): Promise<SessionRow | null> {
  const [row] = await ctx.database.query<SessionRow>(READ_SESSION, [sessionId]);
  return row ?? null;
}

/**
 * Resolves verified token claims into the caller, from the session row as the database holds it now.
 * Null when the session was revoked (logout, reuse, password reset), the account is gone or not
 * active, or the token's `customer_id` no longer matches the account. The row comes through the
 * callers cache, which drops it the moment any account, customer or session changes (the database
 * announces every committed change; docs/decisions/012-read-caches.md), so this is still the
 * database's answer of this instant, without a query per request.
 */
export async function resolveCaller(ctx: AppContext, claims: AccessClaims): Promise<Caller | null> {
  const row = await ctx.caches.callers.getOrLoad(claims.sessionId, ['people'], () =>
    readSession(ctx, claims.sessionId),
  );
  if (!row || row.revokedAt || row.accountId !== claims.accountId || row.status !== 'active') return null;
  // A deactivated staff member is refused from the next call on (docs/decisions/051-staff-accounts.md).
  if (row.deactivatedAt) return null;
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
