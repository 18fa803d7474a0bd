import * as XLSX from '@e965/xlsx';
import { MAX_SPREADSHEET_BYTES, SPREADSHEET_TEMPLATE_FILE_NAME, XLSX_MEDIA_TYPE } from '@portal/api';
import { generateCpf, IMPORT_MESSAGES } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../db/schema/enterprises';
import { installments } from '../../../db/schema/finance';
import { importPreviews, importRuns } from '../../../db/schema/imports';
import { accounts, customers } from '../../../db/schema/people';
import { messages } from '../../../messages/pt-BR';
import { startDemoServer, tokenOf } from '../../../test/demo-fixtures';
import { sampleBatch } from '../../../test/import-fixtures';
import { sendHeadOnly } from '../../../test/sienge-import-fixtures';
import { backends, type TestServer } from '../../../test/test-server';
import { csvOf, workbookOf } from './spreadsheet-fixtures';
import { SHEETS } from './spreadsheet-layout';

const PREVIEW = '/api/v1/import/spreadsheet/preview';
const confirmPath = (id: string) => `/api/v1/import/spreadsheet/${id}/confirm`;
const counts = (created: number, updated = 0, unchanged = 0) => ({ created, updated, unchanged });

/** Sends only the head of an upload that declares a body over the limit; resolves with the answer. */
function declareHugeUpload(baseUrl: string, token: string): Promise<string> {
  return sendHeadOnly(baseUrl, [
    `POST ${PREVIEW} HTTP/1.1`,
    `Authorization: Bearer ${token}`,
    'Content-Type: multipart/form-data; boundary=xyz',
    `Content-Length: ${MAX_SPREADSHEET_BYTES * 2}`,
    '',
    '--xyz\r\n',
  ]);
}

describe.each(backends())('staff spreadsheet import on %s', (backend) => {
  let server: TestServer;
  let admin: string;
  let ana: string;
  beforeAll(async () => {
    ({ server, admin, ana } = await startDemoServer(backend));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const upload = async (bytes: Uint8Array | string, name: string, token = admin) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer> | string]), name);
    const response = await server.fetch(PREVIEW, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: await response.json() };
  };
  const confirm = (id: string, token = admin) => server.json('POST', confirmPath(id), { token });
  const rowCount = async (table: typeof companies | typeof installments | typeof importRuns) =>
    Number((await server.ctx.db.select({ n: count() }).from(table))[0]?.n);

  it('serves the template; importing it unmodified imports nothing and says why in Portuguese', async () => {
    const response = await server.fetch('/api/v1/import/spreadsheet/template', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_MEDIA_TYPE);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${SPREADSHEET_TEMPLATE_FILE_NAME}"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const book = XLSX.read(bytes, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Instruções', ...SHEETS.map((sheet) => sheet.name)]);
    for (const layout of SHEETS) {
      const sheet = book.Sheets[layout.name];
      if (!sheet) throw new Error(layout.name);
      const [header, example] = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
      expect(header).toEqual([...layout.columns.map((column) => column.header), 'Exemplo']);
      // The example row is marked in the last column: never imported as real data.
      expect(example?.at(-1)).toBe('EXEMPLO');
    }
    // A real date cell, shown as dd/mm/aaaa.
    expect(book.Sheets.Parcelas?.D2).toMatchObject({ t: 'n', w: '10/04/2024' });

    const before = { companies: await rowCount(companies), runs: await rowCount(importRuns) };
    const preview = await upload(bytes, SPREADSHEET_TEMPLATE_FILE_NAME);
    expect([preview.status, preview.body.code]).toEqual([400, 'SPREADSHEET-400']);
    expect(preview.body.issues).toEqual([{ path: 'file', message: messages.spreadsheet.onlyExamples }]);
    expect(preview.body.issues[0].message).toContain('Nada foi importado');
    expect(preview.body.preview_id).toBeUndefined();
    expect({ companies: await rowCount(companies), runs: await rowCount(importRuns) }).toEqual(before);
  });

  it('previews a filled file without writing, confirms it once, and a second upload changes nothing', async () => {
    const batch = sampleBatch('PLAN');
    const file = workbookOf(batch);
    const installmentsBefore = await rowCount(installments);
    const preview = await upload(file, 'carteira.xlsx');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.counts).toEqual({
      companies: counts(1),
      enterprises: counts(1),
      customers: counts(1),
      contracts: counts(1),
      units: counts(2),
      installments: counts(12),
    });
    expect(await rowCount(installments)).toBe(installmentsBefore);

    const applied = await confirm(preview.body.preview_id);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.counts).toEqual(preview.body.counts);
    expect(await rowCount(installments)).toBe(installmentsBefore + 12);
    const [paid] = await server.ctx.db
      .select()
      .from(installments)
      .where(eq(installments.externalId, 'PLAN-P-1'));
    expect(paid).toMatchObject({ originalCents: 250_000 });

    const again = await confirm(preview.body.preview_id);
    expect([again.status, again.body.code]).toEqual([409, 'SPREADSHEET-409']);

    const runs = await server.json('GET', '/api/v1/import/runs?limit=1', { token: admin });
    expect(runs.body.items[0]).toMatchObject({
      id: applied.body.run_id,
      source: 'spreadsheet',
      status: 'applied',
      actor: 'admin@demo.com.br',
      file_name: 'carteira.xlsx',
      counts: preview.body.counts,
    });

    const second = await upload(file, 'carteira.xlsx');
    const unchanged = {
      companies: 1,
      enterprises: 1,
      customers: 1,
      contracts: 1,
      units: 2,
      installments: 12,
    };
    expect(second.body.counts).toEqual(
      Object.fromEntries(Object.entries(unchanged).map(([entity, n]) => [entity, counts(0, 0, n)])),
    );
    const reapplied = await confirm(second.body.preview_id);
    expect(reapplied.body.counts).toEqual(second.body.counts);
  });

  it("names a bad CPF's sheet, row and column, and refuses to confirm that preview", async () => {
    const batch = sampleBatch('RUIM', { cpf: '123.456.789-00', email: 'ruim@importada.com.br' });
    const runsBefore = await rowCount(importRuns);
    const preview = await upload(workbookOf(batch), 'ruim.xlsx');
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ counts: null, error_count: 1 });
    expect(preview.body.errors).toEqual([
      { sheet: 'Clientes', row: 2, field: 'CPF/CNPJ', message: IMPORT_MESSAGES.cpfInvalid },
    ]);
    const refused = await confirm(preview.body.preview_id);
    expect([refused.status, refused.body.code]).toEqual([422, 'SPREADSHEET-422']);
    expect(refused.body.errors).toEqual(preview.body.errors);
    expect(refused.body.issues).toEqual([
      { path: 'Clientes, linha 2, CPF/CNPJ', message: IMPORT_MESSAGES.cpfInvalid },
    ]);
    expect(await rowCount(importRuns)).toBe(runsBefore);
    const [stored] = await server.ctx.db
      .select({ batch: importPreviews.batch })
      .from(importPreviews)
      .where(eq(importPreviews.id, preview.body.preview_id));
    expect(stored?.batch).toBeNull();
  });

  it('imports a CSV of one entity, recognised by its header', async () => {
    const cpf = generateCpf('271828182');
    const csv = csvOf('customers', [
      { external_id: 'CSV-C-1', name: 'Cliente do CSV', cpf_cnpj: cpf, email: 'csv@importada.com.br' },
    ]);
    const preview = await upload(`\uFEFF${csv}`, 'clientes.csv');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.counts.customers).toEqual(counts(1));
    expect((await confirm(preview.body.preview_id)).status).toBe(200);
    const [customer] = await server.ctx.db
      .select()
      .from(customers)
      .where(eq(customers.externalId, 'CSV-C-1'));
    expect(customer).toMatchObject({ name: 'Cliente do CSV', cpf });

    const bad = await upload('nome;idade\nZé;40\n', 'outra.csv');
    expect([bad.status, bad.body.code]).toEqual([400, 'SPREADSHEET-400']);
    expect(bad.body.issues[0].message).toContain('não corresponde a nenhuma aba');
  });

  it('is for administrators only: a customer gets 403, no token 401', async () => {
    expect((await upload(workbookOf(sampleBatch('X')), 'x.xlsx', ana)).status).toBe(403);
    expect((await confirm('abc', ana)).status).toBe(403);
    const template = await server.fetch('/api/v1/import/spreadsheet/template', {
      headers: { authorization: `Bearer ${ana}` },
    });
    expect(template.status).toBe(403);
    expect((await server.fetch('/api/v1/import/spreadsheet/template')).status).toBe(401);
    expect((await server.fetch(PREVIEW, { method: 'POST' })).status).toBe(401);
    expect((await server.json('POST', confirmPath('abc'))).status).toBe(401);
  });

  it('answers 4xx with a Portuguese message for malformed uploads, never 500', async () => {
    const png = await upload(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]), 'foto.png');
    expect([png.status, png.body.code, png.body.issues]).toEqual([
      400,
      'SPREADSHEET-400',
      [{ path: 'file', message: messages.spreadsheet.notSpreadsheet }],
    ]);
    expect((await upload(new Uint8Array(), 'vazio.xlsx')).body.issues[0].message).toBe(
      messages.spreadsheet.empty,
    );
    expect((await upload('PK\x03\x04quebrado', 'quebrado.xlsx')).body.issues[0].message).toBe(
      messages.spreadsheet.corrupt,
    );
    const noFile = await server.fetch(PREVIEW, {
      method: 'POST',
      body: new URLSearchParams({ file: 'x' }),
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(noFile.status).toBe(400);
    const notForm = await server.json('POST', PREVIEW, { token: admin, body: { file: 'x' } });
    expect([notForm.status, notForm.body.code]).toEqual([400, 'SPREADSHEET-400']);
    expect(await declareHugeUpload(server.url, admin)).toMatch(/^HTTP\/1\.1 413 .*SPREADSHEET-413/s);
    expect((await confirm('nao-existe')).status).toBe(404);
    expect((await confirm('%2E%2E')).status).toBe(404);
  });

  it('applies a preview once when two confirms race, and hides it from another account', async () => {
    const racer = { cpf: generateCpf('161803398'), email: 'corrida@importada.com.br' };
    const preview = await upload(workbookOf(sampleBatch('CORRIDA', racer)), 'corrida.xlsx');
    expect(preview.body.error_count).toBe(0);
    const id: string = preview.body.preview_id;
    const answers = await Promise.all([confirm(id), confirm(id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);

    const other = await upload(workbookOf(sampleBatch('ALHEIA')), 'alheia.xlsx');
    const [anaAccount] = await server.ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'ana@demo.com.br'));
    await server.ctx.db
      .update(importPreviews)
      .set({ accountId: anaAccount?.id ?? 0 })
      .where(eq(importPreviews.id, other.body.preview_id));
    expect((await confirm(other.body.preview_id)).status).toBe(404);
  });

  it('refuses an expired preview (410), and the housekeeping forgets it', async () => {
    const preview = await upload(workbookOf(sampleBatch('VELHO')), 'velho.xlsx');
    expect(preview.status).toBe(200);
    server.clock.advance(61 * 60 * 1000);
    const token = await tokenOf(server, 'admin');
    const expired = await confirm(preview.body.preview_id, token);
    expect([expired.status, expired.body.code]).toEqual([410, 'SPREADSHEET-410']);
    const { deleteExpiredRows } = await import('../../../maintenance/expired-rows');
    expect((await deleteExpiredRows(server.ctx.db, server.clock.now())).spreadsheetPreviews).toBeGreaterThan(
      0,
    );
    expect((await confirm(preview.body.preview_id, token)).status).toBe(404);
  });
});
