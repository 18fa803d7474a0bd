import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { type UserList, userListEndpoint } from '../endpoints/user/user-list';
import { useApiClient } from './api-context';
import { callOrClaim, preloadRead } from './preloaded-reads';
import { queryKey } from './query-key';
import { onErrorRetry } from './use-api-query';

/** The api's largest page of the user list. */
const PAGE = 100;

/** One account of the list. */
export type UserListEntry = UserList['users'][number];

/** Under the endpoint's id like every key (`queryKey`), so a refresh of `userList ` keys takes it too. */
const EVERY_USER_KEY = queryKey(userListEndpoint, { every: true });

const pageInput = (offset: number) => ({ query: { limit: PAGE, offset } });

/** Every account, 100 per call until `total`; the first page preloaded is taken over. */
async function readEveryUser(client: ApiClient): Promise<UserListEntry[]> {
  const users: UserListEntry[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await callOrClaim(client, userListEndpoint, pageInput(offset));
    users.push(...page.users);
    // An empty page also stops: accounts removed while paging must not make this loop forever.
    if (page.users.length === 0 || users.length >= page.total) break;
  }
  return users;
}

/**
 * `GET /api/v1/user/list`, every page (admin; decision 015: the clients list is filtered, sorted and
 * paged in the browser, because the call has no name filter). A module of its own (decision 038).
 */
export function useEveryUser(
  config?: SWRConfiguration<UserListEntry[], ApiError>,
): SWRResponse<UserListEntry[], ApiError> {
  const client = useApiClient();
  return useSWR<UserListEntry[], ApiError, string>(EVERY_USER_KEY, () => readEveryUser(client), {
    onErrorRetry,
    ...config,
  });
}

/** Starts reading the first page, as the clients page's code arrives (`useEveryUser` takes it over). */
export function preloadEveryUser(client: ApiClient): Promise<UserList> {
  return preloadRead(client, userListEndpoint, pageInput(0));
}
