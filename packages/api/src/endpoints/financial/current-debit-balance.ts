import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { documentFilters } from '../../schemas/documents';
import { cents, described, idParam, isoDate } from '../../schemas/primitives';

/** One installment of a bill (spec section 3). Money fields are integer cents. */
export const InstallmentSchema = z.lazy(() =>
  z.object({
    installment_number: z.int(),
    installment_id: z.int(),
    due_date: isoDate(),
    // Any text: an ERP may add statuses, which the screen shows with the domain's label rule.
    status: described(
      z.string().check(z.maxLength(100)),
      'due = Vencido, payable = A pagar, paid = Pago; any other status is shown as sent, made readable.',
    ),
    original_value: cents(),
    adjusted_value: cents(),
    current_balance: cents(),
    receipt_date: z.nullable(isoDate()),
    receipt_value: z.nullable(cents()),
    receipt_net_value: z.nullable(cents()),
    proof_of_payment: described(z.boolean(), 'Whether a proof of payment was sent for this installment.'),
    // Optional: an ERP's answer may not carry it; the portal then shows the status as before.
    proof_sent_at: z.optional(
      z.nullable(
        described(
          isoDate(),
          'São Paulo date of the latest proof of payment sent for this installment; null when none.',
        ),
      ),
    ),
    monetary_unit: described(z.string(), 'Monetary unit code; REAL is shown as R$.'),
    // Optional: an ERP's answer may not carry it (product rule §8, "Pay ahead").
    prepayment: z.optional(
      z.nullable(
        described(
          z.enum(['slip', 'request']),
          'An anticipation in progress holds this installment: slip ("Antecipação emitida") or request ' +
            '("Solicitação enviada"); null when none. It cannot be chosen for another until then.',
        ),
      ),
    ),
  }),
);

/** One installment. */
export type Installment = z.output<typeof InstallmentSchema>;

/** A number field of a raw row, when it is one. */
function numberField(raw: unknown, name: string): number | null {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[name] : undefined;
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/**
 * A row of the list that does not read as an installment (a date that is not a date, a value that is
 * not cents...). It stays in the list, named by its number when it has one, so one bad row from the ERP
 * never hides the others: the screen shows the readable rows and says how many it could not show.
 */
export const UnreadableInstallmentSchema = z.lazy(() =>
  z.pipe(
    z.unknown(),
    z.transform((raw) => ({
      unreadable: true as const,
      installment_number: numberField(raw, 'installment_number'),
      installment_id: numberField(raw, 'installment_id'),
    })),
  ),
);

/** A row of the list that could not be read as an installment. */
export type UnreadableInstallment = z.output<typeof UnreadableInstallmentSchema>;

/** One row of the installment list: an installment, or a row that could not be read. */
export const InstallmentRowSchema = z.lazy(() =>
  described(
    z.union([InstallmentSchema, UnreadableInstallmentSchema]),
    'An installment. A client shows the rows it can read and counts the others, never failing the list.',
  ),
);

/** One row of the installment list as the client returns it. */
export type InstallmentListRow = z.output<typeof InstallmentRowSchema>;

/** Tells an unreadable row from an installment. */
export function isUnreadableInstallment(row: InstallmentListRow): row is UnreadableInstallment {
  return 'unreadable' in row && row.unreadable === true;
}

/** Splits the list into the installments to show and the rows that could not be read. */
export function splitInstallmentRows(rows: readonly InstallmentListRow[]): {
  installments: Installment[];
  unreadable: UnreadableInstallment[];
} {
  const installments: Installment[] = [];
  const unreadable: UnreadableInstallment[] = [];
  for (const row of rows) {
    if (isUnreadableInstallment(row)) unreadable.push(row);
    else installments.push(row);
  }
  return { installments, unreadable };
}

/** Lists the installments of one of the caller's bills. */
export const currentDebitBalanceEndpoint = defineEndpoint({
  id: 'currentDebitBalance',
  method: 'GET',
  path: '/api/v1/financial_statement/current_debit_balance',
  summary: 'List the installments of a bill.',
  tag: 'financial',
  auth: 'user',
  query: z.lazy(() => z.object({ numberTitle: idParam(), ...documentFilters() })),
  response: z.lazy(() => z.array(InstallmentRowSchema)),
  errors: ['NOT-FOUND-404'],
});

/** Query of the installment list. */
export type CurrentDebitBalanceQuery = z.input<typeof currentDebitBalanceEndpoint.query>;

/** Calls `GET /api/v1/financial_statement/current_debit_balance`. */
export function getCurrentDebitBalance(
  client: ApiClient,
  query: CurrentDebitBalanceQuery,
  options?: CallOptions,
): Promise<InstallmentListRow[]> {
  return client.call(currentDebitBalanceEndpoint, { query }, options);
}
