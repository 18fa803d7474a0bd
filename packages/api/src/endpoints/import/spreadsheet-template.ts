import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';

/** The name the template is saved under. */
export const SPREADSHEET_TEMPLATE_FILE_NAME = 'modelo-importacao.xlsx';

/** Media type of an XLSX workbook. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The spreadsheet template for staff (decision 036): one sheet per entity (Empresas, Empreendimentos,
 * Clientes, Contratos, Unidades, Parcelas) with Portuguese headers and one example row that imports
 * cleanly, plus an 'Instruções' sheet.
 */
export const spreadsheetTemplateEndpoint = defineEndpoint({
  id: 'spreadsheetTemplate',
  method: 'GET',
  path: '/api/v1/import/spreadsheet/template',
  summary: 'Download the spreadsheet import template (admin, XLSX).',
  description:
    `Answers the XLSX as an attachment named \`${SPREADSHEET_TEMPLATE_FILE_NAME}\`: one sheet per entity ` +
    'with Portuguese headers, money in reais, dates as date cells, and an example row each.',
  tag: 'import',
  auth: 'admin',
  responseKind: 'file',
  fileType: XLSX_MEDIA_TYPE,
  errors: [],
});

/**
 * Calls `GET /api/v1/import/spreadsheet/template` and resolves with the XLSX bytes; save them with
 * `saveBlob(blob, SPREADSHEET_TEMPLATE_FILE_NAME)`.
 */
export function getSpreadsheetTemplate(client: ApiClient, options?: CallOptions): Promise<Blob> {
  return client.call(spreadsheetTemplateEndpoint, {}, options);
}
