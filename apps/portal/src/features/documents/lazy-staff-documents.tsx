import { lazy, Suspense } from 'react';
import type { StaffDocumentsOwner } from './StaffDocumentsController';

/** The staff's 'Documentos' block, its screen and calls on a chunk of their own (decision 077). */
const Controller = lazy(() =>
  import('./StaffDocumentsController').then((module) => ({ default: module.StaffDocumentsController })),
);

/** The block where the client page and the enterprise page place it; nothing until its code arrives. */
export function LazyStaffDocuments(owner: StaffDocumentsOwner) {
  return (
    <Suspense fallback={null}>
      <Controller {...owner} />
    </Suspense>
  );
}
