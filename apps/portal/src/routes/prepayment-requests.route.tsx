import { postCompletePrepayment } from '@portal/api';
import { useApiClient, usePrepaymentReport } from '@portal/api/react';
import { PrepaymentRequestsScreen, type PrepaymentRequestsScreenProps } from '@portal/ui/screens';
import { useState } from 'react';
import { failureText } from '../app/failure-text';
import { useDocumentTitle } from '../app/use-document-title';
import { generationReaders, generationReportQuery } from '../features/reports/generation-report-query';
import { useReportData, useReportSearch } from '../features/reports/use-report-search';
import { messages } from '../messages/pt-BR';

type Notice = PrepaymentRequestsScreenProps['notice'];

/**
 * Route `/antecipacoes-solicitadas` (admin, product rule §8): the requests of anticipation waiting for
 * the finance team (kind `request`, status `requested`), and 'Concluída'. Each completion reads the page
 * again, so the request leaves the list at once.
 */
export function Component() {
  useDocumentTitle(messages.titles.prepaymentRequests);
  const client = useApiClient();
  const search = useReportSearch(generationReaders);
  const read = usePrepaymentReport({
    ...generationReportQuery(search),
    kind: 'request',
    status: 'requested',
  });
  const data = useReportData(search, read);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>();

  const onComplete: PrepaymentRequestsScreenProps['onComplete'] = async (row) => {
    setPendingId(row.id);
    setNotice(undefined);
    try {
      await postCompletePrepayment(client, row.id);
      setNotice({ tone: 'success', text: messages.prepayments.completed(row.contract_document) });
    } catch (error) {
      setNotice({ tone: 'danger', text: failureText(error, 'PREPAYMENT-COMPLETE-ERROR') });
    } finally {
      setPendingId(null);
      void read.mutate();
    }
  };

  return (
    <PrepaymentRequestsScreen
      key={search.formKey}
      {...data}
      initialFilters={search.filters}
      onFilter={search.setFilters}
      onComplete={(row) => void onComplete(row)}
      pendingId={pendingId}
      notice={notice}
    />
  );
}
