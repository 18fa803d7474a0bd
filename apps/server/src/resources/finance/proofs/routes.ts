import { paymentProofEndpoint } from '@portal/api';
import type { Hono } from 'hono';
import type { AppContext } from '../../../context';
import type { AppEnv } from '../../../http/app-env';
import { registerEndpoint } from '../../../http/register-endpoint';
import { takeCustomerAttempt } from '../../../security/customer-limits';
import type { DocumentsKit } from '../../../storage/documents-kit';
import { receivePaymentProof } from './service';

/** `POST /api/v1/invoice/payment_slip/proof`: the body is the PDF itself, streamed to storage. */
export function registerProofRoute(app: Hono<AppEnv>, ctx: AppContext, kit: DocumentsKit): void {
  registerEndpoint(app, ctx, paymentProofEndpoint, async ({ caller, query, c }) => {
    // Counted before a byte of the body is read (security/customer-limits.ts).
    await takeCustomerAttempt(ctx, caller, 'proof');
    const length = c.req.header('content-length');
    const key = c.req.header('idempotency-key')?.trim();
    return receivePaymentProof(ctx, kit, caller, {
      billReceivableId: query.billReceivableId,
      installmentId: query.installmentId,
      message: query.message,
      idempotencyKey: key && key.length >= 8 && key.length <= 200 ? key : undefined,
      declaredLength: length && /^\d+$/.test(length) ? Number(length) : undefined,
      body: c.req.raw.body as AsyncIterable<Uint8Array> | null,
    });
  });
}
