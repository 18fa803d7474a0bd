import { type ApiClient, isApiError, type PaymentSlip, type PaymentSlipQuery } from '@portal/api';
import { messageForCode } from '@portal/domain';

/** A slip a panel shows: how to ask for it again, its signed link, and the file name it saves as. */
export interface ShownSlip {
  query: PaymentSlipQuery;
  url: string;
  fileName: string;
}

/**
 * Saves the PDF of a shown slip. Its signed link lives 10 minutes: when it fails, a fresh link is asked
 * for once (`freshSlip`) and kept on `slip`. Resolves to the Portuguese text of what failed, or null.
 */
export async function downloadShownSlip(
  client: ApiClient,
  slip: ShownSlip,
  freshSlip: (query: PaymentSlipQuery) => Promise<PaymentSlip>,
): Promise<string | null> {
  const options = { failureCode: 'PAYMENT-SLIP-PDF-404' } as const;
  try {
    // The saving code is its own small chunk, fetched on the first download (bundle budget).
    const { downloadFile } = await import('@portal/api/download');
    try {
      await downloadFile(client.baseUrl, slip.url, slip.fileName, options);
    } catch {
      const fresh = await freshSlip(slip.query);
      slip.url = fresh.url;
      await downloadFile(client.baseUrl, fresh.url, slip.fileName, options);
    }
    return null;
  } catch (error) {
    return isApiError(error) ? error.message : messageForCode('PAYMENT-SLIP-PDF-404');
  }
}
