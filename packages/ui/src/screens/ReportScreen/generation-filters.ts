import { reportMessages } from '../../messages/pt-BR-reports';
import type { ReportFilterValues, ReportTextFilter } from './report-types';

/** Filter keys of 'Boletos gerados' and 'Extratos gerados' (the API's own parameter names). */
export type GenerationFilterKey = 'customerName' | 'customerEmail' | 'contractDocument';

/**
 * Filters of the two generation reports; `contractDocument` is the contract's 'Título/DOC' as the
 * statement shows it (e.g. CT.2025/00001), or part of it ('' = any contract).
 */
export type GenerationReportFilters = ReportFilterValues<GenerationFilterKey>;

const t = reportMessages.generationReport;

/**
 * The text filters both generation reports share (spec: 'same filters'). The spec calls them company
 * name and e-mail, but they match the customer who holds the contract (`customerName`,
 * `customerEmail`), so the labels say so.
 */
export const generationTextFilters: readonly ReportTextFilter<GenerationFilterKey>[] = [
  { key: 'customerName', label: t.customerName },
  { key: 'customerEmail', label: t.customerEmail, type: 'email', inputMode: 'email' },
  // The document the admin reads on the statement, not the internal id (docs/product/routes.md).
  { key: 'contractDocument', label: t.contractDocument },
];
