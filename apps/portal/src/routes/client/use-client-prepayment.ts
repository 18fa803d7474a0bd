import { isApiError } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { messageForCode, todayIso } from '@portal/domain';
import type { PrepaymentSimulationState } from '@portal/ui/screens';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A refusal as the section says it: a contract that does not allow it, or the error's text. */
function failedState(error: unknown): PrepaymentSimulationState {
  if (isApiError(error) && error.code === 'PREPAYMENT-403') return { status: 'not-allowed' };
  return {
    status: 'error',
    message: isApiError(error) ? error.message : messageForCode('PREPAYMENT-QUOTE-ERROR'),
  };
}

/**
 * 'Simulação de antecipação' of the client page (product rule §8): asks the customer's quote of the
 * contract and date chosen when the staff press 'Simular'; the previous figures stay, marked busy,
 * while a new one is asked, and only the latest answer is shown.
 */
export function useClientPrepayment(customerId: number) {
  const client = useApiClient();
  const [today] = useState(() => todayIso(new Date()));
  const [simulation, setSimulation] = useState<PrepaymentSimulationState | null>(null);
  const ticket = useRef(0);
  useEffect(
    () => () => {
      ticket.current += 1;
    },
    [],
  );

  const simulate = useCallback(
    async (billId: number, paymentDate: string) => {
      const mine = ++ticket.current;
      setSimulation((current) =>
        current?.status === 'ready' ? { ...current, isUpdating: true } : { status: 'loading' },
      );
      try {
        const { quoteClientContract } = await import('./client-prepayment-calls');
        const answer = await quoteClientContract(client, customerId, billId, paymentDate);
        if (mine === ticket.current) setSimulation({ status: 'ready', simulation: answer });
      } catch (error) {
        if (mine === ticket.current) setSimulation(failedState(error));
      }
    },
    [client, customerId],
  );

  return {
    today,
    simulation,
    onSimulate: (billId: number, paymentDate: string) => void simulate(billId, paymentDate),
  };
}
