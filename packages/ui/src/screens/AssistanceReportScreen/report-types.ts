import type { AssistanceStatusCounts } from '../AssistanceScreen/assistance-types';

/** One enterprise of the assistance report. */
export interface AssistanceReportEnterpriseView {
  readonly enterprise_id: number;
  readonly enterprise_name: string;
  readonly total: number;
  readonly counts: AssistanceStatusCounts;
  /** Median days from opening to 'Concluída' or 'Improcedente'; null when none closed. */
  readonly median_days_to_close: number | null;
  /** Mean score, 1–5; null when none rated. */
  readonly average_rating: number | null;
  readonly ratings: number;
}

/** The assistance report (product rule §9), as the API sends it. */
export interface AssistanceReportView {
  readonly total: number;
  readonly counts: AssistanceStatusCounts;
  readonly median_days_to_close: number | null;
  readonly average_rating: number | null;
  readonly ratings: number;
  readonly enterprises: readonly AssistanceReportEnterpriseView[];
}

/** The report's period (ISO days, both optional). */
export interface AssistanceReportFilters {
  readonly from: string | null;
  readonly to: string | null;
}
