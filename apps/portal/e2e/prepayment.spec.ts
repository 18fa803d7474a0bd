import { execFileSync } from 'node:child_process';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { watchConsoleErrors } from './support/console';
import { loginThroughPage } from './support/journeys';

/**
 * 'Antecipar parcelas' (product rule §8 "Pay ahead"; decision 073): a customer pays the last three
 * installments of a demo contract with a rate ahead. The company account does it, on a contract other
 * than the first (the finance journeys send proofs on the first one and read Ana's data as seeded).
 */

// Quoting and issuing a slip take the server a moment, more on a busy 2-core CI machine.
const SLOW = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

/** Cents of a 'R$ 1.234,56' text. */
function cents(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

/** The 'dd' of a `dt` of the slip panel or the totals. */
function definition(scope: Locator, term: string | RegExp): Locator {
  return scope.locator('dt', { hasText: term }).locator('+ dd');
}

/**
 * Opens the statements of the customer's contracts from the second on, until one whose anticipation
 * takes interest off (a 'Desconto' column); returns its dialog.
 */
async function openDialogWithDiscount(page: Page): Promise<Locator> {
  await page.goto('/financeiro');
  const links = page.getByRole('link', { name: /^Extrato de / });
  await expect(links.first()).toBeVisible(SLOW);
  const count = await links.count();
  for (let index = 1; index < count; index += 1) {
    await page.goto('/financeiro');
    await links.nth(index).click();
    await expect(page).toHaveURL(/\/financeiro\/extrato\?bill=\d+$/);
    await expect(page.getByText(/^Mostrando 1 - \d+ de \d+ registros$/)).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Antecipar parcelas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Antecipar parcelas' });
    await expect(dialog.getByRole('heading', { name: 'Parcelas futuras' })).toBeVisible(SLOW);
    if (await dialog.getByRole('columnheader', { name: 'Desconto' }).isVisible()) return dialog;
    await page.keyboard.press('Escape');
  }
  throw new Error('no contract of this customer takes interest off when paid ahead');
}

test('the last three installments paid ahead: one slip for the total, the rows say so', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await loginThroughPage(page, accounts.company);
  const dialog = await openDialogWithDiscount(page);

  // The last ones first: the three top rows are the contract's last three installments.
  const rows = dialog.locator('tbody tr');
  const boxes = dialog.getByRole('checkbox');
  const numbers: number[] = [];
  let sum = 0;
  for (let index = 0; index < 3; index += 1) {
    await boxes.nth(index).check();
    const label = (await rows.nth(index).locator('th').textContent()) ?? '';
    numbers.push(Number(label.match(/Parcela (\d+)/)?.[1]));
    sum += cents(await rows.nth(index).locator('td').first().locator('strong').textContent());
  }
  expect(numbers[0]).toBeGreaterThan(numbers[1] ?? 0);
  await expect(dialog.getByText('3 parcelas escolhidas', { exact: true })).toBeVisible();
  const totals = dialog.getByRole('region', { name: 'Resumo da antecipação' });
  const total = cents(await definition(totals, /^Total a pagar em /).textContent());
  // Each installment's value on the day, rounded, then summed: the total is their sum (product rule §8).
  expect(total).toBe(sum);
  expect(cents(await definition(totals, 'Desconto').textContent())).toBeGreaterThan(0);

  await dialog.getByRole('button', { name: 'Gerar boleto da antecipação' }).click();
  await expect(dialog.getByRole('heading', { name: 'Boleto da antecipação' })).toBeVisible(SLOW);
  const sorted = [...numbers].sort((a, b) => a - b);
  await expect(
    dialog.getByText(`antecipa as parcelas ${sorted[0]} a ${sorted[2]}`, { exact: false }),
  ).toBeVisible();
  // The slip charges what the screen showed.
  const amount = (await definition(dialog, 'Valor').textContent()) ?? '';
  expect(cents(amount)).toBe(total);
  const line =
    (
      await dialog
        .locator('p', { hasText: /^\d{5}\.\d{5} / })
        .first()
        .textContent()
    )?.trim() ?? '';
  expect(line.replace(/\D/g, '')).toHaveLength(47);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'DOWNLOAD DO BOLETO EM PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^boleto\d+_antecipacao\d+\.pdf$/);
  const path = await file.path();
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  // The PDF prints the same line (in its usual groups) and the same amount.
  const digits = line.replace(/\D/g, '');
  expect(text.split('\n').some((row) => row.replace(/\D/g, '').includes(digits))).toBe(true);
  expect(text).toContain(amount.replace('R$ ', ''));

  // Closed, the statement's rows of those installments say 'Antecipação emitida'.
  // The action row's 'Fechar' (the close icon in the corner has the same name and comes last).
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /^Parcela/ }).click();
  await page.getByRole('button', { name: /^Parcela/ }).click();
  for (const number of numbers) {
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(number), exact: true }) });
    await expect(row.getByText('Antecipação emitida')).toBeVisible(SLOW);
  }
  // A held row's 'Boleto' is the anticipation's slip, not one of its own.
  await page.getByRole('button', { name: `Boleto da parcela ${numbers[0]}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Boleto da antecipação' })).toBeVisible(SLOW);
  await expect(dialog.locator('p', { hasText: /^\d{5}\.\d{5} / }).first()).toHaveText(line);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Opened again, they cannot be chosen for another anticipation.
  await page.getByRole('button', { name: 'Antecipar parcelas' }).click();
  const again = page.getByRole('dialog', { name: 'Antecipar parcelas' });
  await expect(again.getByRole('heading', { name: 'Parcelas futuras' })).toBeVisible(SLOW);
  for (let index = 0; index < 3; index += 1)
    await expect(again.getByRole('checkbox').nth(index)).toBeDisabled();
  await expect(again.getByText('Antecipação emitida')).toHaveCount(3);
  expect(errors.filter((error) => !error.includes('favicon'))).toEqual([]);
});
