import {
  clientPrepaymentQuoteEndpoint,
  completePrepaymentEndpoint,
  contractPrepaymentsEndpoint,
  issuePrepaymentEndpoint,
  prepaymentQuoteEndpoint,
  prepaymentReportEndpoint,
  prepaymentSlipEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { registerEndpoint } from '../../http/register-endpoint';
import { takeCustomerAttempt } from '../../security/customer-limits';
import type { DocumentsKit } from '../../storage/documents-kit';
import type { ErpSlipSource } from '../finance/slips/erp-slip-source';
import {
  completePrepayment,
  contractPrepayments,
  issuePrepayment,
  prepaymentReport,
  prepaymentSlipAgain,
  quoteForCaller,
  quoteForCustomer,
} from './service';

/**
 * 'Antecipar parcelas' (product rule §8): the customer's quote, issue, list and slip again; the staff's
 * report, 'Concluída' and a customer's quote from the client page.
 */
export function registerPrepaymentRoutes(
  app: Hono<AppEnv>,
  ctx: AppContext,
  kit: DocumentsKit,
  erpSlips?: ErpSlipSource,
): void {
  registerEndpoint(app, ctx, prepaymentQuoteEndpoint, ({ caller, body }) =>
    quoteForCaller(ctx, caller, body, erpSlips),
  );
  // Each issue may draw a slip or send an e-mail: counted per caller before the work, as slips are.
  registerEndpoint(app, ctx, issuePrepaymentEndpoint, async ({ caller, body }) => {
    await takeCustomerAttempt(ctx, caller, 'slip');
    return issuePrepayment(ctx, kit, caller, body, erpSlips);
  });
  registerEndpoint(app, ctx, contractPrepaymentsEndpoint, ({ caller, query }) =>
    contractPrepayments(ctx, caller, query.bill_id),
  );
  registerEndpoint(app, ctx, prepaymentSlipEndpoint, async ({ caller, params }) => {
    await takeCustomerAttempt(ctx, caller, 'slip');
    return prepaymentSlipAgain(ctx, kit, caller, params.id);
  });
  registerEndpoint(app, ctx, prepaymentReportEndpoint, ({ query }) => prepaymentReport(ctx, query));
  registerEndpoint(app, ctx, completePrepaymentEndpoint, async ({ caller, params }) => {
    await completePrepayment(ctx, caller, params.id);
    return undefined;
  });
  registerEndpoint(app, ctx, clientPrepaymentQuoteEndpoint, ({ params, body }) =>
    quoteForCustomer(ctx, params.id, body, erpSlips),
  );
}
