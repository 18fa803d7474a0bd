import { useAssistanceQueue } from '@portal/api/react';
import { AssistanceQueueScreen, assistanceStaffMessages as s } from '@portal/ui/screens';
import { failureText } from '../app/failure-text';
import { useLocation, useNavigate, useSearchParams } from '../app/navigation/navigation';
import { useDocumentTitle } from '../app/use-document-title';
import { assistanceQueueRequestHref } from '../features/assistance/assistance-hrefs';
import { useQueueOptions } from './assistance-queue/queue-options';
import { queueSearchString, readQueueParams } from './assistance-queue/queue-params';

/** Requests a page of the queue shows. */
const PAGE_SIZE = 20;

/**
 * Route `/solicitacoes-assistencia` (admin, product rule §9): the queue of technical assistance with
 * the counts by status and the filters, kept in the URL so coming back from a request finds the same
 * page.
 */
export function Component() {
  useDocumentTitle(s.queue.title);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const { filters, page } = readQueueParams(search);
  const queue = useAssistanceQueue({
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.enterpriseId ? { enterprise_id: Number(filters.enterpriseId) } : {}),
    ...(filters.system ? { system: filters.system } : {}),
    ...(filters.minAgeDays !== null ? { min_age_days: filters.minAgeDays } : {}),
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const options = useQueueOptions(queue.data);
  const go = (query: string) => navigate(query ? `${pathname}?${query}` : pathname, { replace: true });

  return (
    <AssistanceQueueScreen
      key={search.toString()}
      rows={queue.data?.items ?? null}
      total={queue.data?.total ?? 0}
      counts={queue.data?.counts ?? null}
      isLoading={queue.isLoading}
      errorMessage={
        queue.error && !queue.data ? failureText(queue.error, 'ASSISTANCE-LIST-ERROR') : undefined
      }
      onRetry={() => void queue.mutate()}
      filters={filters}
      onFilter={(next) => go(queueSearchString(next, 1))}
      enterprises={options.enterprises}
      systems={options.systems}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => go(queueSearchString(filters, next))}
      requestHref={(row) => assistanceQueueRequestHref(row.id)}
      onNavigate={navigate}
    />
  );
}
