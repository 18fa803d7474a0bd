import {
  type ApiClient,
  getCurrentDebitBalance,
  getPaymentSlip,
  isApiError,
  type PaymentSlip,
  type PaymentSlipQuery,
  type StatementSummary,
  splitInstallmentRows,
} from '@portal/api';
import { useApiClient } from '@portal/api/react';
import {
  findNewestPayableSlip,
  messageForCode,
  parseDigitableLine,
  paymentSlipFileName,
} from '@portal/domain';
import { useToast } from '@portal/ui';
import type { SlipPanelState } from '@portal/ui/screens';
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadShownSlip, type ShownSlip } from '../../features/finance/download-shown-slip';

/** True for a failure a retry might fix: the server was not reached, or answered 5xx. */
function isServerFailure(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/** The slip panel's text of a failed slip call: 'Boleto indisponível' (404) is an error (product rule §4). */
function slipFailure(error: unknown): SlipPanelState {
  if (isServerFailure(error)) return { status: 'error', message: messageForCode('LATEST-SLIP-504') };
  return { status: 'error', message: isApiError(error) ? error.message : messageForCode('LATEST-SLIP-504') };
}

/**
 * What the slip charges: the amount its digitable line carries, or — a line that does not read — the
 * installment's balance today, which is what the server put on the slip.
 */
function slipAmount(code: string, balanceCents: number): number {
  const parsed = parseDigitableLine(code);
  return parsed.ok ? parsed.value.amountCents : balanceCents;
}

/** The digitable line as people read it (groups and spaces) when valid; as received otherwise. */
function displayedLine(code: string): string {
  const parsed = parseDigitableLine(code);
  return parsed.ok ? parsed.value.formattedLine : code;
}

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
      const outcome = await lookUpSlip(client, item, documents);
      if (!isCurrent()) return;
      if (outcome.kind === 'state') return set(bill, outcome.state);
      const { slip, query, installment } = outcome;
      shown.current.set(bill, {
        query,
        url: slip.url,
        fileName: paymentSlipFileName(bill, installment.installment_number),
      });
      set(bill, {
        status: 'ready',
        installmentNumber: installment.installment_number,
        periodDate: installment.due_date,
        dueDate: installment.due_date,
        amountCents: slipAmount(slip.code, installment.current_balance),
        digitableLine: displayedLine(slip.code),
        ...(slip.pix_code ? { pixCode: slip.pix_code } : {}),
      });
      toast.success(messageForCode('PAYMENT-SLIP-PDF-200'));
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
      const failure = await downloadShownSlip(client, slip, (query) => getPaymentSlip(client, query));
      if (failure) toast.danger(failure);
      if (mounted.current) busy(false);
    },
    [client, toast],
  );

  return { states, open, download };
}

type Lookup =
  | { kind: 'state'; state: SlipPanelState }
  | {
      kind: 'slip';
      slip: PaymentSlip;
      query: PaymentSlipQuery;
      installment: {
        installment_id: number;
        installment_number: number;
        due_date: string;
        current_balance: number;
      };
    };

/** Finds the newest payable installment of a bill and generates its slip. */
async function lookUpSlip(
  client: ApiClient,
  item: StatementSummary,
  documents: { cpf: string; cnpj: string } | null,
): Promise<Lookup> {
  const bill = item.bill_id;
  let rows: Awaited<ReturnType<typeof getCurrentDebitBalance>>;
  try {
    rows = await getCurrentDebitBalance(client, { numberTitle: bill, ...documents });
  } catch (error) {
    if (isServerFailure(error)) return { kind: 'state', state: slipFailure(error) };
    return { kind: 'state', state: { status: 'paid', message: messageForCode('LATEST-SLIP-PAID') } };
  }
  const installment = findNewestPayableSlip(splitInstallmentRows(rows).installments, new Date());
  if (!installment) {
    return { kind: 'state', state: { status: 'paid', message: messageForCode('LATEST-SLIP-PAID') } };
  }
  const query: PaymentSlipQuery = {
    billReceivableId: bill,
    installmentId: installment.installment_id,
    enterpriseId: item.enterprise.id,
    numberTitle: bill,
    ...documents,
  };
  try {
    return { kind: 'slip', slip: await getPaymentSlip(client, query), query, installment };
  } catch (error) {
    return { kind: 'state', state: slipFailure(error) };
  }
}
