import { messageForCode } from '@portal/domain';
import { ApiError, isAbortError } from './api-error';

/**
 * Resolves a `url`/`url_report` of an answer: absolute links stay as they are, server-relative
 * ones (`/files/...`) are joined to the API's base URL (or the page's origin when it is empty).
 */
export function resolveFileUrl(baseUrl: string, url: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  const origin = baseUrl || (typeof location === 'undefined' ? 'http://localhost' : location.origin);
  return new URL(url, origin.endsWith('/') ? origin : `${origin}/`).toString();
}

/**
 * Fetches a generated file. The signed links need no Authorization header (product rule §2).
 * Failures become an `ApiError` with `failureCode` (e.g. EXPORT-TO-PDF-404) or the network code.
 */
export async function fetchFile(
  url: string,
  options: {
    signal?: AbortSignal;
    failureCode?: Parameters<typeof messageForCode>[0];
    fetch?: typeof fetch;
  } = {},
): Promise<Blob> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await fetchImpl(url, options.signal ? { signal: options.signal } : {});
  } catch (error) {
    if (options.signal?.aborted || isAbortError(error)) throw error;
    throw new ApiError(0, 'NETWORK-ERROR', messageForCode('NETWORK-ERROR'), { cause: error });
  }
  if (!response.ok) {
    const code = options.failureCode ?? (response.status === 404 ? 'NOT-FOUND-404' : 'INTERNAL-500');
    throw new ApiError(response.status, code, messageForCode(code));
  }
  return response.blob();
}

/** Saves a blob under a file name through a temporary object URL and a `download` link (browser only). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the object URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/**
 * Downloads a generated file and saves it with the spec's name (`STATEMENT_PDF_FILE_NAME`,
 * `incomeTaxFileName(year)`, `paymentSlipFileName(bill, installment)` of @portal/domain). Fetching the bytes,
 * instead of navigating to the link, is what lets the portal choose the name.
 */
export async function downloadFile(
  baseUrl: string,
  url: string,
  fileName: string,
  options: { signal?: AbortSignal; failureCode?: Parameters<typeof messageForCode>[0] } = {},
): Promise<void> {
  saveBlob(await fetchFile(resolveFileUrl(baseUrl, url), options), fileName);
}
