import {
  type ApiClient,
  type Customer,
  getStatementPdf,
  postPaymentProof,
  type StatementPdfQuery,
} from '@portal/api';
import { PAYMENT_SLIPS_XLSX_FILE_NAME, STATEMENT_PDF_FILE_NAME } from '@portal/domain';
import type { InstallmentRow, ProofSubmission } from '@portal/ui/screens';

/**
 * The statement's calls made only on a click — send a proof, export the PDF or the XLS, ask a slip's
 * link again — with their contract schemas and the exports' file names. The page imports this module when one of them is clicked, so its
 * first script carries none of them (decision 038); an offline click fails as the call itself would.
 */
export { getPaymentSlip } from '@portal/api';

/**
 * 'Exportar para PDF': the server's statement PDF, saved as 'extrato_financeiro.pdf'. Rejects as the
 * call or the download does (the page says which, `statement-actions.ts`).
 */
export async function exportStatementPdf(client: ApiClient, query: StatementPdfQuery): Promise<void> {
  const { url_report } = await getStatementPdf(client, query);
  // The saving code is its own small chunk, fetched on the first download (bundle budget).
  const { downloadFile } = await import('@portal/api/download');
  await downloadFile(client.baseUrl, url_report, STATEMENT_PDF_FILE_NAME, {
    failureCode: 'EXPORT-TO-PDF-404',
  });
}

/** 'Exportar para XLS': the rows in the table's order, SheetJS loaded only now, saved as 'PaymentSlips.xlsx'. */
export async function exportInstallmentsXls(rows: readonly InstallmentRow[]): Promise<void> {
  const { exportInstallmentsXlsx } = await import('./installments-xlsx');
  const { saveBlob } = await import('@portal/api/download');
  saveBlob(await exportInstallmentsXlsx(rows), PAYMENT_SLIPS_XLSX_FILE_NAME);
}

/** The proof of a row, streamed with progress under `idempotencyKey` (spec sections 2, 4, 8; decision 018). */
export function sendPaymentProof(
  client: ApiClient,
  sender: { bill: number; customer: Customer; idempotencyKey: string },
  { installment, file, notes }: ProofSubmission,
  onProgress: (fraction: number) => void,
): ReturnType<typeof postPaymentProof> {
  const { bill, customer, idempotencyKey } = sender;
  return postPaymentProof(
    client,
    {
      cpfcnpj: customer.cpf ?? customer.cnpj ?? '',
      billReceivableId: bill,
      installmentId: installment.installment_id,
      message: notes.trim(),
      email: customer.email,
      name: customer.name.slice(0, 200),
    },
    file,
    {
      idempotencyKey,
      onUploadProgress: ({ loaded, total }) => onProgress(total ? loaded / total : 0),
    },
  );
}
