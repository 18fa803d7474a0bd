import { type ApiClient, postClientPrepaymentQuote } from '@portal/api';
import type { PrepaymentSimulation } from '@portal/ui/screens';
import { simulationOfQuote } from '../../features/finance/prepayment-simulation';

/**
 * The quote of one of a customer's contracts for the client page (product rule §8), read as the
 * customer's dialog reads its own; imported on the first 'Simular', off the client page's first script.
 */
export async function quoteClientContract(
  client: ApiClient,
  customerId: number,
  billId: number,
  paymentDate: string,
): Promise<PrepaymentSimulation> {
  return simulationOfQuote(
    await postClientPrepaymentQuote(client, customerId, { bill_id: billId, payment_date: paymentDate }),
  );
}
