import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { documentFilters } from '../../schemas/documents';
import { described, idParam, intParam, MAX_ID } from '../../schemas/primitives';

/** A generated payment slip: signed link to the PDF, digitable line, and the PIX code when issued. */
export const PaymentSlipSchema = z.lazy(() =>
  z.object({
    url: described(z.string().check(z.minLength(1)), 'Short-lived signed link to the slip PDF.'),
    // Not refused here: a code of another shape from an ERP is that slip's error (the screen says so and
    // still offers the PDF), not a failure of the whole call.
    code: described(
      z.string().check(z.maxLength(200)),
      'Digitable line (linha digitável), 47 digits without separators; the client checks the shape.',
    ),
    pix_code: z.optional(
      described(z.string(), 'PIX "copia e cola" payload (EMV), when the slip carries one.'),
    ),
  }),
);

/** A generated payment slip. */
export type PaymentSlip = z.output<typeof PaymentSlipSchema>;

/** Generates the slip of an installment; a paid installment → 404 PAYMENT-SLIP-PDF-404. */
export const paymentSlipEndpoint = defineEndpoint({
  id: 'paymentSlip',
  method: 'GET',
  // Named `…/pdf`, it answers JSON with a short-lived link to the PDF: the contract of docs/product/calls.md, section 7 ('Financial').
  path: '/api/v1/invoice/payment_slip/pdf',
  summary: 'Generate the payment slip (boleto) of an installment.',
  description: "Recorded for the 'Boletos gerados' report.",
  tag: 'invoice',
  auth: 'user',
  query: z.lazy(() =>
    z.object({
      billReceivableId: idParam(),
      installmentId: idParam(),
      enterpriseId: z._default(intParam(0, MAX_ID), 0),
      ...documentFilters(),
      numberTitle: idParam(),
    }),
  ),
  response: PaymentSlipSchema,
  errors: ['PAYMENT-SLIP-PDF-404', 'LATEST-SLIP-504', 'RATE-LIMIT-429'],
});

/** Query of the slip call. */
export type PaymentSlipQuery = z.input<typeof paymentSlipEndpoint.query>;

/** Calls `GET /api/v1/invoice/payment_slip/pdf`. */
export function getPaymentSlip(
  client: ApiClient,
  query: PaymentSlipQuery,
  options?: CallOptions,
): Promise<PaymentSlip> {
  return client.call(paymentSlipEndpoint, { query }, options);
}
