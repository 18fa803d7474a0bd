import { useFinancialStatementReport } from '@portal/api/react';
import { GeneratedStatementsReportScreen } from '@portal/ui/screens';
import { useDocumentTitle } from '../app/use-document-title';
import { generationReaders, generationReportQuery } from '../features/reports/generation-report-query';
import { useReportData, useReportSearch } from '../features/reports/use-report-search';
import { messages } from '../messages/pt-BR';

/**
 * Route `/generated-extracts` (admin): 'Extratos gerados', the statements customers generated, 8 per
 * page from the server; filters and page live in the query string.
 */
export function Component() {
  useDocumentTitle(messages.titles.generatedStatementsReport);
  const search = useReportSearch(generationReaders);
  const data = useReportData(search, useFinancialStatementReport(generationReportQuery(search)));
  return (
    <GeneratedStatementsReportScreen
      key={search.formKey}
      {...data}
      initialFilters={search.filters}
      onFilter={search.setFilters}
    />
  );
}
