import {
  type ApiClient,
  getContractPrepayments,
  getPrepaymentSlip,
  type IssuedPrepayment,
  type Prepayment,
  postPrepayment,
  postPrepaymentQuote,
} from '@portal/api';
import { parseDigitableLine, prepaymentSlipFileName } from '@portal/domain';
import type { PrepaymentOutcome, PrepaymentSimulation } from '@portal/ui/screens';
import { simulationOfQuote } from '../../features/finance/prepayment-simulation';

/**
 * The calls of 'Antecipar parcelas' (product rule §8 "Pay ahead") and the shapes the dialog reads,
 * imported when the customer presses the button: the statement's first script carries none of them
 * (decision 073).
 */

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
  issued: Prepayment & { url: string | null },
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
  // The line as people read it (in its groups), as every other slip panel shows it.
  const line = parseDigitableLine(issued.code);
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
        digitableLine: line.ok ? line.value.formattedLine : issued.code,
        pixCode: issued.pix_code ?? undefined,
      },
    },
    slip: { id: issued.id, url: issued.url, fileName: prepaymentSlipFileName(bill, issued.id) },
  };
}

/**
 * The slip of the anticipation in progress holding an installment (a held row's 'Boleto'): the
 * contract's anticipations, the issued one naming it, and a fresh link to its slip. Null when none
 * holds it any more (paid or expired since the rows were read).
 */
export async function heldSlip(
  client: ApiClient,
  bill: number,
  installmentId: number,
): Promise<{ outcome: PrepaymentOutcome; slip: IssuedSlip | null } | null> {
  const all = await getContractPrepayments(client, { bill_id: bill });
  const holding = all.find(
    (item) =>
      item.kind === 'slip' &&
      item.status === 'issued' &&
      item.installments.some((line) => line.installment_id === installmentId),
  );
  if (!holding) return null;
  const fresh = await getPrepaymentSlip(client, holding.id);
  return outcomeOfIssued(bill, {
    ...holding,
    url: fresh.url,
    code: fresh.code,
    pix_code: fresh.pix_code ?? null,
  });
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
