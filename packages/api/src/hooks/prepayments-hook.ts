import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import type { Prepayment } from '../endpoints/prepayments/prepayment-schemas';
import {
  type ContractPrepaymentsQuery,
  contractPrepaymentsEndpoint,
} from '../endpoints/prepayments/prepayments';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

/**
 * `GET /api/v1/prepayments?bill_id=` — the anticipations of one of the customer's contracts. A module
 * of its own, loaded with the 'Antecipar parcelas' panel, not with every customer page (decision 038).
 */
export function useContractPrepayments(
  query: ContractPrepaymentsQuery | null,
  config?: ApiQueryConfig<typeof contractPrepaymentsEndpoint>,
): SWRResponse<Prepayment[], ApiError> {
  return useApiQuery(contractPrepaymentsEndpoint, query && { query }, config);
}
