import type { ApiError } from '@portal/api';
import { DEFAULT_PAGE_SIZE } from '@portal/domain';
import type { ReportDataProps, ReportFilterValues } from '@portal/ui/screens';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SWRResponse } from 'swr';
import { useSearchParams } from '../../app/navigation/navigation';
import {
  type ParamReader,
  pageParam,
  periodParams,
  reportSearchString,
} from '../../app/navigation/report-params';

/** The filters and page of a report, read from and written to the URL's query string. */
export interface ReportSearch<K extends string> {
  /** The filters as the screen shows them (bad URL values already read as empty). */
  filters: ReportFilterValues<K>;
  /** 1-based page. */
  page: number;
  /** `limit` / `offset` of the current page (8 rows). */
  paging: { limit: number; offset: number };
  /**
   * Changes when the URL changed by itself (back, forward, a link): key the screen with it so its
   * filter fields, which read their values once, show the URL's values again.
   */
  formKey: number;
  /** New filters: back to page 1 (a new entry in the history, so Back returns to the old filters). */
  setFilters: (values: ReportFilterValues<K>) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * Keeps a report's filters and page in the query string (`?email=…&dateFrom=…&dateTo=…&page=2`).
 * `readers` names the text filters and how each is read back; the period is `dateFrom` / `dateTo`.
 */
export function useReportSearch<K extends string>(readers: Record<K, ParamReader>): ReportSearch<K> {
  const [params, setParams] = useSearchParams();
  const search = params.toString();

  const filters = useMemo(() => {
    const texts = Object.fromEntries(
      (Object.keys(readers) as K[]).map((key) => [key, readers[key](params.get(key) ?? '')]),
    ) as Record<K, string>;
    return { ...texts, ...periodParams(params.get('dateFrom'), params.get('dateTo')) };
  }, [params, readers]);
  const page = pageParam(params.get('page'));

  // What this hook wrote last: any other change of the query string came from outside the form.
  const written = useRef(search);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setFormKey((key) => key + 1);
  }, [search]);

  const write = useCallback(
    (values: Record<string, string | null>, nextPage: number, replace = false) => {
      const next = reportSearchString(values, nextPage);
      written.current = next;
      setParams(new URLSearchParams(next), { replace });
    },
    [setParams],
  );

  return {
    filters,
    page,
    paging: { limit: DEFAULT_PAGE_SIZE, offset: (page - 1) * DEFAULT_PAGE_SIZE },
    formKey,
    setFilters: useCallback((values) => write(values, 1), [write]),
    setPage: useCallback((nextPage, options) => write(filters, nextPage, options?.replace), [write, filters]),
  };
}

/** A filter value for the api: omitted when empty (the api refuses an empty filter text). */
export function optional(value: string | null): string | undefined {
  return value ? value : undefined;
}

/**
 * The data props of a report screen from its SWR read: rows, total, loading, and the error with a
 * 'Tentar novamente' that really reloads. A page past the end (a shared link after records were
 * removed, `?page=999`) moves to the last page instead of showing an empty table.
 */
export function useReportData<K extends string, Row>(
  search: ReportSearch<K>,
  read: SWRResponse<{ items: Row[]; total: number }, ApiError>,
): ReportDataProps<Row> {
  const { data, error, isLoading, mutate } = read;
  const { page, setPage } = search;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / DEFAULT_PAGE_SIZE)) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage, { replace: true });
  }, [page, lastPage, setPage]);

  return {
    rows: data?.items ?? [],
    total: data?.total ?? 0,
    page,
    onPageChange: setPage,
    isLoading: isLoading || page > lastPage,
    errorMessage: error && !data ? error.message : undefined,
    onRetry: () => void mutate(),
  };
}
