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
import { billInfo, billInstallments, totalDebit, userDebitsInfo } from './finance-reads';
import { financialStatementReport, paymentSlipReport } from './generation-reports';
import { issueIncomeTaxPdf } from './income-tax-pdf';
import { issuePaymentSlip } from './payment-slip';
import { issueStatementPdf } from './statement-pdf';

/** The statement reads: contracts, bill header, installments and totals. */
export function registerFinanceRoutes(app: Hono<AppEnv>, ctx: AppContext, kit: DocumentsKit): void {
  registerEndpoint(app, ctx, userDebitsInfoEndpoint, ({ caller, query }) =>
    userDebitsInfo(ctx, caller, query),
  );
  registerEndpoint(app, ctx, billInfoEndpoint, ({ caller, query }) =>
    billInfo(ctx, caller, query.numberTitle),
  );
  registerEndpoint(app, ctx, currentDebitBalanceEndpoint, ({ caller, query }) =>
    billInstallments(ctx, caller, query.numberTitle),
  );
  registerEndpoint(app, ctx, totalDebitEndpoint, ({ caller, query }) =>
    totalDebit(ctx, caller, query.numberTitle),
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
