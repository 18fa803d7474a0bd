import { messageForCode } from '@portal/domain';
import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { ApiError } from '../../client/api-error';
import { defineEndpoint } from '../../endpoint';
import { type MessageBody, MessageBodySchema } from '../../schemas/error-body';
import { cnpjDigits, cpfDigits, described, emailAddress, idParam, text } from '../../schemas/primitives';

/** Largest proof accepted: 1024 MB, enforced by the client before sending and by the server while streaming. */
export const MAX_PROOF_BYTES = 1024 * 1024 * 1024;

/**
 * Sends a proof of payment (product rule §2): the query carries the fields, the body is the PDF
 * itself (`Content-Type: application/pdf`), streamed to storage. `email` and `name` are taken from the
 * token by the server; a repeated `Idempotency-Key` stores once.
 */
export const paymentProofEndpoint = defineEndpoint({
  id: 'paymentProof',
  method: 'POST',
  path: '/api/v1/invoice/payment_slip/proof',
  summary: 'Send a proof of payment (PDF body).',
  description:
    'Body: the PDF bytes, at most 1024 MB (413 SEND-PAYMENT-PROOF-413, partial file removed). Bytes that ' +
    'are not a PDF give 422 SEND-PAYMENT-PROOF-422. Idempotent for a repeated Idempotency-Key.',
  tag: 'invoice',
  auth: 'user',
  query: z.lazy(() =>
    z.object({
      cpfcnpj: described(z.union([cpfDigits(), cnpjDigits()]), "Caller's CPF, or CNPJ if none (no mask)."),
      billReceivableId: idParam(),
      installmentId: idParam(),
      message: z._default(text(0, 1000), ''),
      email: z.optional(emailAddress()),
      name: z.optional(text(0, 200)),
    }),
  ),
  headers: z.lazy(() => z.object({ 'idempotency-key': z.optional(text(8, 200)) })),
  bodyKind: 'pdf',
  response: MessageBodySchema,
  errors: [
    'SEND-PAYMENT-PROOF-413',
    'SEND-PAYMENT-PROOF-QUOTA-413',
    'SEND-PAYMENT-PROOF-409',
    'SEND-PAYMENT-PROOF-421',
    'SEND-PAYMENT-PROOF-422',
    'RATE-LIMIT-429',
  ],
  failure: 'SEND-PAYMENT-PROOF-421',
});

/** Query of the proof upload. */
export type PaymentProofQuery = z.input<typeof paymentProofEndpoint.query>;

/** The first bytes of every PDF file. */
const PDF_MAGIC = '%PDF-';

/**
 * Refuses, before any byte is sent, a proof over 1024 MB (SEND-PAYMENT-PROOF-413) or one that does not
 * start like a PDF (SEND-PAYMENT-PROOF-422). The server checks both again: this only spares the upload.
 */
export async function checkProofFile(file: Blob): Promise<void> {
  const refuse = (status: 413 | 422) => {
    const code = `SEND-PAYMENT-PROOF-${status}` as const;
    return new ApiError(status, code, messageForCode(code), { endpointId: paymentProofEndpoint.id });
  };
  if (file.size > MAX_PROOF_BYTES) throw refuse(413);
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  if (String.fromCharCode(...head) !== PDF_MAGIC) throw refuse(422);
}

/**
 * Calls `POST /api/v1/invoice/payment_slip/proof` after `checkProofFile`. Pass `onUploadProgress` for
 * progress and an idempotency key (one per chosen file) so that a retry stores the proof once.
 */
export async function postPaymentProof(
  client: ApiClient,
  query: PaymentProofQuery,
  file: Blob,
  options?: CallOptions & { readonly idempotencyKey?: string },
): Promise<MessageBody> {
  await checkProofFile(file);
  const headers = options?.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {};
  return client.call(paymentProofEndpoint, { query, body: file, headers }, options);
}
