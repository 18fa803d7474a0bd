import type { StatementSummary } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { messageForCode } from '@portal/domain';
import { useToast } from '@portal/ui';
import type { SlipPanelState } from '@portal/ui/screens';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShownSlip } from '../../features/finance/download-shown-slip';
import type { LatestSlipLookup } from './latest-slip-lookup';

/**
 * The Boleto panels of the statements list (spec sections 2 and 4). Opening a panel looks up the
 * newest payable slip of that bill — the first `payable` installment due this month (domain rule) —
 * and generates it: wait state, then the slip (line, PIX, download) with 'Boleto gerado com sucesso';
 * none payable, or the installments not found → 'O boleto mais recente deste empreendimento foi
 * quitado.'; the server unreachable or failing (504, 5xx) → 'Erro ao procurar boleto mais recente.'.
 */
export function useSlipPanels(documents: { cpf: string; cnpj: string } | null) {
  const client = useApiClient();
  const toast = useToast();
  const [states, setStates] = useState<Readonly<Record<number, SlipPanelState>>>({});
  const shown = useRef(new Map<number, ShownSlip>());
  // The latest lookup of each bill: a panel closed and opened again ignores the older answer.
  const latest = useRef(new Map<number, number>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const set = useCallback((bill: number, state: SlipPanelState) => {
    if (mounted.current) setStates((current) => ({ ...current, [bill]: state }));
  }, []);

  const open = useCallback(
    async (item: StatementSummary) => {
      const bill = item.bill_id;
      const ticket = (latest.current.get(bill) ?? 0) + 1;
      latest.current.set(bill, ticket);
      const isCurrent = () => latest.current.get(bill) === ticket;
      set(bill, { status: 'loading' });
      let found: LatestSlipLookup;
      try {
        const { lookUpLatestSlip } = await import('./latest-slip-lookup');
        found = await lookUpLatestSlip(client, item, documents);
      } catch {
        // The chunk itself did not arrive (offline): the panel says the slip could not be looked up.
        if (isCurrent()) set(bill, { status: 'error', message: messageForCode('LATEST-SLIP-504') });
        return;
      }
      if (!isCurrent()) return;
      if (found.shown) shown.current.set(bill, found.shown);
      set(bill, found.state);
      if (found.state.status === 'ready') toast.success(messageForCode('PAYMENT-SLIP-PDF-200'));
    },
    [client, documents, set, toast],
  );

  const download = useCallback(
    async (bill: number) => {
      const slip = shown.current.get(bill);
      if (!slip) return;
      const busy = (isDownloading: boolean) =>
        setStates((current) => {
          const state = current[bill];
          return state?.status === 'ready' ? { ...current, [bill]: { ...state, isDownloading } } : current;
        });
      busy(true);
      // The download's code loads with the first one; offline, it fails as a download does.
      const failure = await import('../../features/finance/download-shown-slip').then(
        ({ downloadShownSlip }) =>
          downloadShownSlip(client, slip, async () => {
            const { getPaymentSlip } = await import('./latest-slip-lookup');
            return (await getPaymentSlip(client, slip.query)).url;
          }),
        () => messageForCode('PAYMENT-SLIP-PDF-404'),
      );
      if (failure) toast.danger(failure);
      if (mounted.current) busy(false);
    },
    [client, toast],
  );

  return { states, open, download };
}
