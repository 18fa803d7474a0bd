import {
  applySort,
  DEFAULT_PAGE_SIZE,
  filterClientsByName,
  INITIAL_SORT_STATE,
  paginate,
  type SortState,
  setSortPage,
  toggleSort,
} from '@portal/domain';
import { useMemo, useState } from 'react';
import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { TextLink } from '../../components/TextLink/TextLink';
import { messages } from '../../messages/pt-BR';
import type { NavigateHandler } from '../../navigation/link-click';
import { ReportScreen } from '../ReportScreen/ReportScreen';
import { EmailText } from '../ReportScreen/report-cells';
import { reportHeading } from '../ReportScreen/report-layout';
import type { ReportFilterValues, ReportTextFilter } from '../ReportScreen/report-types';

/**
 * One client of the list: the name (the portal joins `attributes.sienge_name`), the e-mail and the
 * customer's id, which opens the client page.
 */
export interface ClientRow {
  name: string;
  email: string;
  id?: number;
}

/** Props of {@link ClientsScreen}. */
export interface ClientsScreenProps {
  /** Every client account (the portal loads all pages of the user list). */
  clients: readonly ClientRow[];
  isLoading?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
  /** Name filter shown at first render. */
  initialQuery?: string;
  /** The client page of a row (docs/product/routes.md, `/clients/{id}`); without it names are plain text. */
  clientHref?: (row: ClientRow) => string | undefined;
  /** Router hook-up of those links. */
  onNavigate?: NavigateHandler;
}

const t = messages.clientsScreen;

const textFilters: readonly ReportTextFilter<'name'>[] = [{ key: 'name', label: t.nameFilter }];

function columnsFor(
  clientHref: ClientsScreenProps['clientHref'],
  onNavigate: NavigateHandler | undefined,
): readonly DataTableColumn<ClientRow>[] {
  const name = (row: ClientRow) => {
    const href = clientHref?.(row);
    return href ? (
      <TextLink href={href} onNavigate={onNavigate}>
        {row.name}
      </TextLink>
    ) : (
      row.name
    );
  };
  return [
    { id: 'name', header: t.columns.name, isSortable: true, cardRole: 'title', cell: name },
    { id: 'email', header: t.columns.email, cell: (row) => <EmailText email={row.email} /> },
  ];
}

/**
 * 'Clientes' (/clients, admin). The user list has no name filter on the server, so filtering, sorting
 * and paging happen here, on the full list, with the rules of `@portal/domain`: every word typed must
 * appear in the name (`filterClientsByName`), Nome toggles ascending/descending (`toggleSort`), 8 per
 * page (`paginate`). A new filter goes back to page 1.
 */
export function ClientsScreen({
  clients,
  isLoading,
  errorMessage,
  onRetry,
  initialQuery = '',
  clientHref,
  onNavigate,
}: ClientsScreenProps) {
  const columns = useMemo(() => columnsFor(clientHref, onNavigate), [clientHref, onNavigate]);
  const [query, setQuery] = useState(initialQuery);
  const [sort, setSort] = useState<SortState>(INITIAL_SORT_STATE);

  const page = useMemo(() => {
    const matching = filterClientsByName(clients, query, (client) => client.name);
    return paginate(applySort(matching, sort), sort.page, DEFAULT_PAGE_SIZE);
  }, [clients, query, sort]);

  const filter = (values: ReportFilterValues<'name'>) => {
    setQuery(values.name);
    setSort((current) => setSortPage(current, 1));
  };

  return (
    <ReportScreen
      {...reportHeading(t)}
      textFilters={textFilters}
      initialFilters={{ name: initialQuery }}
      onFilter={filter}
      columns={columns}
      getRowKey={(row) => row.email}
      sort={sort}
      onSortToggle={(column) => setSort((current) => toggleSort(current, column))}
      rows={page.items}
      total={page.total}
      page={page.page}
      onPageChange={(next) => setSort((current) => setSortPage(current, next))}
      isLoading={isLoading}
      errorMessage={errorMessage}
      onRetry={onRetry}
    />
  );
}
