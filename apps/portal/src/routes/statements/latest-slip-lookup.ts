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
import {
  findNewestPayableSlip,
  messageForCode,
  parseDigitableLine,
  paymentSlipFileName,
} from '@portal/domain';
import type { SlipPanelState } from '@portal/ui/screens';
import type { ShownSlip } from '../../features/finance/download-shown-slip';

/**
 * The newest payable slip of a contract card of `/financeiro`, looked up and generated on the card's
 * 'Boleto' (spec sections 2 and 4): the installments' read, the slip call and the digitable line's
 * parsing, in a chunk of their own fetched on the first press, so the page's first script carries
 * none of them (decision 017, the route's budget; as the statement's row slips, decision 038).
 */

/** The slip call, asked again when a shown slip's link has expired (its download). */
export { getPaymentSlip };

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

/** A card's slip panel after a lookup, and what downloading its PDF needs (null: nothing shown). */
export interface LatestSlipLookup {
  state: SlipPanelState;
  shown: ShownSlip | null;
}

/**
 * The panel of a card's 'Boleto': the newest payable installment of the bill — the first `payable`
 * one due this month (domain rule) — and its slip, or why there is none. Never rejects.
 */
export async function lookUpLatestSlip(
  client: ApiClient,
  item: StatementSummary,
  documents: { cpf: string; cnpj: string } | null,
): Promise<LatestSlipLookup> {
  const outcome = await lookUpSlip(client, item, documents);
  if (outcome.kind === 'state') return { state: outcome.state, shown: null };
  const { slip, query, installment } = outcome;
  return {
    state: {
      status: 'ready',
      installmentNumber: installment.installment_number,
      periodDate: installment.due_date,
      dueDate: installment.due_date,
      amountCents: slipAmount(slip.code, installment.current_balance),
      digitableLine: displayedLine(slip.code),
      ...(slip.pix_code ? { pixCode: slip.pix_code } : {}),
    },
    shown: {
      query,
      url: slip.url,
      fileName: paymentSlipFileName(item.bill_id, installment.installment_number),
    },
  };
}

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
