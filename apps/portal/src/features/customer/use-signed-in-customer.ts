import { type ApiClient, type ApiError, type Customer, customerEndpoint } from '@portal/api';
import { preloadRead, useCustomer } from '@portal/api/react';
import type { SWRResponse } from 'swr';
import { useSession } from '../../app/session/use-session';

/**
 * The record of the signed-in customer (`GET /api/v1/user?customerId=`: name, e-mail, CPF or CNPJ,
 * creation date), shared through SWR by every route that needs it (finance calls send the CPF/CNPJ,
 * the income-tax years start at `created_at`). No request before the session knows who is signed in.
 */
export function useSignedInCustomer(): SWRResponse<Customer, ApiError> {
  const customerId = useSession().user?.customerId;
  return useCustomer(customerId === undefined ? null : { customerId });
}

/** Starts reading the customer record before a page is drawn: the request `useSignedInCustomer` takes. */
export function preloadSignedInCustomer(client: ApiClient, customerId: number): Promise<Customer> {
  return preloadRead(client, customerEndpoint, { query: { customerId } });
}

/**
 * The `cpf`/`cnpj` pair the finance calls send (spec section 7): the customer's document in its field,
 * the other one empty, as the observed portal sends both. Null until the record is known.
 */
export function documentFiltersOf(customer: Customer | undefined): { cpf: string; cnpj: string } | null {
  if (!customer) return null;
  return { cpf: customer.cpf ?? '', cnpj: customer.cnpj ?? '' };
}
