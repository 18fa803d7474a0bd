import { useApiClient } from '@portal/api/react';
import type { DocumentOpening, DocumentView } from '@portal/ui/screens';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../../app/failure-text';

/**
 * 'Abrir' of a document: asks for its signed link (recorded in the download audit) and saves the PDF
 * under the server's file name, as the slips are (decision 077). One opening at a time; a failure
 * names the document and 'Tentar novamente' asks for a fresh link.
 */
export function useDocumentOpening() {
  const client = useApiClient();
  const [opening, setOpening] = useState<DocumentOpening | null>(null);
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const open = useCallback(
    async (document: DocumentView) => {
      if (busy.current) return;
      busy.current = true;
      setOpening({ status: 'loading', documentId: document.id });
      try {
        const { getDocumentLink, downloadFile } = await import('./documents-calls');
        const link = await getDocumentLink(client, document.id);
        await downloadFile(client.baseUrl, link.url, link.file_name, { failureCode: 'DOCUMENT-LINK-ERROR' });
        if (mounted.current) setOpening(null);
      } catch (error) {
        const message = failureText(error, 'DOCUMENT-LINK-ERROR');
        if (mounted.current) setOpening({ status: 'error', documentId: document.id, message });
      } finally {
        busy.current = false;
      }
    },
    [client],
  );

  return { opening, open };
}
