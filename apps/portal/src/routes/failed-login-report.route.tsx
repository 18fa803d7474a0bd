import { useUserHistory } from '@portal/api/react';
import { FailedLoginReportScreen } from '@portal/ui/screens';
import { textParamsOf } from '../app/navigation/report-params';
import { useDocumentTitle } from '../app/use-document-title';
import { optional, useReportData, useReportSearch } from '../features/reports/use-report-search';
import { messages } from '../messages/pt-BR';

const readers = textParamsOf(['email', 'description', 'ip']);

/**
 * Route `/fail-login` (admin): 'Falhas no login', the refused logins (status error), 8 per page from
 * the server; filters and page live in the query string.
 */
export function Component() {
  useDocumentTitle(messages.titles.failedLoginReport);
  const search = useReportSearch(readers);
  const { filters } = search;
  const read = useUserHistory({
    type: 'Login',
    status: 'error',
    email: optional(filters.email),
    description: optional(filters.description),
    ip: optional(filters.ip),
    date_from: optional(filters.dateFrom),
    date_to: optional(filters.dateTo),
    ...search.paging,
  });
  const data = useReportData(search, read);
  return (
    <FailedLoginReportScreen
      key={search.formKey}
      {...data}
      initialFilters={filters}
      onFilter={search.setFilters}
    />
  );
}
