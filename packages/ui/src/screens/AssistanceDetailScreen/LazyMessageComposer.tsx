import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/Spinner/Spinner';
import type { MessageComposerProps } from './MessageComposer';

const MessageComposer = lazy(() =>
  import('./MessageComposer').then((module) => ({ default: module.MessageComposer })),
);

/**
 * {@link MessageComposer} in a chunk of its own: the messages and the history draw first, the form with
 * the photo picker follows (decision 038; the request pages' budget, decision 078).
 */
export function LazyMessageComposer(props: MessageComposerProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <MessageComposer {...props} />
    </Suspense>
  );
}
