import type { LoginHistoryRecord } from '@portal/api';
import { dayRangeIn } from '@portal/domain';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginAudit } from '../../db/schema/operations';

/** `%` and `_` typed in a filter are literal characters, not wildcards. */
function contains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The login history, newest first. Text filters are case-insensitive "contains"; `date_from` and
 * `date_to` are calendar days in America/Sao_Paulo, `date_to` included whole.
 */
export async function listLoginHistory(
  db: Db,
  filters: {
    customer_name?: string | undefined;
    email?: string | undefined;
    date_from?: string | undefined;
    date_to?: string | undefined;
    description?: string | undefined;
    ip?: string | undefined;
    type?: 'Login' | undefined;
    status?: 'success' | 'error' | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ items: LoginHistoryRecord[]; total: number }> {
  const where: SQL[] = [];
  if (filters.customer_name) where.push(ilike(loginAudit.customerName, contains(filters.customer_name)));
  if (filters.email) where.push(ilike(loginAudit.email, contains(filters.email)));
  if (filters.description) where.push(ilike(loginAudit.description, contains(filters.description)));
  if (filters.ip) where.push(ilike(loginAudit.ip, contains(filters.ip)));
  // Calendar days of São Paulo, the company's: a login at 22:00 there is 01:00 UTC of the next day.
  const days = dayRangeIn(filters.date_from, filters.date_to);
  if (days.from) where.push(gte(loginAudit.occurredAt, days.from));
  if (days.before) where.push(lt(loginAudit.occurredAt, days.before));
  if (filters.status) where.push(eq(loginAudit.status, filters.status));
  if (filters.type) where.push(eq(loginAudit.type, filters.type));
  const condition = where.length > 0 ? and(...where) : undefined;
  const rows = await db
    .select()
    .from(loginAudit)
    .where(condition)
    .orderBy(desc(loginAudit.occurredAt), desc(loginAudit.id))
    .limit(filters.limit)
    .offset(filters.offset);
  const [totalRow] = await db.select({ total: count() }).from(loginAudit).where(condition);
  return {
    items: rows.map((row) => ({
      customer_name: row.customerName,
      email: row.email,
      date: row.occurredAt.toISOString(),
      ip: row.ip,
      declared_ip: row.declaredIp,
      message: row.description,
    })),
    total: totalRow?.total ?? 0,
  };
}
