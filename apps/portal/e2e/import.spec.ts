import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { watchConsoleErrors } from './support/console';
import { createActiveAccount, loginThroughPage } from './support/journeys';

/**
 * The staff spreadsheet import (decision 036), as an administrator does it: the template downloaded from
 * 'Importar dados', filled here with the xlsx library (a new customer, her contract and two
 * installments), uploaded, previewed, confirmed; then the new customer signs up and sees her contract
 * and installments. Runs on the fresh data folder of the suite, so the template's codes are new.
 */

/** A valid CPF made from nine digits (its two check digits computed). */
function cpfFrom(nine: string): string {
  const digits = nine.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

const person = {
  name: 'Carla Importada Nogueira',
  email: 'carla.importada@example.com',
  cpf: cpfFrom('314159265'),
  password: 'Carla#2026',
};

/** Today plus `days`, as a spreadsheet date cell wants it. */
function daysFromNow(days: number): Date {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

/**
 * The template with the example customer replaced by `person` and a second, unpaid installment, and the
 * EXEMPLO mark of each example row cleared: as staff who turn the examples into their own data (a
 * marked row is never imported, docs/product/rules.md, "Planilha").
 */
async function fillTemplate(bytes: Buffer): Promise<Buffer> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.read(bytes, { type: 'buffer', cellDates: true });
  expect(book.SheetNames).toEqual([
    'Instruções',
    'Empresas',
    'Empreendimentos',
    'Unidades',
    'Clientes',
    'Contratos',
    'Parcelas',
  ]);
  // The suite shares one server: an enterprise named after every demo one keeps the admin's first page
  // of enterprises (8, by name) as the journeys after this one expect it.
  const enterprises = book.Sheets.Empreendimentos;
  if (!enterprises) throw new Error('template without Empreendimentos');
  XLSX.utils.sheet_add_aoa(enterprises, [['OBRA-1', 'EMP-1', 'Vila Importada']], { origin: 'A2' });
  const customers = book.Sheets.Clientes;
  const installments = book.Sheets.Parcelas;
  if (!customers || !installments) throw new Error('template without Clientes or Parcelas');
  const header = (sheet: typeof customers) =>
    XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0] ?? [];
  expect(header(customers)).toEqual(['Código do cliente', 'Nome', 'CPF/CNPJ', 'E-mail', 'Exemplo']);
  for (const name of book.SheetNames.slice(1)) {
    const sheet = book.Sheets[name];
    if (!sheet) continue;
    const mark = XLSX.utils.encode_cell({ r: 1, c: header(sheet).indexOf('Exemplo') });
    expect(sheet[mark]?.v).toBe('EXEMPLO');
    delete sheet[mark];
  }
  XLSX.utils.sheet_add_aoa(customers, [['CLI-1', person.name, person.cpf, person.email]], { origin: 'A2' });
  // Row 2 is the example's paid installment; row 3 a new one, due in a month and not paid yet.
  expect(header(installments).slice(0, 5)).toEqual([
    'Código da parcela',
    'Código do contrato',
    'Número',
    'Vencimento',
    'Valor original (R$)',
  ]);
  XLSX.utils.sheet_add_aoa(installments, [['CT-1-P2', 'CT-1', 2, daysFromNow(30), 1234.56, 1261.07]], {
    origin: 'A3',
    cellDates: true,
  });
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The row of the counts table for one entity ('Clientes'), as its cells read. */
const countsRow = (page: Page, table: string, entity: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: entity });

test('template → filled → preview → confirm → the imported customer signs up and sees her contract', async ({
  page,
  request,
}) => {
  test.slow(); // two logins, a sign-up with its activation mail, and the import itself
  const errors = watchConsoleErrors(page);
  await loginThroughPage(page, accounts.admin);
  await page.getByRole('link', { name: 'Importar dados' }).click();
  await expect(page).toHaveURL(/\/importar-dados$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Importar dados' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar modelo' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('modelo-importacao.xlsx');
  const filled = await fillTemplate(readFileSync(await template.path()));

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Arquivo da planilha/ }).click();
  await (await chooser).setFiles({
    name: 'clientes-novos.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: filled,
  });
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(page.getByText('Nenhum erro encontrado.')).toBeVisible({ timeout: 20_000 });
  // One of each entity to create; nothing is written yet.
  await expect(countsRow(page, 'Linhas por entidade', 'Clientes')).toContainText('1');
  await expect(countsRow(page, 'Linhas por entidade', 'Parcelas')).toContainText('2');
  const before = await request.post('/api/v1/token', { data: { email: person.email, password: 'x' } });
  expect(before.status()).toBe(401);

  await page.getByRole('button', { name: 'Confirmar importação' }).click();
  await expect(page.getByText('Importação concluída')).toBeVisible({ timeout: 20_000 });
  await expect(countsRow(page, 'Alterações aplicadas', 'Clientes')).toContainText('1');
  const history = page.getByRole('table', { name: 'Importações realizadas' });
  await expect(history.getByRole('row').filter({ hasText: 'clientes-novos.xlsx' })).toContainText('Planilha');
  expect(errors).toEqual([]);

  // The imported customer can now sign up, and her statement shows the imported contract.
  await createActiveAccount(request, { email: person.email, cpf: person.cpf, password: person.password });
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await loginThroughPage(page, { email: person.email, password: person.password });
  await expect(page.getByText(person.name)).toBeVisible();
  await page.goto('/financeiro');
  await expect(page.getByText('SPE Residencial Modelo Ltda - Apto 101 - Torre A')).toBeVisible();
  await expect(page.getByText('Vila Importada')).toBeVisible();
  await page
    .getByRole('link', { name: /^Extrato de / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/financeiro\/extrato\?bill=\d+$/);
  await expect(page.getByText('R$ 1.234,56').first()).toBeVisible();
  await expect(page.getByText('Mostrando 1 - 2 de 2 registros')).toBeVisible();
});

test('the Sienge page says the integration is not configured on a server without SIENGE_BASE_URL', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  await loginThroughPage(page, accounts.admin);
  await page.getByRole('link', { name: 'Sienge' }).click();
  await expect(page).toHaveURL(/\/integracao-sienge$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Integração Sienge' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'A sincronização com o Sienge ainda não está ligada' }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'O que pedir ao responsável técnico do portal' }),
  ).toBeVisible();
  // Not configured is a settled state, not a failed call: the browser logs nothing.
  expect(errors).toEqual([]);
});

test('a customer typing the import or Sienge address lands on the enterprises', async ({ page }) => {
  await loginThroughPage(page, accounts.ana);
  for (const path of ['/importar-dados', '/integracao-sienge']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/empreendimentos$/);
  }
});
