import * as z from 'zod/mini';
import { cnpjDigits, cpfDigits, described, intParam, MAX_ID } from './primitives';

/** A customer id as the financial calls pass it (the admin's is negative). */
export const customerIdParam = () => intParam(-MAX_ID, MAX_ID);

/**
 * Optional `cpf` and `cnpj` filters (no mask): checked by the server against the caller, never trusted.
 * An empty value means absent: the observed portal always sends both, the unused one empty (`cpf=…&cnpj=`).
 */
export const documentFilters = () => ({
  cpf: z.optional(z.union([z.literal(''), cpfDigits()])),
  cnpj: z.optional(z.union([z.literal(''), cnpjDigits()])),
});

/** Answer of the document calls: a short-lived signed link to the generated PDF. */
export const ReportLinkSchema = z.lazy(() =>
  z.object({
    url_report: described(
      z.string().check(z.minLength(1)),
      'Short-lived signed link (`/files/...`), downloadable without the Authorization header.',
    ),
  }),
);

/** A document link answer. */
export type ReportLink = z.output<typeof ReportLinkSchema>;
