import { useFinancialStatementReport } from '@portal/api/react';
import { GeneratedStatementsReportScreen } from '@portal/ui/screens';
import { generationReaders, generationReportQuery } from '../app/hooks/generation-report-query';
import { useReportData, useReportSearch } from '../app/hooks/use-report-search';
import { useDocumentTitle } from '../app/use-document-title';
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
