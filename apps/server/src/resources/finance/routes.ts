import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import type { DocumentsKit } from '../../storage/documents-kit';
import { registerIncomeTaxRoute } from './income-tax/routes';
import type { ErpSlipSource } from './slips/erp-slip-source';
import { registerSlipReportRoute, registerSlipRoute } from './slips/routes';
import {
  registerStatementPdfRoute,
  registerStatementReads,
  registerStatementReportRoute,
} from './statements/routes';

/**
 * Finance's endpoints, from its parts (statements, slips, income tax), in the order the OpenAPI
 * document lists them: the statement reads, the slip, the statement PDF, the income-tax statement,
 * then the two generation reports. The proof of payment registers apart (proofs/routes.ts).
 */
export function registerFinanceRoutes(
  app: Hono<AppEnv>,
  ctx: AppContext,
  kit: DocumentsKit,
  erpSlips?: ErpSlipSource,
): void {
  registerStatementReads(app, ctx);
  registerSlipRoute(app, ctx, kit, erpSlips);
  registerStatementPdfRoute(app, ctx, kit);
  registerIncomeTaxRoute(app, ctx, kit);
  registerSlipReportRoute(app, ctx);
  registerStatementReportRoute(app, ctx);
}
