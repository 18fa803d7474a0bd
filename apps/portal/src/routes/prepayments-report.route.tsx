import { usePrepaymentReport } from '@portal/api/react';
import { PrepaymentsReportScreen } from '@portal/ui/screens';
import { useDocumentTitle } from '../app/use-document-title';
import { generationReaders, generationReportQuery } from '../features/reports/generation-report-query';
import { useReportData, useReportSearch } from '../features/reports/use-report-search';
import { messages } from '../messages/pt-BR';

/**
 * Route `/antecipacoes` (admin, product rule §8): 'Antecipações', every slip of anticipation issued and
 * every request sent, with their status today, 8 per page from the server under the filters of the
 * generation reports; filters and page live in the query string.
 */
export function Component() {
  useDocumentTitle(messages.titles.prepaymentsReport);
  const search = useReportSearch(generationReaders);
  const data = useReportData(search, usePrepaymentReport(generationReportQuery(search)));
  return (
    <PrepaymentsReportScreen
      key={search.formKey}
      {...data}
      initialFilters={search.filters}
      onFilter={search.setFilters}
    />
  );
}
