import { useEffect } from 'react';
import { messages } from '../messages/pt-BR';

/** Sets the tab's title to "{page} · Portal do Cliente" while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} · ${messages.titles.suffix}`;
  }, [page]);
}
