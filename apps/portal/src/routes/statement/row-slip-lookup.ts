import { type ApiClient, getPaymentSlip, isApiError, type PaymentSlipQuery } from '@portal/api';
import {
  messageForCode,
  parseDigitableLine,
  paymentSlipFileName,
  slipDueDate,
  todayIso,
} from '@portal/domain';
import type { InstallmentRow, SlipPanelState } from '@portal/ui/screens';

/** What the statement's slip call needs besides the installment. */
export interface RowSlipContext {
  bill: number;
  enterpriseId: number;
  documents: { cpf: string; cnpj: string };
}

/** A slip shown: the panel's state, and what downloading its PDF needs. */
export type RowSlipLookup =
  | { state: SlipPanelState; shown: { query: PaymentSlipQuery; url: string; fileName: string } }
  | { state: SlipPanelState; shown: null };

/** The slip's text of a failed call: the server unreachable or failing, or the slip unavailable (404). */
function slipFailure(error: unknown): SlipPanelState {
  const unsettled = !isApiError(error) || error.status === 0 || error.status >= 500;
  return {
    status: 'error',
    message: unsettled || !isApiError(error) ? messageForCode('LATEST-SLIP-504') : error.message,
  };
}

/**
 * Generates the slip of one open row (an overdue one is issued for today with its fine and interest)
 * and describes it for the panel: its amount (the digitable line's, else the row's balance), its due
 * date, the line as people read it and the PIX code. Its own chunk, fetched on the first 'Boleto' (the
 * boleto parser stays off the statement's first load: decision 038).
 */
export async function lookUpRowSlip(
  client: ApiClient,
  context: RowSlipContext,
  row: InstallmentRow,
): Promise<RowSlipLookup> {
  const query: PaymentSlipQuery = {
    billReceivableId: context.bill,
    installmentId: row.installment_id,
    enterpriseId: context.enterpriseId,
    numberTitle: context.bill,
    ...context.documents,
  };
  try {
    const slip = await getPaymentSlip(client, query);
    const line = parseDigitableLine(slip.code);
    return {
      shown: { query, url: slip.url, fileName: paymentSlipFileName(context.bill, row.installment_number) },
      state: {
        status: 'ready',
        installmentNumber: row.installment_number,
        periodDate: row.due_date,
        dueDate: slipDueDate(row.due_date, todayIso(new Date())),
        amountCents: line.ok && line.value.amountCents > 0 ? line.value.amountCents : row.current_balance,
        digitableLine: line.ok ? line.value.formattedLine : slip.code,
        ...(slip.pix_code ? { pixCode: slip.pix_code } : {}),
      },
    };
  } catch (error) {
    return { state: slipFailure(error), shown: null };
  }
}
