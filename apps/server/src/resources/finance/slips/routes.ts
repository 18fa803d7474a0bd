import { paymentSlipEndpoint, paymentSlipReportEndpoint } from '@portal/api';
import type { Hono } from 'hono';
import { cachedAnswer } from '../../../cache/cached-answer';
import type { AppContext } from '../../../context';
import type { AppEnv } from '../../../http/app-env';
import { registerEndpoint } from '../../../http/register-endpoint';
import { takeCustomerAttempt } from '../../../security/customer-limits';
import type { DocumentsKit } from '../../../storage/documents-kit';
import { paymentSlipReport } from '../../reports/service';
import { generationReport } from '../contracts/cached-reads';
import type { ErpSlipSource } from './erp-slip-source';
import { issuePaymentSlip } from './service';

/** The slip of an installment: each call writes a new PDF, counted per caller before the work (security/customer-limits.ts). */
export function registerSlipRoute(
  app: Hono<AppEnv>,
  ctx: AppContext,
  kit: DocumentsKit,
  erpSlips?: ErpSlipSource,
): void {
  registerEndpoint(app, ctx, paymentSlipEndpoint, async ({ caller, query }) => {
    await takeCustomerAttempt(ctx, caller, 'slip');
    return issuePaymentSlip(ctx, kit, caller, query, erpSlips);
  });
}

/** 'Boletos gerados' (admin only, so one scope): changes with every slip issued. */
export function registerSlipReportRoute(app: Hono<AppEnv>, ctx: AppContext): void {
  registerEndpoint(app, ctx, paymentSlipReportEndpoint, ({ query }) =>
    cachedAnswer(ctx, generationReport(paymentSlipReportEndpoint.id, query), () =>
      paymentSlipReport(ctx, query),
    ),
  );
}
