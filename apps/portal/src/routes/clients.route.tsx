import { preloadEveryUser, type UserListEntry, useEveryUser } from '@portal/api/react';
import { type ClientRow, ClientsScreen } from '@portal/ui/screens';
import { useMemo } from 'react';
import { deferredScreen } from '../app/deferred-screen';
import type { RouteDataContext } from '../app/navigation/lazy-route';
import { useNavigate, useSearchParams } from '../app/navigation/navigation';
import { textParam } from '../app/navigation/report-params';
import { useDocumentTitle } from '../app/use-document-title';
import { paths } from '../config/paths';
import { messages } from '../messages/pt-BR';

/** An account as a row of the list: a customer with several ERP names shows them joined. */
const rowOf = (user: UserListEntry): ClientRow => ({
  name: user.attributes.sienge_name.join(' / '),
  email: user.email,
  id: user.customer_id,
});

const Screen = deferredScreen(ClientsScreen);

/** A row's client page (`/clients/{id}`, docs/product/rules.md, "Acesso do cliente"). */
const rowHref = (row: ClientRow) => (row.id ? `${paths.clients}/${row.id}` : undefined);

/** The first 100 accounts, asked for as the page's code arrives (`useEveryUser` takes the request). */
export function preloadData({ client }: RouteDataContext): void {
  preloadEveryUser(client).catch(() => undefined);
}

/**
 * Route `/clients` (admin): 'Clientes', every account (decision 015: filtered, sorted and paged in the
 * browser). `?name=` pre-fills the name filter (e.g. a shared link).
 */
export function Component() {
  useDocumentTitle(messages.titles.clients);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useEveryUser();
  const clients = useMemo(() => (data ?? []).map(rowOf), [data]);
  return (
    <Screen
      clients={clients}
      isLoading={isLoading}
      errorMessage={error && !data ? error.message : undefined}
      onRetry={() => void mutate()}
      initialQuery={textParam(params.get('name') ?? '')}
      clientHref={rowHref}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
