import { type ApiClient, getIncomeTax } from '@portal/api';
import { downloadFile } from '@portal/api/download';
import { incomeTaxFileName } from '@portal/domain';

/**
 * Asks for the year's income-tax report of one company (`GET /api/v1/income_tax/report/pdf`) and saves
 * it as '{year}_informe_de_rendimento.pdf'. Its own chunk, loaded on the first 'Rendimento' download,
 * so the statements page does not carry it (bundle budget).
 */
export async function downloadIncomeTax(
  client: ApiClient,
  query: { customerId: number; companyId: number; year: number },
): Promise<void> {
  const { url_report } = await getIncomeTax(client, query);
  await downloadFile(client.baseUrl, url_report, incomeTaxFileName(query.year), {
    failureCode: 'GET-INCOME-TAX-404',
  });
}
