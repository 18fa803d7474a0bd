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
import type { AppContext } from '../context';
import type { AppEnv } from '../http/app-env';
import { registerEndpoint } from '../http/register-endpoint';
import type { DocumentsKit } from '../storage/documents-kit';
import { cachedAnswer } from './cached-answer';
import { billInfo, billInstallments, totalDebit, userDebitsInfo } from './finance-reads';
import { financialStatementReport, paymentSlipReport } from './generation-reports';
import { issueIncomeTaxPdf } from './income-tax-pdf';
import { issuePaymentSlip } from './payment-slip';
import { issueStatementPdf } from './statement-pdf';

/** The statement reads: contracts, bill header, installments and totals. */
export function registerFinanceRoutes(app: Hono<AppEnv>, ctx: AppContext, kit: DocumentsKit): void {
  // The four statement reads go through the responses cache (docs/decisions/012-read-caches.md).
  registerEndpoint(app, ctx, userDebitsInfoEndpoint, ({ caller, query }) =>
    cachedAnswer(ctx, caller, userDebitsInfoEndpoint.id, [query.startDueDate, query.endDueDate], () =>
      userDebitsInfo(ctx, caller, query),
    ),
  );
  registerEndpoint(app, ctx, billInfoEndpoint, ({ caller, query }) =>
    cachedAnswer(ctx, caller, billInfoEndpoint.id, query.numberTitle, () =>
      billInfo(ctx, caller, query.numberTitle),
    ),
  );
  registerEndpoint(app, ctx, currentDebitBalanceEndpoint, ({ caller, query }) =>
    cachedAnswer(ctx, caller, currentDebitBalanceEndpoint.id, query.numberTitle, () =>
      billInstallments(ctx, caller, query.numberTitle),
    ),
  );
  registerEndpoint(app, ctx, totalDebitEndpoint, ({ caller, query }) =>
    cachedAnswer(ctx, caller, totalDebitEndpoint.id, query.numberTitle ?? null, () =>
      totalDebit(ctx, caller, query.numberTitle),
    ),
  );
  registerEndpoint(app, ctx, paymentSlipEndpoint, ({ caller, query }) =>
    issuePaymentSlip(ctx, kit, caller, query),
  );
  registerEndpoint(app, ctx, statementPdfEndpoint, ({ caller, query }) =>
    issueStatementPdf(ctx, kit, caller, query.numberTitle),
  );
  registerEndpoint(app, ctx, incomeTaxEndpoint, ({ caller, query }) =>
    issueIncomeTaxPdf(ctx, kit, caller, query),
  );
  registerEndpoint(app, ctx, paymentSlipReportEndpoint, ({ query }) => paymentSlipReport(ctx, query));
  registerEndpoint(app, ctx, financialStatementReportEndpoint, ({ query }) =>
    financialStatementReport(ctx, query),
  );
}
