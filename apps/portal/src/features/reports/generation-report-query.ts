import type { GenerationReportQuery } from '@portal/api';
import type { GenerationReportFilters } from '@portal/ui/screens';
import { type ParamReader, textParamsOf } from '../../app/navigation/report-params';
import { optional, type ReportSearch } from './use-report-search';

/** The text filters of the generation reports. */
type GenerationKey = 'customerName' | 'customerEmail' | 'contractDocument';

/**
 * URL readers of the two generation reports ('Boletos gerados', 'Extratos gerados'); the contract is
 * its document as the statement shows it ('CT.2025/00001', docs/product/routes.md).
 */
export const generationReaders: Record<GenerationKey, ParamReader> = textParamsOf([
  'customerName',
  'customerEmail',
  'contractDocument',
]);

/** The api query of a generation report: its filters (the period is the contract date) and page. */
export function generationReportQuery(search: ReportSearch<GenerationKey>): GenerationReportQuery {
  const filters: GenerationReportFilters = search.filters;
  return {
    customerName: optional(filters.customerName),
    customerEmail: optional(filters.customerEmail),
    contractDocument: optional(filters.contractDocument),
    contractDateFrom: optional(filters.dateFrom),
    contractDateTo: optional(filters.dateTo),
    ...search.paging,
  };
}
