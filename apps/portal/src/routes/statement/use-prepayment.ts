import { isApiError } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { messageForCode, todayIso } from '@portal/domain';
import { useToast } from '@portal/ui';
import type {
  PrepaymentChoice,
  PrepaymentOutcome,
  PrepaymentSimulation,
  PrepaymentSimulationState,
} from '@portal/ui/screens';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  freshSlipUrl,
  heldSlip,
  type IssuedSlip,
  issuePrepayment,
  outcomeOfIssued,
  quoteContract,
} from './prepayment-calls';

const idle: PrepaymentOutcome = { status: 'idle' };

/** What went wrong as the dialog says it: a contract that does not allow it, or the error's text. */
function failedState(error: unknown): PrepaymentSimulationState {
  if (isApiError(error) && error.code === 'PREPAYMENT-403') return { status: 'not-allowed' };
  return {
    status: 'error',
    message: isApiError(error) ? error.message : messageForCode('PREPAYMENT-QUOTE-ERROR'),
  };
}

/**
 * 'Antecipar parcelas' of one statement (product rule §8 "Pay ahead"): opens the dialog and asks the
 * server's quote of every installment that can be paid ahead on the chosen date (each date once per
 * opening; the previous figures stay while a new date is quoted), issues the choice, keeps the slip's
 * PDF for download (a link older than its 10 minutes is asked again once), and calls `onIssued` so the
 * statement reads its rows again ('Antecipação emitida').
 */
export function usePrepayment(bill: number, onIssued: () => void) {
  const client = useApiClient();
  const toast = useToast();
  const [today, setToday] = useState(() => todayIso(new Date()));
  const [paymentDate, setPaymentDate] = useState(today);
  const [simulation, setSimulation] = useState<PrepaymentSimulationState>({ status: 'loading' });
  const [outcome, setOutcome] = useState<PrepaymentOutcome>(idle);
  const quotes = useRef(new Map<string, PrepaymentSimulation>());
  const slip = useRef<IssuedSlip | null>(null);
  // The latest request: an older answer (another date, a closed dialog) is ignored.
  const ticket = useRef(0);
  const issued = useRef(onIssued);
  issued.current = onIssued;
  useEffect(
    () => () => {
      ticket.current += 1;
    },
    [],
  );

  const quote = useCallback(
    async (date: string) => {
      const mine = ++ticket.current;
      setPaymentDate(date);
      const cached = quotes.current.get(date);
      if (cached) {
        setSimulation({ status: 'ready', simulation: cached });
        return;
      }
      setSimulation((current) =>
        current.status === 'ready' ? { ...current, isUpdating: true } : { status: 'loading' },
      );
      try {
        const answer = await quoteContract(client, bill, date);
        quotes.current.set(date, answer);
        if (mine === ticket.current) setSimulation({ status: 'ready', simulation: answer });
      } catch (error) {
        if (mine === ticket.current) setSimulation(failedState(error));
      }
    },
    [bill, client],
  );

  const open = useCallback(() => {
    const now = todayIso(new Date());
    quotes.current.clear();
    slip.current = null;
    setToday(now);
    setOutcome(idle);
    setSimulation({ status: 'loading' });
    void quote(now);
  }, [quote]);

  /**
   * A held row's 'Boleto': the dialog opens on the slip of the anticipation holding the installment
   * (decision 073), looked up the way a row's own slip is (the wait, then the slip or why not).
   */
  const openHeld = useCallback(
    async (installmentId: number) => {
      const mine = ++ticket.current;
      quotes.current.clear();
      slip.current = null;
      setOutcome({ status: 'issued', receipt: null, slip: { status: 'loading' } });
      const failed = (message: string) =>
        setOutcome({ status: 'issued', receipt: null, slip: { status: 'error', message } });
      try {
        const found = await heldSlip(client, bill, installmentId);
        if (mine !== ticket.current) return;
        if (!found) {
          failed(messageForCode('PAYMENT-SLIP-PDF-404'));
          return;
        }
        slip.current = found.slip;
        setOutcome(found.outcome);
      } catch (error) {
        if (mine === ticket.current)
          failed(isApiError(error) ? error.message : messageForCode('PAYMENT-SLIP-PDF-404'));
      }
    },
    [bill, client],
  );

  const close = useCallback(() => {
    ticket.current += 1;
  }, []);

  const submit = useCallback(
    async (choice: PrepaymentChoice) => {
      const mine = ++ticket.current;
      setOutcome({ status: 'sending' });
      try {
        const answer = await issuePrepayment(client, bill, choice.installmentIds, choice.paymentDate);
        const result = outcomeOfIssued(bill, answer);
        slip.current = result.slip;
        quotes.current.clear();
        issued.current();
        if (mine === ticket.current) setOutcome(result.outcome);
      } catch (error) {
        const message = isApiError(error) ? error.message : messageForCode('PREPAYMENT-ERROR');
        if (mine === ticket.current) setOutcome({ status: 'refused', message });
        else toast.danger(message);
      }
    },
    [bill, client, toast],
  );

  const download = useCallback(async () => {
    const shown = slip.current;
    if (!shown) return;
    const busy = (isDownloading: boolean) =>
      setOutcome((current) =>
        current.status === 'issued' && current.slip.status === 'ready'
          ? { ...current, slip: { ...current.slip, isDownloading } }
          : current,
      );
    busy(true);
    // The download's code loads with the first one; offline, it fails as a download does.
    const failure = await import('../../features/finance/download-shown-slip').then(
      ({ downloadShownSlip }) => downloadShownSlip(client, shown, () => freshSlipUrl(client, shown.id)),
      () => messageForCode('PAYMENT-SLIP-PDF-404'),
    );
    if (failure) toast.danger(failure);
    busy(false);
  }, [client, toast]);

  const changeDate = useCallback((date: string) => void quote(date), [quote]);
  const retry = useCallback(() => {
    quotes.current.delete(paymentDate);
    void quote(paymentDate);
  }, [quote, paymentDate]);
  const send = useCallback((choice: PrepaymentChoice) => void submit(choice), [submit]);
  const save = useCallback(() => void download(), [download]);
  const showHeld = useCallback((installmentId: number) => void openHeld(installmentId), [openHeld]);

  return useMemo(
    () => ({
      today,
      paymentDate,
      simulation,
      outcome,
      open,
      openHeld: showHeld,
      close,
      changeDate,
      retry,
      submit: send,
      download: save,
    }),
    [today, paymentDate, simulation, outcome, open, showHeld, close, changeDate, retry, send, save],
  );
}
