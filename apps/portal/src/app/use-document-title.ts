import { useBrand } from '@portal/ui';
import { useEffect } from 'react';
import { messages } from '../messages/pt-BR';

/** Sets the tab's title to "{page} · {the brand's portal name}" while the page is shown. */
export function useDocumentTitle(page: string): void {
  const suffix = useBrand().portalName ?? messages.titles.suffix;
  useEffect(() => {
    document.title = `${page} · ${suffix}`;
  }, [page, suffix]);
}
