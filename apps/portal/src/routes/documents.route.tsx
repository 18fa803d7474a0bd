import { myDocumentsEndpoint } from '@portal/api';
import { preloadRead, useApiClient, useMyDocuments } from '@portal/api/react';
import { DocumentsScreen, documentsMessages as t } from '@portal/ui/screens';
import { useEffect, useMemo, useRef, useState } from 'react';
import { failureText } from '../app/failure-text';
import type { RouteDataContext } from '../app/navigation/lazy-route';
import { useDocumentTitle } from '../app/use-document-title';
import { documentGroups, newDocumentIds, seenRead } from './documents/document-groups';
import { useDocumentOpening } from './documents/use-document-opening';

/** The customer's documents, asked for as the page's code arrives. */
export function preloadData({ client }: RouteDataContext): void {
  void preloadRead(client, myDocumentsEndpoint, {});
}

/**
 * Route `/documentos` (customer, decision 077): the papers of the customer's contracts and of their
 * enterprises, 'Novo' on what was published since the last visit, each opened through a signed link.
 * Once the list is shown the visit is recorded, so the next visit shows no 'Novo' for these.
 */
export function Component() {
  useDocumentTitle(t.title);
  const client = useApiClient();
  const read = useMyDocuments();
  const { opening, open } = useDocumentOpening();
  const [seenNew, setSeenNew] = useState<ReadonlySet<number> | null>(null);
  const visited = useRef(false);
  const { data, mutate } = read;

  useEffect(() => {
    if (!data || visited.current) return;
    visited.current = true;
    setSeenNew(newDocumentIds(data));
    // Recorded, the cache forgets 'Novo' too (this page keeps it in `seenNew`), so coming back does
    // not show it again. Best effort: a visit not recorded only leaves 'Novo' on until the next one.
    void import('./documents/documents-calls')
      .then(({ postDocumentsVisit }) => postDocumentsVisit(client))
      .then(() => mutate((current) => current && seenRead(current), { revalidate: false }))
      .catch(() => undefined);
  }, [data, client, mutate]);

  const groups = useMemo(() => (data ? documentGroups(data, seenNew ?? new Set()) : null), [data, seenNew]);

  return (
    <DocumentsScreen
      groups={groups}
      isLoading={read.isLoading}
      errorMessage={read.error && !data ? failureText(read.error, 'DOCUMENT-LIST-ERROR') : undefined}
      onRetry={() => void read.mutate()}
      onOpen={(document) => void open(document)}
      opening={opening}
    />
  );
}
