import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { watchConsoleErrors } from './support/console';
import { apiLogin, signedInPage } from './support/journeys';
import { minimalPdf } from './support/minimal-pdf';

/**
 * 'Documentos' from end to end (decision 077, product rule §9): an administrator publishes a deed on
 * Ana's contract from her client page; Ana sees it marked 'Novo', opens it (the PDF itself arrives),
 * and on her next visit it is no longer new; another customer asking for it gets a 404; the
 * administrator finds Ana's download in 'Downloads de documentos'.
 */
test.describe.configure({ timeout: 180_000 });

const SLOW = { timeout: 20_000 };

test("a deed the admin publishes reaches Ana as 'Novo', opens, and is audited", async ({
  browser,
  baseURL,
  request,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const title = `Escritura definitiva ${stamp}`;
  const marker = `Escritura de teste ${stamp}`;

  // The administrator publishes the deed on Ana's first contract, from her client page.
  const admin = await signedInPage(browser, baseURL, accounts.admin, { acceptDownloads: true });
  const adminErrors = watchConsoleErrors(admin);
  await admin.getByRole('link', { name: 'Clientes' }).click();
  await admin.getByRole('textbox', { name: 'Nome do cliente' }).fill('Ana Beatriz');
  await admin.getByRole('button', { name: 'Filtrar' }).click();
  await admin.getByRole('link', { name: 'Ana Beatriz Souza' }).click();
  const block = admin.getByRole('region', { name: 'Documentos dos contratos' });
  await expect(block.getByRole('combobox', { name: /Contrato/ })).toBeVisible(SLOW);
  await block.getByRole('textbox', { name: /Título/ }).fill(title);
  await block.getByRole('combobox', { name: /Tipo/ }).selectOption({ label: 'Escritura' });
  // A file that is not a PDF is refused before anything is sent.
  await block.locator('input[type="file"]').setInputFiles({
    name: 'planta.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a pdf'),
  });
  await expect(block.getByText('O arquivo precisa ser um PDF.')).toBeVisible();
  await block.locator('input[type="file"]').setInputFiles({
    name: 'escritura.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(marker),
  });
  await block.getByRole('button', { name: 'Enviar documento' }).click();
  await expect(block.getByText(`Documento "${title}" publicado.`, { exact: false })).toBeVisible(SLOW);
  await expect(block.getByRole('table', { name: 'Documentos publicados' })).toContainText(title);

  // Ana sees it new, among her contract's papers.
  const ana = await signedInPage(browser, baseURL, accounts.ana, { acceptDownloads: true });
  const anaErrors = watchConsoleErrors(ana);
  await ana.getByRole('link', { name: 'Documentos' }).click();
  await expect(ana.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible(SLOW);
  const row = ana.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible(SLOW);
  await expect(row.getByText('Novo', { exact: true })).toBeVisible();
  await expect(row).toContainText('Escritura');
  await expect(ana.getByText(/documentos? novos? desde a sua última visita/)).toBeVisible();

  // 'Abrir' saves the PDF itself.
  const download = ana.waitForEvent('download');
  await row.getByRole('button', { name: `Abrir ${title}` }).click();
  const saved = join(mkdtempSync(join(tmpdir(), 'documents-e2e-')), (await download).suggestedFilename());
  await (await download).saveAs(saved);
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  expect(readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(execFileSync('pdftotext', [saved, '-'], { encoding: 'utf8' })).toContain(marker);

  // Through the API: the signed link serves a PDF; another customer gets a 404 for the same document.
  const anaToken = (await apiLogin(request, accounts.ana)).access_token;
  const list = await request.get('/api/v1/documents', { headers: { Authorization: `Bearer ${anaToken}` } });
  expect(list.status()).toBe(200);
  const mine = (await list.json()) as { contracts: { documents: { id: number; title: string }[] }[] };
  const id = mine.contracts.flatMap((contract) => contract.documents).find((doc) => doc.title === title)?.id;
  expect(id, 'the new document in Ana’s list').toBeDefined();
  const link = await request.get(`/api/v1/documents/${id}/pdf`, {
    headers: { Authorization: `Bearer ${anaToken}` },
  });
  expect(link.status()).toBe(200);
  const file = await request.get((await link.json()).url as string);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^application\/pdf/);
  const otherToken = (await apiLogin(request, accounts.company)).access_token;
  const other = await request.get(`/api/v1/documents/${id}/pdf`, {
    headers: { Authorization: `Bearer ${otherToken}` },
  });
  expect(other.status()).toBe(404);

  // The next visit: the same document, no longer new.
  await ana.reload();
  const again = ana.getByRole('row').filter({ hasText: title });
  await expect(again).toBeVisible(SLOW);
  await expect(again.getByText('Novo', { exact: true })).toHaveCount(0);

  // The administrator sees Ana's download in the audit report.
  await admin.goto('/relatorio-documentos');
  await expect(admin.getByRole('heading', { level: 1, name: 'Downloads de documentos' })).toBeVisible(SLOW);
  await admin.getByRole('textbox', { name: 'Documento' }).fill(stamp);
  await admin.getByRole('button', { name: 'Filtrar' }).click();
  const audit = admin.getByRole('table', { name: 'Downloads de documentos' });
  await expect(audit.getByRole('row').filter({ hasText: title }).first()).toContainText(
    accounts.ana.email,
    SLOW,
  );
  await expect(audit.getByRole('row').filter({ hasText: title }).first()).toContainText('Ana Beatriz Souza');

  expect(adminErrors, 'console errors on the admin pages').toEqual([]);
  expect(anaErrors, 'console errors on Ana’s pages').toEqual([]);
});
