import { type SiengeClient, SiengeError } from './sienge-client';

/** The tenant's registered boleto of one installment (its second copy), PDF bytes included. */
export interface TenantSlip {
  /** `digitableNumber` as Sienge gave it, separators removed when it is all digits otherwise. */
  readonly digitableLine: string;
  readonly pdf: Uint8Array;
}

/** Sienge's ids of an installment the connector wrote. */
export interface SiengeInstallmentIds {
  readonly billReceivableId: string;
  readonly installmentId: string;
}

/**
 * The Sienge ids of an installment when the connector wrote it, from the external ids
 * sienge-batches.ts gives: the contract is the bill (`receivableBillId`), the installment is
 * `{receivableBillId}/{installmentId}`. Anything else (the demo's null ids, the ids of a spreadsheet or
 * an API import) is not Sienge's: undefined.
 */
export function siengeInstallmentIds(
  contractExternalId: string | null,
  installmentExternalId: string | null,
): SiengeInstallmentIds | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(installmentExternalId ?? '');
  if (!match?.[1] || !match[2] || match[1] !== contractExternalId) return undefined;
  return { billReceivableId: match[1], installmentId: match[2] };
}

const PATH = '/payment-slip-notification';

/**
 * The second copy of a registered boleto (`GET /payment-slip-notification`, decision 024): the
 * digitable line, and the PDF behind `urlReport`, fetched by the server. Null when Sienge has no slip
 * for the installment (a 404, or no result); a SiengeError when Sienge cannot be reached or answers
 * something unreadable.
 */
export async function fetchTenantSlip(
  client: SiengeClient,
  ids: SiengeInstallmentIds,
): Promise<TenantSlip | null> {
  let body: unknown;
  try {
    body = await client.get(PATH, {
      billReceivableId: ids.billReceivableId,
      installmentId: ids.installmentId,
    });
  } catch (error) {
    if (error instanceof SiengeError && error.kind === 'not-found') return null;
    throw error;
  }
  const results = (body as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) {
    throw new SiengeError('Resposta do Sienge sem a lista "results".', 'invalid-response', PATH, 200, 1);
  }
  const first = results[0] as { urlReport?: unknown; digitableNumber?: unknown } | undefined;
  if (!first) return null;
  const { urlReport, digitableNumber } = first;
  if (typeof digitableNumber !== 'string' || digitableNumber.trim() === '' || typeof urlReport !== 'string') {
    throw new SiengeError(
      'Boleto do Sienge sem "digitableNumber" ou "urlReport".',
      'invalid-response',
      PATH,
      200,
      1,
    );
  }
  let url: URL;
  try {
    url = new URL(urlReport);
  } catch {
    throw new SiengeError(
      'Link do boleto do Sienge ("urlReport") inválido.',
      'invalid-response',
      PATH,
      200,
      1,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SiengeError(
      'Link do boleto do Sienge ("urlReport") inválido.',
      'invalid-response',
      PATH,
      200,
      1,
    );
  }
  const pdf = await client.download(url.toString());
  if (!isPdf(pdf)) {
    throw new SiengeError('O boleto do Sienge não é um PDF.', 'invalid-response', url.pathname, 200, 1);
  }
  const digits = digitableNumber.replace(/[\s.-]/g, '');
  return { digitableLine: /^\d+$/.test(digits) ? digits : digitableNumber.trim(), pdf };
}

/** `%PDF-` at the start: an HTML login page or an error text is not served as the customer's slip. */
function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}
