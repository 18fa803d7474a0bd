import { incomeTaxEndpoint } from '@portal/api';
import type { Hono } from 'hono';
import type { AppContext } from '../../../context';
import type { AppEnv } from '../../../http/app-env';
import { registerEndpoint } from '../../../http/register-endpoint';
import { takeCustomerAttempt } from '../../../security/customer-limits';
import type { DocumentsKit } from '../../../storage/documents-kit';
import { issueIncomeTaxPdf } from './service';

/** The yearly 'Informe de rendimentos': each call writes a new PDF, counted per caller before the work. */
export function registerIncomeTaxRoute(app: Hono<AppEnv>, ctx: AppContext, kit: DocumentsKit): void {
  registerEndpoint(app, ctx, incomeTaxEndpoint, async ({ caller, query }) => {
    await takeCustomerAttempt(ctx, caller, 'income-tax');
    return issueIncomeTaxPdf(ctx, kit, caller, query);
  });
}
