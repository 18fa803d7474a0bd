import type { ErrorCode } from '@portal/domain';
import * as z from 'zod/mini';
import { cents, described, idParam, isoDate, isoDateTime, MAX_ID } from '../../schemas/primitives';

/**
 * How an anticipation is paid (product rule §8): `slip`, our own boleto and PIX for the total; `request`,
 * sent to the company's finance team when the company's slips come from its ERP (decision 066).
 */
export const PREPAYMENT_KINDS = ['slip', 'request'] as const;

/** One kind of {@link PREPAYMENT_KINDS}. */
export type PrepaymentKind = (typeof PREPAYMENT_KINDS)[number];

/**
 * Where an anticipation stands, derived on every read against the São Paulo day: `issued` (a slip whose
 * payment date has not passed), `requested` (a request finance has not marked done), `completed` (marked
 * 'Concluída' by finance), `paid` (every installment received), `expired` (its payment date passed
 * before they were). `issued`, `requested` and `completed` hold their installments.
 */
export const PREPAYMENT_STATUSES = ['issued', 'requested', 'completed', 'paid', 'expired'] as const;

/** One status of {@link PREPAYMENT_STATUSES}. */
export type PrepaymentStatus = (typeof PREPAYMENT_STATUSES)[number];

/** Most installments one anticipation may name (a 50-year monthly contract has 600). */
export const MAX_PREPAYMENT_INSTALLMENTS = 1000;

/** The installment ids of a request: 1 to 1000 distinct ids. */
const installmentIds = () =>
  described(
    z.array(z.int().check(z.gte(1), z.lte(MAX_ID))).check(
      z.minLength(1),
      z.maxLength(MAX_PREPAYMENT_INSTALLMENTS),
      z.refine((ids) => new Set(ids).size === ids.length, { message: 'Parcelas repetidas.' }),
    ),
    'The installments to pay ahead (ids), each once.',
  );

/**
 * What a quote asks: the contract, the installments (omitted: every installment that can be paid
 * ahead, 'Quitar contrato') and the payment date (omitted: today). The server computes every amount.
 */
export const PrepaymentQuoteBodySchema = z.lazy(() =>
  z.object({
    bill_id: idParam(),
    installment_ids: z.optional(installmentIds()),
    payment_date: z.optional(
      described(isoDate(), 'The day the customer will pay: today to 5 days ahead (São Paulo).'),
    ),
  }),
);

/** The body of a quote. */
export type PrepaymentQuoteBody = z.input<typeof PrepaymentQuoteBodySchema>;

/** What issuing asks: the same as a quote, the installments and the date named. */
export const PrepaymentIssueBodySchema = z.lazy(() =>
  z.object({
    bill_id: idParam(),
    installment_ids: installmentIds(),
    payment_date: described(isoDate(), 'The day the customer will pay: today to 5 days ahead (São Paulo).'),
  }),
);

/** The body of an issue. */
export type PrepaymentIssueBody = z.input<typeof PrepaymentIssueBodySchema>;

/** The money of one installment paid ahead: what it is worth, what it costs on the payment date. */
const installmentMoney = () => ({
  installment_id: z.int(),
  installment_number: z.int(),
  due_date: isoDate(),
  value: described(cents(), 'What the installment is worth today (its adjusted value).'),
  present_value: described(cents(), 'What it costs paid on the payment date.'),
  discount: described(cents(), '`value` minus `present_value`.'),
});

/** One installment of a quote: its money, whether it is chosen, and the anticipation already holding it. */
export const QuotedInstallmentSchema = z.lazy(() =>
  z.object({
    ...installmentMoney(),
    selected: described(z.boolean(), 'Part of the totals of this quote.'),
    held_by: described(
      z.nullable(z.enum(PREPAYMENT_KINDS)),
      'An anticipation in progress already holds it (slip: "Antecipação emitida"; request: "Solicitação ' +
        'enviada"); it cannot be chosen until that one is paid or expires.',
    ),
  }),
);

/** One installment of a quote. */
export type QuotedInstallment = z.output<typeof QuotedInstallmentSchema>;

/** The totals of a set of installments paid ahead. */
const totals = () => ({
  total_value: described(cents(), 'Sum of `value`.'),
  total_discount: described(cents(), 'Sum of `discount`.'),
  total: described(cents(), 'What is paid: sum of `present_value`.'),
});

/**
 * Why a quote is refused — the contract is not the customer's, does not allow paying ahead, the date or
 * an installment cannot be chosen (product rule §8) — in the customer's quote, the admin's quote of a
 * customer's contract, and an issue, which computes the quote again.
 */
export const PREPAYMENT_QUOTE_REFUSALS = [
  'NOT-FOUND-404',
  'PREPAYMENT-403',
  'PREPAYMENT-DATE-422',
  'PREPAYMENT-INSTALLMENT-422',
] as const satisfies readonly ErrorCode[];

/**
 * A quote: every installment of the contract that can be paid ahead (open, due after the payment date),
 * last first, each with its money on the payment date; the totals of the chosen ones; the dates the
 * customer may choose; and what issuing does (`slip` or `request`).
 */
export const PrepaymentQuoteSchema = z.lazy(() =>
  described(
    z.object({
      bill_id: z.int(),
      contract_document: described(z.string(), "'Título/DOC' of the statement."),
      payment_date: isoDate(),
      first_payment_date: described(isoDate(), 'Today (São Paulo).'),
      last_payment_date: described(isoDate(), 'Today plus 5 days.'),
      mode: described(
        z.enum(PREPAYMENT_KINDS),
        'What issuing does: `slip` issues our boleto and PIX; `request` sends it to the finance team ' +
          "(the company's slips come from its ERP).",
      ),
      installments: z.array(QuotedInstallmentSchema),
      ...totals(),
    }),
    'The simulation of paying installments ahead.',
  ),
);

/** A quote. */
export type PrepaymentQuote = z.output<typeof PrepaymentQuoteSchema>;

/** One installment of an anticipation, with the money fixed when it was issued. */
export const PrepaymentInstallmentSchema = z.lazy(() => z.object(installmentMoney()));

/** One installment of an anticipation. */
export type PrepaymentInstallment = z.output<typeof PrepaymentInstallmentSchema>;

/** The fields of an anticipation as its customer reads it. */
const prepaymentFields = () => ({
  id: z.int(),
  bill_id: z.int(),
  contract_document: z.string(),
  kind: z.enum(PREPAYMENT_KINDS),
  status: z.enum(PREPAYMENT_STATUSES),
  created_at: isoDateTime(),
  payment_date: described(isoDate(), 'The chosen payment date; a slip is due on it.'),
  installments: z.array(PrepaymentInstallmentSchema),
  ...totals(),
  code: described(z.nullable(z.string()), 'The digitable line of a slip (47 digits); null for a request.'),
  pix_code: described(z.nullable(z.string()), 'The PIX "copia e cola" of a slip; null for a request.'),
  completed_at: described(
    z.nullable(isoDateTime()),
    "When finance marked the request 'Concluída'; null otherwise.",
  ),
});

/** An anticipation issued (slip) or requested (request), as its customer reads it. */
export const PrepaymentSchema = z.lazy(() =>
  described(z.object(prepaymentFields()), 'An anticipation of installments.'),
);

/** An anticipation. */
export type Prepayment = z.output<typeof PrepaymentSchema>;

/** The answer of issuing: the anticipation and, for a slip, the short-lived link to its PDF. */
export const IssuedPrepaymentSchema = z.lazy(() =>
  described(
    z.object({
      ...prepaymentFields(),
      url: described(
        z.nullable(z.string().check(z.minLength(1))),
        'Short-lived signed link to the slip PDF; null for a request.',
      ),
    }),
    'An anticipation just issued or requested.',
  ),
);

/** The answer of issuing. */
export type IssuedPrepayment = z.output<typeof IssuedPrepaymentSchema>;
