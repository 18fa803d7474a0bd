import { usePaymentSlipReport } from '@portal/api/react';
import { GeneratedSlipsReportScreen } from '@portal/ui/screens';
import { useDocumentTitle } from '../app/use-document-title';
import { generationReaders, generationReportQuery } from '../features/reports/generation-report-query';
import { useReportData, useReportSearch } from '../features/reports/use-report-search';
import { messages } from '../messages/pt-BR';

/**
 * Route `/generated-tickets` (admin): 'Boletos gerados', the payment slips customers generated, 8 per
 * page from the server; filters and page live in the query string.
 */
export function Component() {
  useDocumentTitle(messages.titles.generatedSlipsReport);
  const search = useReportSearch(generationReaders);
  const data = useReportData(search, usePaymentSlipReport(generationReportQuery(search)));
  return (
    <GeneratedSlipsReportScreen
      key={search.formKey}
      {...data}
      initialFilters={search.filters}
      onFilter={search.setFilters}
    />
  );
}
