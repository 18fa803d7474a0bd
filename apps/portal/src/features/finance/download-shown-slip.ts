import { type ApiClient, isApiError, type PaymentSlipQuery } from '@portal/api';
import { messageForCode } from '@portal/domain';

/** A slip a panel shows: how to ask for it again, its signed link, and the file name it saves as. */
export interface ShownSlip {
  query: PaymentSlipQuery;
  url: string;
  fileName: string;
}

/** What saving a slip's PDF needs: its signed link (replaced when it expired) and its file name. */
export interface SavableSlip {
  url: string;
  readonly fileName: string;
}

/**
 * Saves the PDF of a shown slip, a row's or an anticipation's. Its signed link lives 10 minutes: when it
 * fails, a fresh link is asked for once (`freshUrl`) and kept on `slip`. Resolves to the Portuguese text
 * of what failed, or null.
 */
export async function downloadShownSlip(
  client: ApiClient,
  slip: SavableSlip,
  freshUrl: () => Promise<string>,
): Promise<string | null> {
  const options = { failureCode: 'PAYMENT-SLIP-PDF-404' } as const;
  try {
    // The saving code is its own small chunk, fetched on the first download (bundle budget).
    const { downloadFile } = await import('@portal/api/download');
    try {
      await downloadFile(client.baseUrl, slip.url, slip.fileName, options);
    } catch {
      slip.url = await freshUrl();
      await downloadFile(client.baseUrl, slip.url, slip.fileName, options);
    }
    return null;
  } catch (error) {
    return isApiError(error) ? error.message : messageForCode('PAYMENT-SLIP-PDF-404');
  }
}
