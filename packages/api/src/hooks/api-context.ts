import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { ApiClient } from '../client/api-client';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Props of `ApiProvider`. */
export interface ApiProviderProps {
  readonly client: ApiClient;
  readonly children?: ReactNode;
}

/** Makes an `ApiClient` (built by the portal with its session source) available to the hooks below. */
export function ApiProvider({ client, children }: ApiProviderProps) {
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

/** The client of the nearest `ApiProvider`; throws when there is none, which is a wiring mistake. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient: no <ApiProvider> above this component.');
  return client;
}
