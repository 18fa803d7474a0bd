import {
  type ApiClient,
  getPrepaymentSlip,
  type IssuedPrepayment,
  type PrepaymentQuote,
  postPrepayment,
  postPrepaymentQuote,
} from '@portal/api';
import { prepaymentSlipFileName } from '@portal/domain';
import type { PrepaymentOutcome, PrepaymentSimulation } from '@portal/ui/screens';

/**
 * The calls of 'Antecipar parcelas' (product rule §8 "Pay ahead") and the shapes the dialog reads,
 * imported when the customer presses the button: the statement's first script carries none of them
 * (decision 073).
 */

/** The server's quote as the dialog reads it: every installment that can be paid ahead, last first. */
export function simulationOfQuote(quote: PrepaymentQuote): PrepaymentSimulation {
  return {
    paymentDate: quote.payment_date,
    mode: quote.mode,
    lines: quote.installments.map((line) => ({
      installmentId: line.installment_id,
      installmentNumber: line.installment_number,
      dueDate: line.due_date,
      valueCents: line.value,
      presentValueCents: line.present_value,
      discountCents: line.discount,
      heldBy: line.held_by,
    })),
  };
}

/** Quotes every installment of the contract that can be paid ahead on `paymentDate`. */
export async function quoteContract(
  client: ApiClient,
  bill: number,
  paymentDate: string,
): Promise<PrepaymentSimulation> {
  return simulationOfQuote(await postPrepaymentQuote(client, { bill_id: bill, payment_date: paymentDate }));
}

/** A slip of an anticipation the dialog shows: its id (to ask a fresh link), link and file name. */
export interface IssuedSlip {
  id: number;
  url: string;
  fileName: string;
}

/** The dialog's result of an issued anticipation, and its slip to download (null for a request). */
export function outcomeOfIssued(
  bill: number,
  issued: IssuedPrepayment,
): { outcome: PrepaymentOutcome; slip: IssuedSlip | null } {
  const receipt = {
    installmentNumbers: issued.installments.map((line) => line.installment_number),
    totalCents: issued.total,
    paymentDate: issued.payment_date,
  };
  if (issued.kind === 'request' || issued.url === null || issued.code === null) {
    return { outcome: { status: 'requested', receipt }, slip: null };
  }
  const last = Math.max(...receipt.installmentNumbers);
  return {
    outcome: {
      status: 'issued',
      receipt,
      slip: {
        status: 'ready',
        installmentNumber: last,
        periodDate: issued.payment_date,
        dueDate: issued.payment_date,
        amountCents: issued.total,
        digitableLine: issued.code,
        pixCode: issued.pix_code ?? undefined,
      },
    },
    slip: { id: issued.id, url: issued.url, fileName: prepaymentSlipFileName(bill, issued.id) },
  };
}

/** Issues the anticipation: one slip for the total, or a request to the finance team. */
export function issuePrepayment(
  client: ApiClient,
  bill: number,
  installmentIds: readonly number[],
  paymentDate: string,
): Promise<IssuedPrepayment> {
  return postPrepayment(client, {
    bill_id: bill,
    installment_ids: [...installmentIds],
    payment_date: paymentDate,
  });
}

/** A fresh link to the PDF of an anticipation's slip (the first one lives 10 minutes). */
export async function freshSlipUrl(client: ApiClient, id: number): Promise<string> {
  return (await getPrepaymentSlip(client, id)).url;
}
