import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/Spinner/Spinner';
import type { StatusChangeFormProps } from './StatusChangeForm';

const StatusChangeForm = lazy(() =>
  import('./StatusChangeForm').then((module) => ({ default: module.StatusChangeForm })),
);

/**
 * {@link StatusChangeForm} in a chunk of its own: the request and its history draw first, the form
 * follows (the staff request page's budget, decision 078).
 */
export function LazyStatusChangeForm(props: StatusChangeFormProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <StatusChangeForm {...props} />
    </Suspense>
  );
}
