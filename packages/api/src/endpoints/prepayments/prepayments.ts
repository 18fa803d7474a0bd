import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { idParam } from '../../schemas/primitives';
import { type PaymentSlip, PaymentSlipSchema } from '../invoice/payment-slip';
import {
  type IssuedPrepayment,
  IssuedPrepaymentSchema,
  PREPAYMENT_QUOTE_REFUSALS,
  type Prepayment,
  type PrepaymentIssueBody,
  PrepaymentIssueBodySchema,
  type PrepaymentQuote,
  type PrepaymentQuoteBody,
  PrepaymentQuoteBodySchema,
  PrepaymentQuoteSchema,
  PrepaymentSchema,
} from './prepayment-schemas';

/** 'Antecipar parcelas': the simulation of one of the caller's contracts (product rule §8). */
export const prepaymentQuoteEndpoint = defineEndpoint({
  id: 'prepaymentQuote',
  method: 'POST',
  path: '/api/v1/prepayments/quote',
  summary: 'Simulate paying installments of a contract ahead.',
  description:
    'Changes nothing. The installments that can be paid ahead, last first, their value today, the ' +
    'discount and what each costs on the payment date, and the totals of the chosen ones.',
  tag: 'financial',
  auth: 'user',
  body: PrepaymentQuoteBodySchema,
  response: PrepaymentQuoteSchema,
  errors: [...PREPAYMENT_QUOTE_REFUSALS, 'PREPAYMENT-QUOTE-ERROR'],
  failure: 'PREPAYMENT-QUOTE-ERROR',
});

/** Calls `POST /api/v1/prepayments/quote`. */
export function postPrepaymentQuote(
  client: ApiClient,
  body: PrepaymentQuoteBody,
  options?: CallOptions,
): Promise<PrepaymentQuote> {
  return client.call(prepaymentQuoteEndpoint, { body }, options);
}

/**
 * Issues the anticipation the quote showed, computed again by the server: one slip (boleto and PIX) for
 * the total, or, when the company's slips come from its ERP, a request e-mailed to its finance team.
 */
export const issuePrepaymentEndpoint = defineEndpoint({
  id: 'issuePrepayment',
  method: 'POST',
  path: '/api/v1/prepayments',
  summary: 'Pay installments ahead: one slip for the total, or a request to the finance team.',
  description:
    "Recorded for the 'Boletos gerados' report (a slip) and the anticipations report. An installment " +
    'already held by an anticipation in progress answers 409 PREPAYMENT-409.',
  tag: 'financial',
  auth: 'user',
  body: PrepaymentIssueBodySchema,
  response: IssuedPrepaymentSchema,
  successStatus: 201,
  errors: [
    ...PREPAYMENT_QUOTE_REFUSALS,
    'PREPAYMENT-409',
    'PAYMENT-SLIP-PDF-404',
    'RATE-LIMIT-429',
    'PREPAYMENT-ERROR',
  ],
  failure: 'PREPAYMENT-ERROR',
});

/** Calls `POST /api/v1/prepayments`. */
export function postPrepayment(
  client: ApiClient,
  body: PrepaymentIssueBody,
  options?: CallOptions,
): Promise<IssuedPrepayment> {
  return client.call(issuePrepaymentEndpoint, { body }, options);
}

/** The anticipations of one of the caller's contracts, newest first. */
export const contractPrepaymentsEndpoint = defineEndpoint({
  id: 'contractPrepayments',
  method: 'GET',
  path: '/api/v1/prepayments',
  summary: 'List the anticipations of a contract.',
  tag: 'financial',
  auth: 'user',
  query: z.lazy(() => z.object({ bill_id: idParam() })),
  response: z.lazy(() => z.array(PrepaymentSchema)),
  errors: ['NOT-FOUND-404', 'PREPAYMENT-LIST-ERROR'],
  failure: 'PREPAYMENT-LIST-ERROR',
});

/** Query of the anticipations list. */
export type ContractPrepaymentsQuery = z.input<typeof contractPrepaymentsEndpoint.query>;

/** Calls `GET /api/v1/prepayments`. */
export function getContractPrepayments(
  client: ApiClient,
  query: ContractPrepaymentsQuery,
  options?: CallOptions,
): Promise<Prepayment[]> {
  return client.call(contractPrepaymentsEndpoint, { query }, options);
}

/**
 * The slip of an anticipation in progress again (a fresh link to its PDF, its line and PIX code), named
 * like the other slips. A request, or a slip paid or expired, answers PAYMENT-SLIP-PDF-404.
 */
export const prepaymentSlipEndpoint = defineEndpoint({
  id: 'prepaymentSlip',
  method: 'GET',
  // Named `…/slip`, it answers JSON with a short-lived link to the PDF, like the installment's slip.
  path: '/api/v1/prepayments/{id}/slip',
  summary: 'The slip of an anticipation in progress, again.',
  tag: 'financial',
  auth: 'user',
  params: z.lazy(() => z.object({ id: idParam() })),
  response: PaymentSlipSchema,
  errors: ['PAYMENT-SLIP-PDF-404', 'RATE-LIMIT-429'],
});

/** Calls `GET /api/v1/prepayments/{id}/slip`. */
export function getPrepaymentSlip(
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<PaymentSlip> {
  return client.call(prepaymentSlipEndpoint, { params: { id } }, options);
}
