import type { AssistanceStatus } from '@portal/domain';

/** The filters of the queue; '' (or null) for "any". */
export interface AssistanceQueueFilters {
  readonly status: AssistanceStatus | '';
  readonly enterpriseId: string;
  readonly system: string;
  /** Only requests made at least this many days ago; null for any age. */
  readonly minAgeDays: number | null;
}

/** No filter at all. */
export const NO_QUEUE_FILTERS: AssistanceQueueFilters = {
  status: '',
  enterpriseId: '',
  system: '',
  minAgeDays: null,
};

/** The ages the filter offers, in days. */
export const QUEUE_AGES = [7, 15, 30, 60] as const;
