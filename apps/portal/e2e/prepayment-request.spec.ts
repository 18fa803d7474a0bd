import { type APIRequestContext, expect, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { expectNoAxeViolations, WCAG_TAGS } from './support/axe';
import { watchConsoleErrors } from './support/console';
import { apiLogin, createActiveAccount, loginThroughPage, signedInPage } from './support/journeys';
import { latestMailId, latestMailTo } from './support/mailbox';

/**
 * 'Antecipar parcelas' when the company's slips come from its ERP (product rule §8): on the suite's
 * Sienge server (support/sienge-server.mjs, a simulated tenant whose bills have three installments due
 * after today), a customer the sync brought in pays the contract ahead; the portal sends the request
 * to the finance team (an e-mail to the finance address) instead of a slip, the rows say 'Solicitação
 * enviada', and an administrator marks it 'Concluída' in 'Antecipações solicitadas'.
 */
test.use({ baseURL: `http://127.0.0.1:${process.env.PW_SIENGE_PORT}` });
test.describe.configure({ timeout: 180_000 });

const SLOW = { timeout: 30_000 };

/** A valid CPF from `n`, as the simulated tenant writes its customers' (apps/server/src/test/simulated-sienge.ts). */
function cpfFor(n: number): string {
  const digits = String(100_000_000 + n)
    .slice(-9)
    .split('')
    .map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** Customer 7 of the tenant: no other journey signs it up. */
const customer = { email: 'cliente7@example.com', cpf: cpfFor(7), password: 'Cliente7#2026' };

/** Runs a sync of the tenant (or waits for the scheduler's) until one has finished well. */
async function syncTenant(request: APIRequestContext): Promise<void> {
  const { access_token } = await apiLogin(request, accounts.admin);
  const headers = { authorization: `Bearer ${access_token}` };
  const started = await request.post('/api/v1/integrations/sienge/sync', { headers });
  // 409: a sync is running already (the scheduler's, or sienge.spec's); its end is as good.
  expect([202, 409]).toContain(started.status());
  await expect
    .poll(
      async () => {
        const status = await (await request.get('/api/v1/integrations/sienge/status', { headers })).json();
        return !status.running && status.last_full_sync?.status === 'ok';
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(true);
}

/** The customer's account: signed up and activated once (a retry finds it already active). */
async function customerAccount(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/v1/token', {
    data: { email: customer.email, password: customer.password },
  });
  if (login.status() === 200) return;
  await createActiveAccount(request, customer);
}

test('with Sienge, paying ahead sends a request that an administrator completes', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const errors = watchConsoleErrors(page);
  await syncTenant(request);
  await customerAccount(request);
  const mailsBefore = await latestMailId(request);

  // The customer: the contract's statement, 'Antecipar parcelas', 'Quitar contrato'.
  await loginThroughPage(page, { email: customer.email, password: customer.password });
  await page.goto('/financeiro');
  await page
    .getByRole('link', { name: /^Extrato de / })
    .first()
    .click();
  await expect(page.getByText(/^Mostrando 1 - \d+ de \d+ registros$/)).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'Antecipar parcelas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Antecipar parcelas' });
  await expect(dialog.getByRole('heading', { name: 'Parcelas futuras' })).toBeVisible(SLOW);
  // The company's slips come from the ERP: the dialog says the simulation goes to the finance team.
  await expect(dialog.getByText(/enviamos esta simulação como solicitação/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Quitar contrato' }).click();
  await expect(dialog.getByText('3 parcelas escolhidas', { exact: true })).toBeVisible();
  const total = (await dialog
    .getByRole('region', { name: 'Resumo da antecipação' })
    .locator('dt', { hasText: /^Total a pagar em / })
    .locator('+ dd')
    .textContent()) as string;
  await dialog.getByRole('button', { name: 'Enviar solicitação de antecipação' }).click();
  await expect(dialog.getByText(/^Recebemos a solicitação de antecipação das parcelas/)).toBeVisible(SLOW);
  await expect(dialog.getByText(total.trim(), { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  // The three rows now say so, and cannot be chosen again.
  await expect(page.getByText('Solicitação enviada')).toHaveCount(3, SLOW);

  // The finance team got the request by e-mail, with the customer and the total.
  const mail = await latestMailTo(request, 'financeiro@demo.com.br', {
    after: mailsBefore,
    subject: /^Solicitação de antecipação/,
  });
  expect(mail.text).toContain(customer.email);
  expect(mail.text).toContain(total.trim());

  // The administrator: Relatórios > Antecipações solicitadas, the customer's request, 'Concluída'.
  const admin = await signedInPage(browser, baseURL, accounts.admin);
  const adminErrors = watchConsoleErrors(admin);
  await admin.getByRole('link', { name: 'Antecipações solicitadas' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Antecipações solicitadas' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'E-mail do cliente' }).fill(customer.email);
  await admin.getByRole('button', { name: 'Filtrar' }).click();
  const table = admin.getByRole('table', { name: 'Antecipações solicitadas aguardando a equipe financeira' });
  const row = table.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1, SLOW);
  await expect(row).toContainText(total.trim());
  // The WCAG rules, as the other staff journeys run them (the app shell's best-practice findings are
  // not this page's).
  await expectNoAxeViolations(admin, { tags: WCAG_TAGS });
  await row.getByRole('button', { name: /como concluída$/ }).click();
  const confirm = admin.getByRole('alertdialog', { name: /^Concluir a antecipação do contrato/ });
  await expect(confirm).toContainText(total.trim());
  await confirm.getByRole('button', { name: 'Concluída' }).click();
  await expect(admin.getByText(/marcada como concluída\.$/)).toBeVisible(SLOW);
  await expect(admin.getByText('Nenhum registro encontrado.')).toBeVisible(SLOW);

  // The report of every anticipation lists it as done.
  await admin.getByRole('link', { name: 'Antecipações', exact: true }).click();
  await admin.getByRole('textbox', { name: 'E-mail do cliente' }).fill(customer.email);
  await admin.getByRole('button', { name: 'Filtrar' }).click();
  const done = admin
    .getByRole('table', { name: 'Antecipações de parcelas' })
    .getByRole('row')
    .filter({ hasText: customer.email });
  await expect(done).toContainText('Solicitação', SLOW);
  await expect(done).toContainText('Concluída');
  expect(errors).toEqual([]);
  expect(adminErrors).toEqual([]);
});
