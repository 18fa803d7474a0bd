/** One installment in the API's shape (spec section 3); money in integer cents, dates ISO. */
export interface InstallmentRow {
  installment_number: number;
  installment_id: number;
  due_date: string;
  status: string;
  original_value: number;
  adjusted_value: number;
  current_balance: number;
  receipt_date: string | null;
  receipt_value: number | null;
  receipt_net_value: number | null;
  proof_of_payment: boolean;
  /**
   * ISO date (São Paulo) of the latest proof of payment sent for the installment; null or absent when
   * none: the row then says 'Comprovante enviado em dd/mm' (docs/product/decisions.md, "Proof of payment").
   */
  proof_sent_at?: string | null;
  monetary_unit: string;
  /**
   * An anticipation in progress holding the installment (product rule §8 "Pay ahead"): its slip
   * ('Antecipação emitida') or a request to the finance team ('Solicitação enviada'); null or absent
   * when none. The row then offers no slip of its own: the anticipation's slip pays it.
   */
  prepayment?: 'slip' | 'request' | null;
}

/**
 * The info block of the bill (spec: company.name, document, unit[]) and the contract's correction index
 * and prepayment terms (product rule §8; absent from an answer that does not carry them).
 */
export interface BillInfo {
  company: { name: string };
  document: string;
  unit: ReadonlyArray<{ name: string }>;
  /** 'INCC-M', 'IGP-M', 'IPCA'…; empty for a contract without correction; absent when unknown. */
  correction_index?: string;
  /** Decimal fraction per month (0.01 = 1 % a.m.); absent reads as 0. */
  interest_monthly_rate?: number;
  /** Absent reads as true. */
  prepayment_allowed?: boolean;
}

/** Where the proof upload stands; the portal drives it while it streams the PDF. */
export type ProofUploadState =
  | { status: 'idle' }
  /** `progress` from 0 to 1. */
  | { status: 'sending'; progress: number }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string };

/** What the customer sends with a proof of payment. */
export interface ProofSubmission {
  installment: InstallmentRow;
  file: File;
  notes: string;
}
