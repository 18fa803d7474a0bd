/** The ids an import gave a contract and its installment (null when it gave none). */
export interface ExternalIds {
  readonly contract: string | null;
  readonly installment: string | null;
}

/** A registered boleto the tenant's ERP issued (its second copy): the digitable line and the PDF. */
export interface ErpSlip {
  readonly digitableLine: string;
  readonly pdf: Uint8Array;
}

/** One installment the ERP wrote, as a slip asks it. */
export interface ErpInstallment {
  /** Names it where the slip's line gives no nosso número, e.g. `sienge:12/3`. */
  readonly reference: string;
  /** Its registered slip, null when the ERP has none; an {@link ErpUnavailableError} when the ERP cannot answer. */
  registeredSlip(): Promise<ErpSlip | null>;
}

/**
 * What finance asks the tenant's ERP about slips (docs/decisions/066-like-things-together.md): finance
 * defines it, the ERP's connector implements it (sienge/sienge-slip-source.ts) and the app wires the
 * two where it is assembled, so finance never imports a connector.
 */
export interface ErpSlipSource {
  /** The installment with these external ids when the ERP wrote it; undefined otherwise: its slip is ours. */
  installment(ids: ExternalIds): ErpInstallment | undefined;
}

/** The ERP cannot answer now (unreachable, or an unreadable answer): the slip answers 503. */
export class ErpUnavailableError extends Error {
  override name = 'ErpUnavailableError';
}
