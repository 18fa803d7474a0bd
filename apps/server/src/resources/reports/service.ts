import type { FinancialStatementReportPage, LoginHistoryRecord, PaymentSlipReportPage } from '@portal/api';
import { dayRangeIn } from '@portal/domain';
import { type PreparedJson, preparedJsonText } from '../../cache/prepared-json';
import type { AppContext } from '../../context';
import {
  type GenerationFilters,
  selectFinancialStatementReport,
  selectLoginHistory,
  selectPaymentSlipReport,
} from './queries';

export type { GenerationFilters };

/**
 * The login history, newest first. Text filters are case-insensitive "contains"; `date_from` and
 * `date_to` are calendar days in America/Sao_Paulo, `date_to` included whole.
 */
export async function listLoginHistory(
  ctx: Pick<AppContext, 'db'>,
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
  // Calendar days of São Paulo, the company's: a login at 22:00 there is 01:00 UTC of the next day.
  const days = dayRangeIn(filters.date_from, filters.date_to);
  const { rows, total } = await selectLoginHistory(ctx.db, {
    customerName: filters.customer_name,
    email: filters.email,
    description: filters.description,
    ip: filters.ip,
    from: days.from,
    before: days.before,
    status: filters.status,
    type: filters.type,
    limit: filters.limit,
    offset: filters.offset,
  });
  return {
    items: rows.map((row) => ({
      customer_name: row.customerName,
      email: row.email,
      date: row.occurredAt.toISOString(),
      ip: row.ip,
      declared_ip: row.declaredIp,
      message: row.description,
    })),
    total,
  };
}

/** 'Boletos gerados': every slip issued, newest first. */
export async function paymentSlipReport(
  ctx: Pick<AppContext, 'database'>,
  filters: GenerationFilters,
): Promise<PreparedJson<PaymentSlipReportPage>> {
  return preparedJsonText(await selectPaymentSlipReport(ctx.database, filters));
}

/** 'Extratos gerados': every statement PDF produced, newest first. */
export async function financialStatementReport(
  ctx: Pick<AppContext, 'database'>,
  filters: GenerationFilters,
): Promise<PreparedJson<FinancialStatementReportPage>> {
  return preparedJsonText(await selectFinancialStatementReport(ctx.database, filters));
}
