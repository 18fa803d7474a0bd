import {
  billInfoEndpoint,
  currentDebitBalanceEndpoint,
  financialStatementReportEndpoint,
  incomeTaxEndpoint,
  paymentSlipEndpoint,
  paymentSlipReportEndpoint,
  statementPdfEndpoint,
  totalDebitEndpoint,
  userDebitsInfoEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import { type CachedRead, cachedAnswer } from '../../cache/cached-answer';
import { scopeOfCustomer } from '../../cache/change-feed';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { registerEndpoint } from '../../http/register-endpoint';
import type { Caller } from '../../security/caller';
import { takeCustomerAttempt } from '../../security/customer-limits';
import type { DocumentsKit } from '../../storage/documents-kit';
import { financialStatementReport, paymentSlipReport } from '../reports/generation-reports';
import type { ErpSlipSource } from './erp-slip-source';
import { billInfoJson, billInstallmentsJson, totalDebit, userDebitsInfo } from './finance-reads';
import { issueIncomeTaxPdf } from './income-tax-pdf';
import { issuePaymentSlip } from './payment-slip';
import { issueStatementPdf } from './statement-pdf';

/**
 * A statement read as the responses cache names it: every finance read is scoped to the caller's
 * customer, and its status and balance change at São Paulo midnight, so the day is in the key too.
 * It reads the customer's contracts, units, installments and proofs, and the names of their
 * companies and enterprises, whose changes the database announces to the customers concerned
 * (migration 0007): a change of another customer's rows leaves it cached.
 */
function statementRead(ctx: AppContext, caller: Caller, read: string, params: unknown): CachedRead {
  return {
    read,
    scope: caller.customerId,
    params: [ctx.calendar.today(), params],
    dependencies: [`finance:${scopeOfCustomer(caller.customerId)}`],
  };
}

/** A generation report: records, with the contract, enterprise and customer they name. */
function generationReport(read: string, params: unknown): CachedRead {
  return { read, scope: 'admin', params, dependencies: ['reports', 'finance', 'enterprises', 'people'] };
}

/** The statement reads: contracts, bill header, installments and totals. */
export function registerFinanceRoutes(
  app: Hono<AppEnv>,
  ctx: AppContext,
  kit: DocumentsKit,
  erpSlips?: ErpSlipSource,
): void {
  // The four statement reads go through the responses cache (docs/decisions/012-read-caches.md).
  registerEndpoint(app, ctx, userDebitsInfoEndpoint, ({ caller, query }) =>
    cachedAnswer(
      ctx,
      statementRead(ctx, caller, userDebitsInfoEndpoint.id, [query.startDueDate, query.endDueDate]),
      () => userDebitsInfo(ctx, caller, query),
    ),
  );
  registerEndpoint(app, ctx, billInfoEndpoint, ({ caller, query }) =>
    cachedAnswer(ctx, statementRead(ctx, caller, billInfoEndpoint.id, query.numberTitle), () =>
      billInfoJson(ctx, caller, query.numberTitle),
    ),
  );
  registerEndpoint(app, ctx, currentDebitBalanceEndpoint, ({ caller, query }) =>
    cachedAnswer(ctx, statementRead(ctx, caller, currentDebitBalanceEndpoint.id, query.numberTitle), () =>
      billInstallmentsJson(ctx, caller, query.numberTitle),
    ),
  );
  registerEndpoint(app, ctx, totalDebitEndpoint, ({ caller, query }) =>
    cachedAnswer(ctx, statementRead(ctx, caller, totalDebitEndpoint.id, query.numberTitle ?? null), () =>
      totalDebit(ctx, caller, query.numberTitle),
    ),
  );
  // Each call writes a new PDF: counted per caller before the work (security/customer-limits.ts).
  registerEndpoint(app, ctx, paymentSlipEndpoint, async ({ caller, query }) => {
    await takeCustomerAttempt(ctx, caller, 'slip');
    return issuePaymentSlip(ctx, kit, caller, query, erpSlips);
  });
  registerEndpoint(app, ctx, statementPdfEndpoint, async ({ caller, query }) => {
    await takeCustomerAttempt(ctx, caller, 'statement');
    return issueStatementPdf(ctx, kit, caller, query.numberTitle);
  });
  registerEndpoint(app, ctx, incomeTaxEndpoint, async ({ caller, query }) => {
    await takeCustomerAttempt(ctx, caller, 'income-tax');
    return issueIncomeTaxPdf(ctx, kit, caller, query);
  });
  // The generation reports (admin only, so one scope) change with every slip or statement issued.
  registerEndpoint(app, ctx, paymentSlipReportEndpoint, ({ query }) =>
    cachedAnswer(ctx, generationReport(paymentSlipReportEndpoint.id, query), () =>
      paymentSlipReport(ctx, query),
    ),
  );
  registerEndpoint(app, ctx, financialStatementReportEndpoint, ({ query }) =>
    cachedAnswer(ctx, generationReport(financialStatementReportEndpoint.id, query), () =>
      financialStatementReport(ctx, query),
    ),
  );
}
