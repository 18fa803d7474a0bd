import { useApiClient } from '@portal/api/react';
import { messageForCode } from '@portal/domain';
import { useToast } from '@portal/ui';
import type { InstallmentRow, SlipPanelState } from '@portal/ui/screens';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShownSlip } from '../../features/finance/download-shown-slip';
import type { RowSlipContext } from './row-slip-lookup';

export type { RowSlipContext } from './row-slip-lookup';

/**
 * The slip of one row of the statement (docs/product/decisions.md section 7, "Paying from the
 * statement"): any open installment, overdue ones included — the server issues those for today with
 * their fine and interest. 'Boleto' opens the dialog (wait, then amount, due date, line, PIX and PDF),
 * the PDF downloads from it, and a link older than its 10 minutes is asked for again once.
 */
export function useRowSlip(context: RowSlipContext | null) {
  const client = useApiClient();
  const toast = useToast();
  const [openFor, setOpenFor] = useState<InstallmentRow | null>(null);
  const [state, setState] = useState<SlipPanelState>({ status: 'loading' });
  const shown = useRef<ShownSlip | null>(null);
  // The latest opening: a dialog closed and opened again ignores the older answer.
  const ticket = useRef(0);
  useEffect(
    () => () => {
      ticket.current += 1;
    },
    [],
  );

  const open = useCallback(
    async (row: InstallmentRow) => {
      if (!context) return;
      const mine = ++ticket.current;
      shown.current = null;
      setOpenFor(row);
      setState({ status: 'loading' });
      try {
        const { lookUpRowSlip } = await import('./row-slip-lookup');
        const found = await lookUpRowSlip(client, context, row);
        if (mine !== ticket.current) return;
        shown.current = found.shown;
        setState(found.state);
      } catch {
        // The chunk itself did not arrive (offline): the panel says the slip could not be looked up.
        if (mine === ticket.current)
          setState({ status: 'error', message: messageForCode('LATEST-SLIP-504') });
      }
    },
    [client, context],
  );

  const close = useCallback(() => {
    ticket.current += 1;
    setOpenFor(null);
  }, []);

  const download = useCallback(async () => {
    const slip = shown.current;
    if (!slip) return;
    const busy = (isDownloading: boolean) =>
      setState((current) => (current.status === 'ready' ? { ...current, isDownloading } : current));
    busy(true);
    // The download's code loads with the first one; offline, it fails as a download does.
    const failure = await import('../../features/finance/download-shown-slip').then(
      ({ downloadShownSlip }) =>
        downloadShownSlip(client, slip, async (query) => {
          const { getPaymentSlip } = await import('./statement-calls');
          return getPaymentSlip(client, query);
        }),
      () => messageForCode('PAYMENT-SLIP-PDF-404'),
    );
    if (failure) toast.danger(failure);
    busy(false);
  }, [client, toast]);

  return { openFor, state, open, close, download };
}
