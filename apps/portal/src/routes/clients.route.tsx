import { type ApiClient, type ApiError, type UserList, userListEndpoint } from '@portal/api';
import { callOrClaim, onErrorRetry, preloadRead, useApiClient } from '@portal/api/react';
import { type ClientRow, ClientsScreen } from '@portal/ui/screens';
import useSWR from 'swr';
import { deferredScreen } from '../app/deferred-screen';
import { textParam } from '../app/hooks/report-params';
import type { RouteDataContext } from '../app/navigation/lazy-route';
import { useNavigate, useSearchParams } from '../app/navigation/navigation';
import { useDocumentTitle } from '../app/use-document-title';
import { paths } from '../config/paths';
import { messages } from '../messages/pt-BR';

/** The api's largest page of the user list. */
const PAGE = 100;

/**
 * Every account of `/user/list`, 100 per call until `total` (decision 015: the list is filtered,
 * sorted and paged in the browser, because the call has no name filter). A customer with several
 * ERP names shows them joined.
 */
async function loadAllClients(client: ApiClient): Promise<ClientRow[]> {
  const users: UserList['users'] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await callOrClaim(client, userListEndpoint, { query: { limit: PAGE, offset } });
    users.push(...page.users);
    // An empty page also stops: accounts removed while paging must not make this loop forever.
    if (page.users.length === 0 || users.length >= page.total) break;
  }
  return users.map((user) => ({
    name: user.attributes.sienge_name.join(' / '),
    email: user.email,
    id: user.customer_id,
  }));
}

const Screen = deferredScreen(ClientsScreen);

/** A row's client page (`/clients/{id}`, docs/product/rules.md, "Acesso do cliente"). */
const rowHref = (row: ClientRow) => (row.id ? `${paths.clients}/${row.id}` : undefined);

/** The first 100 accounts, asked for as the page's code arrives (`loadAllClients` takes the request). */
export function preloadData({ client }: RouteDataContext): void {
  void preloadRead(client, userListEndpoint, { query: { limit: PAGE, offset: 0 } });
}

/**
 * Route `/clients` (admin): 'Clientes'. `?name=` pre-fills the name filter (e.g. a shared link).
 */
export function Component() {
  useDocumentTitle(messages.titles.clients);
  const client = useApiClient();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useSWR<ClientRow[], ApiError>(
    'portal:clients:all',
    () => loadAllClients(client),
    { onErrorRetry },
  );
  return (
    <Screen
      clients={data ?? []}
      isLoading={isLoading}
      errorMessage={error && !data ? error.message : undefined}
      onRetry={() => void mutate()}
      initialQuery={textParam(params.get('name') ?? '')}
      clientHref={rowHref}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
