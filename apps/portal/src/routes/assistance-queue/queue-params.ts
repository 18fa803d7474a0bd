import { ASSISTANCE_STATUSES, type AssistanceStatus, WARRANTY_SYSTEM_KEY } from '@portal/domain';
import type { AssistanceQueueFilters } from '@portal/ui/screens';
import { idParam, pageParam, reportSearchString } from '../../app/navigation/report-params';

/**
 * How the queue's filters travel in the URL (`?situacao=open&empreendimento=2&sistema=paint&idade=30
 * &page=2`), so coming back from a request finds the same list. Forgiving as every report's: a value
 * the filters could not send reads as no filter.
 */

/** The filters and page of a query string. */
export function readQueueParams(search: URLSearchParams): { filters: AssistanceQueueFilters; page: number } {
  const status = search.get('situacao') ?? '';
  const system = search.get('sistema') ?? '';
  const age = search.get('idade') ?? '';
  return {
    filters: {
      status: (ASSISTANCE_STATUSES as readonly string[]).includes(status) ? (status as AssistanceStatus) : '',
      enterpriseId: idParam(search.get('empreendimento') ?? ''),
      system: WARRANTY_SYSTEM_KEY.test(system) ? system : '',
      // Whole days, as the api takes them (0 to 3650); the filter offers 7, 15, 30 and 60.
      minAgeDays: /^\d{1,4}$/.test(age) && Number(age) <= 3650 ? Number(age) : null,
    },
    page: pageParam(search.get('page')),
  };
}

/** The query string of filters and a page. */
export function queueSearchString(filters: AssistanceQueueFilters, page: number): string {
  return reportSearchString(
    {
      situacao: filters.status,
      empreendimento: filters.enterpriseId,
      sistema: filters.system,
      idade: filters.minAgeDays === null ? null : String(filters.minAgeDays),
    },
    page,
  );
}
