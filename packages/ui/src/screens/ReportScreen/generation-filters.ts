import { messages } from '../../messages/pt-BR';
import type { ReportFilterValues, ReportTextFilter } from './report-types';

/** Filter keys of 'Boletos gerados' and 'Extratos gerados' (the API's own parameter names). */
export type GenerationFilterKey = 'customerName' | 'customerEmail' | 'contractId';

/** Filters of the two generation reports; `contractId` is digits only ('' = any contract). */
export type GenerationReportFilters = ReportFilterValues<GenerationFilterKey>;

const t = messages.generationReport;

/**
 * The text filters both generation reports share (spec: 'same filters'). The spec calls them company
 * name and e-mail, but they match the customer who holds the contract (`customerName`,
 * `customerEmail`), so the labels say so.
 */
export const generationTextFilters: readonly ReportTextFilter<GenerationFilterKey>[] = [
  { key: 'customerName', label: t.customerName },
  { key: 'customerEmail', label: t.customerEmail, type: 'email', inputMode: 'email' },
  {
    key: 'contractId',
    label: t.contractId,
    inputMode: 'numeric',
    // The contract id is a number on the wire: letters would only earn a 400 from the server.
    validate: (value) => (value && !/^\d+$/.test(value) ? t.contractIdInvalid : undefined),
  },
];
