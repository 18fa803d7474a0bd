import type { FinancialStatementReportPage, GenerationReportQuery, PaymentSlipReportPage } from '@portal/api';
import { normalizeForSearch } from '@portal/domain';
import { and, count, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { enterprises } from '../../db/schema/enterprises';
import { contracts, generatedSlips, generatedStatements } from '../../db/schema/finance';
import { customers } from '../../db/schema/people';

/** Validated filters of the two generation reports (spec section 7). */
export type GenerationFilters = Required<Pick<GenerationReportQuery, 'limit' | 'offset'>> &
  Omit<GenerationReportQuery, 'limit' | 'offset'>;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Filters shared by both reports: customer name (case and accents ignored), e-mail, contract, contract dates. */
function where(filters: GenerationFilters): SQL | undefined {
  const name = filters.customerName ? normalizeForSearch(filters.customerName) : '';
  return and(
    name
      ? sql`translate(lower(${customers.name}), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc') like ${escapeLike(name)}`
      : undefined,
    filters.customerEmail ? ilike(customers.email, escapeLike(filters.customerEmail.trim())) : undefined,
    filters.contractId === undefined ? undefined : eq(contracts.id, filters.contractId),
    filters.contractDateFrom ? gte(contracts.contractDate, filters.contractDateFrom) : undefined,
    filters.contractDateTo ? lte(contracts.contractDate, filters.contractDateTo) : undefined,
  );
}

/** 'Boletos gerados': every slip issued, newest first. */
export async function paymentSlipReport(
  ctx: AppContext,
  filters: GenerationFilters,
): Promise<PaymentSlipReportPage> {
  const base = ctx.db
    .select({
      contract_id: contracts.id,
      name: generatedSlips.nossoNumero,
      enterprise_name: enterprises.name,
      customer_email: customers.email,
      contract_date: contracts.contractDate,
      createdAt: generatedSlips.createdAt,
      due_date: generatedSlips.dueDate,
      due_value: generatedSlips.amountCents,
    })
    .from(generatedSlips)
    .innerJoin(contracts, eq(contracts.id, generatedSlips.contractId))
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .innerJoin(enterprises, eq(enterprises.id, contracts.enterpriseId))
    .where(where(filters));
  const [rows, [total]] = await Promise.all([
    base
      .orderBy(desc(generatedSlips.createdAt), desc(generatedSlips.id))
      .limit(filters.limit)
      .offset(filters.offset),
    ctx.db
      .select({ n: count() })
      .from(generatedSlips)
      .innerJoin(contracts, eq(contracts.id, generatedSlips.contractId))
      .innerJoin(customers, eq(customers.id, contracts.customerId))
      .where(where(filters)),
  ]);
  return {
    items: rows.map(({ createdAt, ...r }) => ({ ...r, date: createdAt.toISOString() })),
    total: Number(total?.n ?? 0),
  };
}

/** 'Extratos gerados': every statement PDF produced, newest first. */
export async function financialStatementReport(
  ctx: AppContext,
  filters: GenerationFilters,
): Promise<FinancialStatementReportPage> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: generatedStatements.id,
        contract_id: contracts.id,
        customer_email: customers.email,
        contract_date: contracts.contractDate,
        createdAt: generatedStatements.createdAt,
        paid_value: generatedStatements.paidCents,
        due_value: generatedStatements.dueCents,
      })
      .from(generatedStatements)
      .innerJoin(contracts, eq(contracts.id, generatedStatements.contractId))
      .innerJoin(customers, eq(customers.id, contracts.customerId))
      .where(where(filters))
      .orderBy(desc(generatedStatements.createdAt), desc(generatedStatements.id))
      .limit(filters.limit)
      .offset(filters.offset),
    ctx.db
      .select({ n: count() })
      .from(generatedStatements)
      .innerJoin(contracts, eq(contracts.id, generatedStatements.contractId))
      .innerJoin(customers, eq(customers.id, contracts.customerId))
      .where(where(filters)),
  ]);
  return {
    items: rows.map(({ id, createdAt, ...r }) => ({
      ...r,
      name: `EXT-${String(id).padStart(6, '0')}`,
      date: createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}
