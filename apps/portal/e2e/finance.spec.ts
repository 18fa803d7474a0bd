import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { shownAlert } from './support/alerts';
import { watchConsoleErrors } from './support/console';
import { openFirstStatement } from './support/journeys';
import { minimalPdf } from './support/minimal-pdf';

/**
 * The finance journeys of a customer (spec sections 2, 4, 8): the statements list and its Boleto and
 * Rendimento panels, the statement of one bill (sort, exports, proof of payment) and bad links.
 * Ana (CPF) walks the reads; the company account sends the proofs, so Ana's data stays as seeded.
 */

type Account = { email: string; password: string };

// Generating a slip or a PDF takes the server a moment, more on a busy 2-core CI machine.
const SLOW = { timeout: 20_000 };
test.describe.configure({ timeout: 60_000 });

async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/empreendimentos$/);
}

/** The visible toast with this text (the region also keeps an announcement copy for screen readers). */
function toast(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true });
}

/** Bytes of a finished download. */
function bytesOf(path: string | null): Buffer {
  if (!path) throw new Error('download has no file');
  return readFileSync(path);
}

async function saved(download: Promise<Download>): Promise<{ name: string; bytes: Buffer; path: string }> {
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: bytesOf(path), path };
}

/** Opens the Boleto panel of each card until one shows a slip; returns that panel. */
async function openReadySlip(page: Page): Promise<Locator> {
  const openers = page.getByRole('button', { name: /^Boleto de / });
  // count() does not wait: the cards must be drawn first (the page shows its heading before them).
  await expect(openers.first()).toBeVisible(SLOW);
  const count = await openers.count();
  for (let index = 0; index < count; index += 1) {
    await openers.nth(index).click();
    const panel = page.getByRole('region', { name: 'Boleto' });
    const outcome = panel.getByText(/parcela do período de|foi quitado|Erro|indisponível/);
    await expect(outcome).toBeVisible(SLOW);
    if (await panel.getByText(/parcela do período de/).isVisible()) return panel;
    await panel.getByRole('button', { name: 'Fechar e voltar às opções' }).click();
  }
  throw new Error('no contract of this customer has a payable slip this month');
}

/** Texts of the first column (Parcela) of the rows shown. */
async function installmentNumbers(page: Page): Promise<string[]> {
  return page
    .getByRole('table')
    .locator('tbody tr')
    .locator('td:first-child, th:first-child')
    .allInnerTexts();
}

test.describe('finance, customer', () => {
  test('boleto panel: copy the digitable line and download the slip that carries it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = watchConsoleErrors(page);
    await signIn(page, accounts.ana);
    await page.goto('/financeiro');
    await expect(page.getByRole('heading', { level: 1, name: 'Extratos' })).toBeVisible();
    const panel = await openReadySlip(page);
    await expect(toast(page, 'Boleto gerado com sucesso')).toBeVisible(SLOW);
    // The feminine ordinal, and what the slip charges and when (docs/product/rules.md, "Slip panel").
    await expect(
      panel.getByText(/^A \d+ª parcela do período de \p{L}+ já está disponível\.$/u),
    ).toBeVisible();
    const amount = (await panel.locator('dt', { hasText: 'Valor' }).locator('+ dd').textContent()) ?? '';
    expect(amount).toMatch(/^R\$ [\d.]+,\d{2}$/);
    const dueDate =
      (await panel.locator('dt', { hasText: 'Vencimento' }).locator('+ dd').textContent()) ?? '';
    expect(dueDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const line =
      (
        await panel
          .locator('p', { hasText: /^\d{5}\.\d{5} / })
          .first()
          .textContent()
      )?.trim() ?? '';
    expect(line.replace(/\D/g, '')).toHaveLength(47);
    await panel.getByRole('button', { name: 'Copiar Linha digitável' }).click();
    await expect(toast(page, 'Código de boleto copiado.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(line);

    const file = await saved(
      (async () => {
        const download = page.waitForEvent('download');
        await panel.getByRole('button', { name: 'DOWNLOAD DO BOLETO EM PDF' }).click();
        return download;
      })(),
    );
    expect(file.name).toMatch(/^boleto\d+_parcela\d+\.pdf$/);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file.path, '-'], { encoding: 'utf8' });
    // The slip prints the same line (in its usual groups); compare the digits.
    const digits = line.replace(/\D/g, '');
    const printed = text.split('\n').map((row) => row.replace(/\D/g, ''));
    expect(printed.some((row) => row.includes(digits))).toBe(true);
    // The panel's amount and due date are the slip's own.
    expect(text).toContain(amount.replace('R$ ', ''));
    expect(text).toContain(dueDate);
    // The browser's own favicon request is not the page's doing.
    expect(errors.filter((error) => !error.includes('favicon'))).toEqual([]);
  });

  test('income-tax report of the last complete year downloads as {year}_informe_de_rendimento.pdf', async ({
    page,
  }) => {
    // The year a declaration is made for (docs/product/rules.md, "Income-tax years").
    const lastComplete = new Date().getFullYear() - 1;
    await signIn(page, accounts.ana);
    await page.goto('/financeiro');
    await page
      .getByRole('button', { name: /^Informe de rendimento de / })
      .first()
      .click();
    const panel = page.getByRole('region', { name: 'Informe de rendimento' });
    const year = page.getByRole('combobox', { name: 'Selecione o ano para download do documento:' });
    await expect(year).toHaveValue(String(lastComplete));
    await expect(year.locator('option', { hasText: String(lastComplete + 1) })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download' }).click();
    const file = await saved(download);
    expect(file.name).toBe(`${lastComplete}_informe_de_rendimento.pdf`);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file.path, '-'], { encoding: 'utf8' });
    expect(text).toMatch(new RegExp(`Total pago em ${lastComplete} \\(todos os contratos\\)`));
    await expect(toast(page, 'Informe de rendimento resgatado com sucesso.')).toBeVisible(SLOW);
  });

  test('each contract card sums its installments: next, overdue with charges, paid and remaining', async ({
    page,
  }) => {
    await signIn(page, accounts.ana);
    await page.goto('/financeiro');
    const cards = page.getByRole('article');
    await expect(cards.first().getByText('Próxima parcela')).toBeVisible(SLOW);
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      await expect(card.getByText(/^\d+ de \d+ parcelas pagas$/)).toBeVisible();
      // The saldo devedor says the day it settles the contract (product rule §8); none when all is paid.
      await expect(
        card.getByText(/^\d+ parcelas? em aberto · válido para \d{2}\/\d{2}\/\d{4}$|^0 parcelas em aberto$/),
      ).toBeVisible();
      await expect(
        card.getByText(/^\d+ª parcela · venceu? em \d{2}\/\d{2}\/\d{4}$|^Contrato quitado$/),
      ).toBeVisible();
    }
    // Ana's Serra Azul contract has overdue installments (seed): the alert says what is due today,
    // fine and interest included, and the status badges follow urgency.
    const late = cards.filter({ hasText: 'Residencial Serra Azul' });
    await expect(late.getByText(/^\d+ parcelas? vencidas?$/)).toBeVisible();
    await expect(
      late.getByText(/^Para pagar hoje: R\$ [\d.]+,\d{2}, já com R\$ [\d.]+,\d{2} de multa e juros\.$/),
    ).toBeVisible();
  });

  test('the contracts page asks each card’s installments once (decision 069)', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/v1/')) reads.push(pathname.replace('/api/v1/', ''));
    });
    await signIn(page, accounts.ana);
    await page.goto('/financeiro');
    const cards = page.getByRole('article');
    await expect(cards.first().getByText(/^\d+ de \d+ parcelas pagas$/)).toBeVisible(SLOW);
    const count = await cards.count();
    await page.waitForLoadState('networkidle');
    // One installments read a card (decision 069: `useInstallmentLists`), none asked twice.
    expect(reads.filter((read) => read === 'financial_statement/current_debit_balance')).toHaveLength(count);
  });

  test('a link straight to a statement asks each of its reads once (decision 041)', async ({ page }) => {
    await signIn(page, accounts.ana);
    const total = await openFirstStatement(page);
    const link = page.url();
    // The list's own reads (one installments read a card) must not be counted as the statement's.
    await page.waitForLoadState('networkidle');
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/v1/')) reads.push(pathname.replace('/api/v1/', ''));
    });
    await page.goto(link);
    await expect(page.getByText(`Mostrando 1 - ${Math.min(8, total)} de ${total} registros`)).toBeVisible(
      SLOW,
    );
    // The reads started as the page's code arrived are the ones the page takes: none is asked twice.
    const counts = Object.fromEntries(
      reads.map((read) => [read, reads.filter((item) => item === read).length]),
    );
    expect(counts).toEqual({
      user: 1,
      'financial_statement/bill_info': 1,
      'financial_statement/user_debits_info': 1,
      'financial_statement/current_debit_balance': 1,
    });
  });

  test('statement: sort by installment, then Limpar filtros restores the order', async ({ page }) => {
    await signIn(page, accounts.ana);
    const total = await openFirstStatement(page);
    const original = await installmentNumbers(page);
    expect(original).toHaveLength(Math.min(8, total));
    await expect(page.getByRole('button', { name: 'Limpar filtros' })).toHaveCount(0);

    const header = page.getByRole('columnheader', { name: /Parcela/ });
    await page.getByRole('button', { name: /^Parcela/ }).click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('button', { name: /^Parcela/ }).click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const descending = (await installmentNumbers(page)).map(Number);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThanOrEqual(Math.max(...original.map(Number)));

    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page.getByRole('button', { name: 'Limpar filtros' })).toHaveCount(0);
    expect(await installmentNumbers(page)).toEqual(original);
    await expect(page.getByText(`Mostrando 1 - ${Math.min(8, total)} de ${total} registros`)).toBeVisible();
  });

  test('statement exports: XLSX built in the browser and the PDF from the server', async ({ page }) => {
    await signIn(page, accounts.ana);
    const total = await openFirstStatement(page);
    const firstAdjusted =
      (
        await page.getByRole('table').locator('tbody tr').first().locator('td').nth(4).textContent()
      )?.trim() ?? '';

    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar para XLS' }).click();
    const xlsxFile = await saved(xlsxDownload);
    expect(xlsxFile.name).toBe('PaymentSlips.xlsx');
    await expect(toast(page, 'Arquivo Excel gerado com sucesso.')).toBeVisible();
    const XLSX = await import('@e965/xlsx');
    const book = XLSX.read(xlsxFile.bytes, { type: 'buffer', cellNF: true });
    expect(book.SheetNames).toEqual(['Payment Slips']);
    const sheet = book.Sheets['Payment Slips'];
    if (!sheet) throw new Error('no sheet');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    expect(rows[0]).toEqual([
      'Adjusted Value',
      'Current Balance',
      'Due Date',
      'Installment ID',
      'Installment Number',
      'Monetary Unit',
      'Original Value',
      'Receipt Date',
      'Receipt Net Value',
      'Receipt Value',
      'Status',
      'Monetary Correction',
    ]);
    expect(rows).toHaveLength(total + 1);
    const adjusted = sheet.A2;
    expect(adjusted?.t).toBe('n');
    expect(adjusted?.z).toContain('R$');
    const shown = Number(firstAdjusted.replace(/[^\d,]/g, '').replace(',', '.'));
    expect(adjusted?.v).toBe(shown);
    expect(sheet.C2?.t).toBe('n');
    expect(sheet.C2?.z).toBe('dd/mm/yyyy');

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar para PDF' }).click();
    const pdf = await saved(pdfDownload);
    expect(pdf.name).toBe('extrato_financeiro.pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(toast(page, 'Arquivo pdf gerado com sucesso.')).toBeVisible(SLOW);
  });

  test('a bill link that is not an id, or not the customer’s, says so and leads back', async ({ page }) => {
    await signIn(page, accounts.ana);
    for (const bill of ['abc', '0', '2147483647', '']) {
      await page.goto(`/financeiro/extrato?bill=${bill}`);
      await expect(shownAlert(page)).toContainText('Este extrato não foi encontrado.', SLOW);
    }
    // The message's own link (the back arrow beside the title leads to the same place).
    await shownAlert(page).getByRole('link', { name: 'Voltar para Extratos' }).click();
    await expect(page).toHaveURL(/\/financeiro$/);
  });
});

test('proof of payment: a real PDF is sent; a text file named .pdf is refused', async ({ page }) => {
  await signIn(page, accounts.company);
  await openFirstStatement(page);
  // Ascending on the proof column puts the open rows, the only ones with 'Enviar', first.
  await page.getByRole('button', { name: /^Comprovante/ }).click();

  const sendProof = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    await page
      .getByRole('button', { name: /^Enviar comprovante da parcela/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Enviar comprovante de pagamento' });
    await expect(dialog.getByText('Tamanho máximo: 1024MB')).toBeVisible();
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByRole('textbox', { name: 'Observações' }).fill('Pago pelo aplicativo do banco.');
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    return dialog;
  };

  const sent = await sendProof({
    name: 'comprovante.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Comprovante de pagamento'),
  });
  await expect(sent).toBeHidden(SLOW);
  await expect(toast(page, 'Comprovante enviado com sucesso.')).toBeVisible(SLOW);

  // A refused file keeps the dialog, its notes and the reason (docs/product/decisions.md section 7).
  const refused = await sendProof({
    name: 'notas.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('isto não é um PDF, só texto com outro nome\n'),
  });
  await expect(refused.getByRole('alert').filter({ hasText: /\S/ })).toContainText(
    'Formato de arquivo não suportado.',
    SLOW,
  );
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('textbox', { name: 'Observações' })).toHaveValue(
    'Pago pelo aplicativo do banco.',
  );
});

test('an overdue row offers its slip, issued for today with its charges', async ({ page }) => {
  // Ana's first contract has an overdue installment (the demo seed); its slip only reads her data.
  await signIn(page, accounts.ana);
  await openFirstStatement(page);
  // Open rows first: the overdue ones come before the payable ones in the contract's order.
  await page.getByRole('button', { name: /^Comprovante/ }).click();
  const overdue = page.getByRole('row').filter({ hasText: 'Vencido' }).first();
  await expect(overdue.getByRole('button', { name: /^Enviar comprovante da parcela/ })).toBeVisible(SLOW);
  await overdue.getByRole('button', { name: /^Boleto da parcela/ }).click();
  const slip = page.getByRole('dialog', { name: /^Boleto da parcela \d+$/ });
  await expect(
    slip.getByText('Parcela vencida: o boleto vence hoje e já inclui multa e juros.'),
  ).toBeVisible();
  await expect(slip.getByText(/parcela do período de/)).toBeVisible(SLOW);
  // The period is the installment's own month; 'Vencimento' is the slip's, today (rules.md, "Slip panel").
  const dueMonth = Number((await overdue.getByRole('cell').nth(1).textContent())?.split('/')[1]);
  const month = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, dueMonth - 1, 1)),
  );
  await expect(slip.getByText(`parcela do período de ${month} já está disponível.`)).toBeVisible();
  await expect(slip.getByRole('button', { name: 'DOWNLOAD DO BOLETO EM PDF' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(slip).toBeHidden();
});

test('a row whose proof was sent says when, instead of A pagar and Enviar', async ({ page }) => {
  // The company account sends the proofs (Ana's data stays as seeded).
  await signIn(page, accounts.company);
  await openFirstStatement(page);
  // In the contract's order (a sort by 'Comprovante' would move the row away once its proof is sent).
  const open = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Enviar comprovante da parcela/ }) })
    .first();
  const number = ((await open.locator('td').first().textContent()) ?? '').trim();
  await open.getByRole('button', { name: `Enviar comprovante da parcela ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar comprovante de pagamento' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'comprovante.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Comprovante de pagamento'),
  });
  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialog).toBeHidden(SLOW);
  const today = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
  }).format(new Date());
  const sentRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: number, exact: true }) });
  await expect(sentRow.getByText(`Comprovante enviado em ${today}`)).toBeVisible(SLOW);
  // Neither 'Boleto' nor 'Enviar' (its 'Valor Corrigido' is a button of its own: decision 071).
  await expect(sentRow.getByRole('button', { name: /Boleto|Enviar/ })).toHaveCount(0);
});

test('proof of payment: a send cut by the network keeps the dialog, and the resend reuses its key', async ({
  page,
}) => {
  await signIn(page, accounts.company);
  await openFirstStatement(page);
  await page.getByRole('button', { name: /^Comprovante/ }).click();
  const keys: string[] = [];
  let cut = true;
  await page.route('**/api/v1/invoice/payment_slip/proof?**', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (cut) {
      cut = false;
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });

  await page
    .getByRole('button', { name: /^Enviar comprovante da parcela/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Enviar comprovante de pagamento' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'comprovante.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Comprovante de pagamento'),
  });
  await dialog.getByRole('textbox', { name: 'Observações' }).fill('Segunda tentativa.');
  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: /\S/ })).toContainText(
    'Não foi possível conectar ao servidor',
    SLOW,
  );
  // Nothing lost: the file and the notes are still there.
  await expect(dialog.getByText('comprovante.pdf')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Observações' })).toHaveValue('Segunda tentativa.');

  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialog).toBeHidden(SLOW);
  await expect(toast(page, 'Comprovante enviado com sucesso.')).toBeVisible(SLOW);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
});
