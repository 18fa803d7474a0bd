import { useUserHistory } from '@portal/api/react';
import { LoginReportScreen } from '@portal/ui/screens';
import { textParamsOf } from '../app/navigation/report-params';
import { useDocumentTitle } from '../app/use-document-title';
import { optional, useReportData, useReportSearch } from '../features/reports/use-report-search';
import { messages } from '../messages/pt-BR';

const readers = textParamsOf(['customerName', 'email']);

/**
 * Route `/login-client` (admin): 'Login por cliente', the successful logins, 8 per page from the
 * server; filters and page live in the query string.
 */
export function Component() {
  useDocumentTitle(messages.titles.loginReport);
  const search = useReportSearch(readers);
  const { filters } = search;
  const read = useUserHistory({
    type: 'Login',
    status: 'success',
    customer_name: optional(filters.customerName),
    email: optional(filters.email),
    date_from: optional(filters.dateFrom),
    date_to: optional(filters.dateTo),
    ...search.paging,
  });
  const data = useReportData(search, read);
  return (
    <LoginReportScreen key={search.formKey} {...data} initialFilters={filters} onFilter={search.setFilters} />
  );
}
