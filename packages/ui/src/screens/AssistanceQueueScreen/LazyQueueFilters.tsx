import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/Spinner/Spinner';
import type { QueueFiltersProps } from './QueueFilters';

const QueueFilters = lazy(() =>
  import('./QueueFilters').then((module) => ({ default: module.QueueFilters })),
);

/**
 * {@link QueueFilters} in a chunk of its own: the kit's filter bar lives in the staff reports' chunk
 * (decision 078), which the queue would otherwise load whole (3.8 KiB of gzip with the reports'
 * parts) before drawing. The chunk is asked for with the queue's first render, beside the queue's
 * own request, so the bar is usually there when the requests are (the queue page's budget, decision
 * 078, as the staff request page's status form).
 */
export function LazyQueueFilters(props: QueueFiltersProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <QueueFilters {...props} />
    </Suspense>
  );
}
