import {
  billInfoEndpoint,
  currentDebitBalanceEndpoint,
  financialStatementReportEndpoint,
  statementPdfEndpoint,
  totalDebitEndpoint,
  userDebitsInfoEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import { cachedAnswer } from '../../../cache/cached-answer';
import type { AppContext } from '../../../context';
import type { AppEnv } from '../../../http/app-env';
import { registerEndpoint } from '../../../http/register-endpoint';
import { takeCustomerAttempt } from '../../../security/customer-limits';
import type { DocumentsKit } from '../../../storage/documents-kit';
import { financialStatementReport } from '../../reports/service';
import { generationReport, statementRead } from '../contracts/cached-reads';
import { billInfoJson, billInstallmentsJson, issueStatementPdf, totalDebit, userDebitsInfo } from './service';

/** The statement reads: contracts, bill header, installments and totals. */
export function registerStatementReads(app: Hono<AppEnv>, ctx: AppContext): void {
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
}

/** The statement PDF: each call writes a new PDF, counted per caller before the work (security/customer-limits.ts). */
export function registerStatementPdfRoute(app: Hono<AppEnv>, ctx: AppContext, kit: DocumentsKit): void {
  registerEndpoint(app, ctx, statementPdfEndpoint, async ({ caller, query }) => {
    await takeCustomerAttempt(ctx, caller, 'statement');
    return issueStatementPdf(ctx, kit, caller, query.numberTitle);
  });
}

/** 'Extratos gerados' (admin only, so one scope): changes with every statement issued. */
export function registerStatementReportRoute(app: Hono<AppEnv>, ctx: AppContext): void {
  registerEndpoint(app, ctx, financialStatementReportEndpoint, ({ query }) =>
    cachedAnswer(ctx, generationReport(financialStatementReportEndpoint.id, query), () =>
      financialStatementReport(ctx, query),
    ),
  );
}
