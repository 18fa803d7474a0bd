import type { SlipPanelState } from '../../StatementsScreen/statements-types';

/**
 * What holds an installment in an anticipation in progress (product rule §8 "Pay ahead"): its slip
 * ('Antecipação emitida'), or, when the company's slips come from its ERP, the request sent
 * ('Solicitação enviada'). Until the payment is reported it cannot be chosen again.
 */
export type PrepaymentHold = 'slip' | 'request';

/** One installment that can be paid ahead on the payment date, with its money (integer cents). */
export interface PrepaymentLine {
  installmentId: number;
  installmentNumber: number;
  /** ISO due date; after the payment date. */
  dueDate: string;
  /** Its value today (the corrected value). */
  valueCents: number;
  /** What it costs paid on the payment date. */
  presentValueCents: number;
  /** `valueCents − presentValueCents`. */
  discountCents: number;
  /** The anticipation in progress holding it; null when it can be chosen. */
  heldBy: PrepaymentHold | null;
}

/** The simulation on one payment date: every installment that can be paid ahead, the last first. */
export interface PrepaymentSimulation {
  paymentDate: string;
  /** `slip`: one slip for the total; `request`: the company's slips come from its ERP, a request is sent. */
  mode: 'slip' | 'request';
  lines: readonly PrepaymentLine[];
}

/** The simulation while it loads, when the contract refuses it, after it fails, and once quoted. */
export type PrepaymentSimulationState =
  | { status: 'loading' }
  /** The contract does not allow paying ahead (prepayment_allowed false): the dialog says so. */
  | { status: 'not-allowed' }
  | { status: 'error'; message: string }
  /** `isUpdating`: a new payment date is being quoted; the previous figures stay, marked busy. */
  | { status: 'ready'; simulation: PrepaymentSimulation; isUpdating?: boolean };

/** The sums of the chosen installments. */
export interface PrepaymentTotals {
  count: number;
  valueCents: number;
  discountCents: number;
  totalCents: number;
}

/** What the customer confirms: the installments (ids, the last first), the day of payment, the sums shown. */
export interface PrepaymentChoice {
  installmentIds: readonly number[];
  paymentDate: string;
  totals: PrepaymentTotals;
}

/** What was issued or requested, as the server answered it. */
export interface PrepaymentReceipt {
  installmentNumbers: readonly number[];
  totalCents: number;
  paymentDate: string;
}

/** Where the confirmation stands; the portal drives it while it calls the server. */
export type PrepaymentOutcome =
  | { status: 'idle' }
  | { status: 'sending' }
  /** The server refused or failed: the message is shown above the button and the choice is kept. */
  | { status: 'refused'; message: string }
  /**
   * The slip is issued: the statement's slip panel shows it (line, PIX, PDF). `receipt` is null while
   * the slip of an anticipation issued before is looked up (a held row's 'Boleto').
   */
  | { status: 'issued'; receipt: PrepaymentReceipt | null; slip: SlipPanelState }
  /** ERP mode: the request was sent. */
  | { status: 'requested'; receipt: PrepaymentReceipt };
