import type { GenerationReportQuery } from '@portal/api';
import type { GenerationReportFilters } from '@portal/ui';
import { idParam, type ParamReader, textParamsOf } from './report-params';
import { optional, type ReportSearch } from './use-report-search';

/** URL readers of the two generation reports ('Boletos gerados', 'Extratos gerados'). */
export const generationReaders: Record<'customerName' | 'customerEmail' | 'contractId', ParamReader> = {
  ...textParamsOf(['customerName', 'customerEmail']),
  contractId: idParam,
};

/** The api query of a generation report: its filters (the period is the contract date) and page. */
export function generationReportQuery(
  search: ReportSearch<'customerName' | 'customerEmail' | 'contractId'>,
): GenerationReportQuery {
  const filters: GenerationReportFilters = search.filters;
  return {
    customerName: optional(filters.customerName),
    customerEmail: optional(filters.customerEmail),
    contractId: filters.contractId ? Number(filters.contractId) : undefined,
    contractDateFrom: optional(filters.dateFrom),
    contractDateTo: optional(filters.dateTo),
    ...search.paging,
  };
}
