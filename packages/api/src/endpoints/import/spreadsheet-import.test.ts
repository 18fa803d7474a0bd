import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../client/api-client';
import { ApiError } from '../../client/api-error';
import { type LoopbackServer, startLoopbackServer } from '../../test/loopback-server';
import { postSpreadsheetConfirm } from './spreadsheet-confirm';
import { postSpreadsheetPreview, type SpreadsheetPreview } from './spreadsheet-preview';
import {
  getSpreadsheetTemplate,
  SPREADSHEET_TEMPLATE_FILE_NAME,
  XLSX_MEDIA_TYPE,
} from './spreadsheet-template';

const zero = { created: 0, updated: 0, unchanged: 0 };
const COUNTS = {
  companies: zero,
  enterprises: zero,
  customers: { created: 1, updated: 0, unchanged: 0 },
  contracts: zero,
  units: zero,
  installments: zero,
};
const PREVIEW: SpreadsheetPreview = {
  preview_id: 'abc_123',
  file_name: 'clientes.csv',
  expires_at: '2026-11-25T01:00:00.000Z',
  counts: COUNTS,
  error_count: 0,
  errors: [],
};

let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const client = () =>
  createApiClient({
    baseUrl: server.baseUrl,
    session: { getAccessToken: () => 'tok', getCustomerId: () => null, refresh: async () => false },
  });

describe('spreadsheet import calls', () => {
  it('downloads the template as a Blob with the session token', async () => {
    server.handle(() => ({
      status: 200,
      text: 'PK-bytes',
      headers: {
        'Content-Type': XLSX_MEDIA_TYPE,
        'Content-Disposition': `attachment; filename="${SPREADSHEET_TEMPLATE_FILE_NAME}"`,
      },
    }));
    const blob = await getSpreadsheetTemplate(client());
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('PK-bytes');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');
    expect(server.requests[0]?.url.pathname).toBe('/api/v1/import/spreadsheet/template');
  });

  it('uploads the file as the multipart field `file` and reads the preview', async () => {
    server.handle(() => ({ status: 200, json: PREVIEW }));
    const file = new File(['Código do cliente;Nome\n'], 'clientes.csv', { type: 'text/csv' });
    expect(await postSpreadsheetPreview(client(), file)).toEqual(PREVIEW);
    const [request] = server.requests;
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body.toString()).toContain('name="file"; filename="clientes.csv"');
  });

  it('confirms by preview id and maps a 422 to an ApiError with the row errors', async () => {
    server.handle(() => ({ status: 200, json: { run_id: 7, counts: COUNTS } }));
    expect(await postSpreadsheetConfirm(client(), 'abc_123')).toEqual({ run_id: 7, counts: COUNTS });
    expect(server.requests[0]?.url.pathname).toBe('/api/v1/import/spreadsheet/abc_123/confirm');
    const errors = [{ sheet: 'Clientes', row: 2, field: 'CPF/CNPJ', message: 'CPF inválido.' }];
    server.handle(() => ({
      status: 422,
      json: {
        code: 'SPREADSHEET-422',
        msg: 'x',
        error: 'x',
        issues: [{ path: 'Clientes, linha 2, CPF/CNPJ', message: 'CPF inválido.' }],
        errors,
        error_count: 1,
      },
    }));
    const error = await postSpreadsheetConfirm(client(), 'abc_123').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('SPREADSHEET-422');
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).issues).toEqual([
      { path: 'Clientes, linha 2, CPF/CNPJ', message: 'CPF inválido.' },
    ]);
  });
});
