import * as z from 'zod/mini';
import { idParam, isoDate, limitParam, offsetParam, text } from '../../schemas/primitives';

/** An optional free-text filter of a report (bounded). */
export const filterText = () => z.optional(text(1, 200));

/** Paging of every report: `limit` 1–100 (default 100), `offset` ≥ 0 (default 0). */
export const reportPaging = { limit: limitParam(), offset: offsetParam() };

/** Filters shared by the payment-slip and financial-statement reports (spec section 7). */
export const generationReportQuery = () =>
  z.object({
    customerName: filterText(),
    customerEmail: filterText(),
    contractId: z.optional(idParam()),
    // Part of the contract's 'Título/DOC' as the statement shows it, case ignored (docs/product/calls.md).
    contractDocument: filterText(),
    contractDateFrom: z.optional(isoDate()),
    contractDateTo: z.optional(isoDate()),
    ...reportPaging,
  });

/** A page of a report: the records and how many match in all. */
export function reportPage<S extends z.core.$ZodType>(record: S) {
  return z.object({ items: z.array(record), total: z.int().check(z.gte(0)) });
}
