import { getPaymentSlip, isApiError, type PaymentSlipQuery } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import {
  messageForCode,
  parseDigitableLine,
  paymentSlipFileName,
  slipDueDate,
  todayIso,
} from '@portal/domain';
import { type InstallmentRow, type SlipPanelState, useToast } from '@portal/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What the statement's slip call needs besides the installment. */
export interface RowSlipContext {
  bill: number;
  enterpriseId: number;
  documents: { cpf: string; cnpj: string };
}

/** The slip's text of a failed call: the server unreachable or failing, or the slip unavailable (404). */
function slipFailure(error: unknown): SlipPanelState {
  const unsettled = !isApiError(error) || error.status === 0 || error.status >= 500;
  return {
    status: 'error',
    message: unsettled || !isApiError(error) ? messageForCode('LATEST-SLIP-504') : error.message,
  };
}

/**
 * The slip of one row of the statement (docs/product/decisions.md, "Paying from the statement"): any
 * open installment, overdue ones included — the server issues those for today with their fine and
 * interest. 'Boleto' opens the dialog (wait, then line, PIX and PDF), the PDF downloads from it, and a
 * link older than its 10 minutes is asked for again once.
 */
export function useRowSlip(context: RowSlipContext | null) {
  const client = useApiClient();
  const toast = useToast();
  const [openFor, setOpenFor] = useState<InstallmentRow | null>(null);
  const [state, setState] = useState<SlipPanelState>({ status: 'loading' });
  const shown = useRef<{ query: PaymentSlipQuery; url: string; fileName: string } | null>(null);
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
      const query: PaymentSlipQuery = {
        billReceivableId: context.bill,
        installmentId: row.installment_id,
        enterpriseId: context.enterpriseId,
        numberTitle: context.bill,
        ...context.documents,
      };
      try {
        const slip = await getPaymentSlip(client, query);
        if (mine !== ticket.current) return;
        const line = parseDigitableLine(slip.code);
        shown.current = {
          query,
          url: slip.url,
          fileName: paymentSlipFileName(context.bill, row.installment_number),
        };
        setState({
          status: 'ready',
          installmentNumber: row.installment_number,
          dueDate: slipDueDate(row.due_date, todayIso(new Date())),
          amountCents: line.ok && line.value.amountCents > 0 ? line.value.amountCents : row.current_balance,
          digitableLine: line.ok ? line.value.formattedLine : slip.code,
          ...(slip.pix_code ? { pixCode: slip.pix_code } : {}),
        });
      } catch (error) {
        if (mine === ticket.current) setState(slipFailure(error));
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
    // The saving code is its own small chunk, fetched on the first download (bundle budget).
    const { downloadFile } = await import('@portal/api/download');
    try {
      await downloadFile(client.baseUrl, slip.url, slip.fileName, { failureCode: 'PAYMENT-SLIP-PDF-404' });
    } catch {
      try {
        const fresh = await getPaymentSlip(client, slip.query);
        slip.url = fresh.url;
        await downloadFile(client.baseUrl, fresh.url, slip.fileName, { failureCode: 'PAYMENT-SLIP-PDF-404' });
      } catch (error) {
        toast.danger(isApiError(error) ? error.message : messageForCode('PAYMENT-SLIP-PDF-404'));
      }
    } finally {
      busy(false);
    }
  }, [client, toast]);

  return { openFor, state, open, close, download };
}
