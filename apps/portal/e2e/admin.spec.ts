import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { watchConsoleErrors } from './support/console';
import { apiLogin, loginThroughPage, submitLogin } from './support/journeys';

/**
 * The admin area (spec section 2): the clients list and the four audit reports, with their filters,
 * 8 rows per page, the filters kept in the URL and the error state's 'Tentar novamente'. The spec
 * makes its own audit rows (a failed login with an e-mail of its own, a login of the company
 * customer) and its own slips and statements (Ana's, through the API), and only reads the rest.
 */

/** Today in São Paulo as the reports show it (dd/mm/yyyy) and as the filters send it (ISO). */
function todayInSaoPaulo(): { br: string; iso: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [year, month, day] = parts.split('-');
  return { br: `${day}/${month}/${year}`, iso: parts };
}

/** Console errors of the page's own doing (the browser's favicon request is not). */
const pageErrors = (errors: string[]) => errors.filter((error) => !error.includes('/favicon.ico'));

/** The data rows of the report table (the header row left out). */
const dataRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** Ana's access token, her first bill and the installments she can still pay (to issue slips). */
async function anaPayables(request: APIRequestContext) {
  const { access_token } = await apiLogin(request, accounts.ana);
  const headers = { authorization: `Bearer ${access_token}` };
  const claims = JSON.parse(Buffer.from(access_token.split('.')[1] ?? '', 'base64url').toString()) as {
    customer_id: number;
  };
  const bills = (await (
    await request.get('/api/v1/financial_statement/user_debits_info', {
      headers,
      params: { startDueDate: '2000-01-01', endDueDate: '2099-12-31', customerId: claims.customer_id },
    })
  ).json()) as { bill_id: number }[];
  const bill = bills[0]?.bill_id;
  if (!bill) throw new Error('Ana has no bill');
  const rows = (await (
    await request.get('/api/v1/financial_statement/current_debit_balance', {
      headers,
      params: { numberTitle: bill },
    })
  ).json()) as { installment_id: number; status: string }[];
  const payable = rows.filter((row) => row.status !== 'paid').map((row) => row.installment_id);
  return { headers, bill, payable, customerId: claims.customer_id };
}

/** A page in a browser context of its own (its own storage), with the suite's settings. */
async function otherVisitor(browser: Browser): Promise<Page> {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  return context.newPage();
}

test('the login reports list the failed and the successful login this test made', async ({
  browser,
  page,
}) => {
  const failedEmail = `falha-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const today = todayInSaoPaulo();

  // A failed login through the login page, then a customer's successful one, each in its own browser.
  const visitor = await otherVisitor(browser);
  await visitor.goto('/');
  await submitLogin(visitor, failedEmail, 'Errada#2026');
  await expect(visitor.getByText('Credenciais inválidas. Tente novamente.')).toBeVisible();
  await visitor.context().close();
  const customer = await otherVisitor(browser);
  await loginThroughPage(customer, accounts.company);
  await customer.context().close();

  const errors = watchConsoleErrors(page);
  await loginThroughPage(page, accounts.admin);
  await page.getByRole('link', { name: 'Falhas no login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Falhas no login' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(failedEmail);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]email=${encodeURIComponent(failedEmail)}`));
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(failedEmail);
  await expect(dataRows(page).first()).toContainText('Credenciais inválidas');
  await expect(dataRows(page).first()).toContainText(today.br);
  await expect(page.getByText('Mostrando 1 - 1 de 1 registros')).toBeVisible();

  // A reload keeps the filter, in the URL and in the field.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(failedEmail);
  await expect(dataRows(page)).toHaveCount(1);

  // 'Login por cliente' filtered by the customer and by today (São Paulo days): a row dated today.
  await page.getByRole('link', { name: 'Login por cliente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login por cliente' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(accounts.company.email);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(dataRows(page).first()).toContainText(accounts.company.email);
  await expect(dataRows(page).first()).toContainText('Construtiva Engenharia Ltda');
  await expect(dataRows(page).first()).toContainText(today.br);

  await page.goto(`/login-client?email=${accounts.company.email}&dateFrom=${today.iso}&dateTo=${today.iso}`);
  await expect(dataRows(page).first()).toContainText(today.br);
  // The period read back from the URL into the field.
  await expect(page.getByLabel('Data inicial', { exact: true })).toHaveValue(today.iso);
  expect(pageErrors(errors)).toEqual([]);
});

test('generated slips and statements reports show what a customer issued, with filters and paging', async ({
  page,
  request,
}) => {
  const ana = await anaPayables(request);
  // Nine slips: more than one page of Ana's records whatever the other specs issued.
  for (const installmentId of ana.payable.slice(0, 9)) {
    const slip = await request.get('/api/v1/invoice/payment_slip/pdf', {
      headers: ana.headers,
      params: { billReceivableId: ana.bill, installmentId, numberTitle: ana.bill, enterpriseId: 0 },
    });
    expect(slip.status()).toBe(200);
  }
  const statement = await request.get('/api/v1/financial_statement/current_debit_balance/pdf', {
    headers: ana.headers,
    params: { customerId: ana.customerId, numberTitle: ana.bill, enterpriseId: 0 },
  });
  expect(statement.status()).toBe(200);

  const errors = watchConsoleErrors(page);
  await loginThroughPage(page, accounts.admin);
  await page.goto(`/generated-tickets?customerEmail=${accounts.ana.email}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Boletos gerados' })).toBeVisible();
  // The contract column shows the document of the statement ('CT.2025/00001'), and the filter takes it.
  const document = (await dataRows(page).first().getByRole('cell').first().textContent())?.trim() ?? '';
  expect(document).toMatch(/^CT\.\d{4}\/\d+$/);
  await page.getByRole('textbox', { name: 'Contrato' }).fill(document);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]contractDocument=${encodeURIComponent(document)}`));
  await expect(page.getByText('Informe apenas números no contrato.')).toHaveCount(0);
  await expect(dataRows(page)).toHaveCount(8);
  for (const row of await dataRows(page).all()) await expect(row).toContainText(accounts.ana.email);
  await expect(page.getByText(/^Mostrando 1 - 8 de \d+ registros$/)).toBeVisible();
  await page.getByRole('button', { name: /Próxima página/ }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(/^Mostrando 9 - \d+ de \d+ registros$/)).toBeVisible();
  await expect(dataRows(page).first()).toContainText(accounts.ana.email);
  // Back returns to page 1 with the same filters.
  await page.goBack();
  await expect(page.getByText(/^Mostrando 1 - 8 de \d+ registros$/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Contrato' })).toHaveValue(document);

  await page.goto(`/generated-extracts?customerEmail=${accounts.ana.email}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Extratos gerados' })).toBeVisible();
  await expect(dataRows(page).first()).toContainText(accounts.ana.email);
  await expect(dataRows(page).first()).toContainText(todayInSaoPaulo().br);
  expect(pageErrors(errors)).toEqual([]);
});

test('report URLs with impossible values open the report unfiltered, never crash', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await loginThroughPage(page, accounts.admin);
  const cases = [
    ['/fail-login?dateFrom=2024-02-30&dateTo=2024-03-01&page=-3', 'Falhas no login'],
    ['/login-client?dateFrom=0000-01-01&dateTo=9999-12-31&page=abc', 'Login por cliente'],
    ['/generated-tickets?contractId=12a&page=1e3&dateFrom=2024-05-01&dateTo=2024-01-01', 'Boletos gerados'],
    [`/generated-extracts?customerEmail=${'x'.repeat(300)}&page=99999999999`, 'Extratos gerados'],
  ] as const;
  for (const [url, title] of cases) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByText(/^Mostrando 1 - \d+ de \d+ registros$|^Nenhum registro encontrado\.$/),
    ).toBeVisible();
    for (const box of await page.getByRole('textbox').all()) await expect(box).toHaveValue('');
  }
  // A page past the end moves to the last page instead of an empty table.
  await page.goto('/login-client?page=999');
  await expect(page).not.toHaveURL(/page=999/);
  await expect(dataRows(page).first()).toBeVisible();
  expect(pageErrors(errors)).toEqual([]);
});

test('a report that fails to load says so and "Tentar novamente" loads it', async ({ page }) => {
  await loginThroughPage(page, accounts.admin);
  let failing = true;
  await page.route('**/api/v1/reports/user-history**', (route) =>
    failing ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await page.goto('/fail-login');
  await expect(
    page.getByText('Ocorreu um erro inesperado. Tente novamente em alguns instantes.'),
  ).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('table')).toBeVisible();

  // The clients list too (its pages are read one after another).
  failing = true;
  await page.route('**/api/v1/user/list**', (route) =>
    failing ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
  );
  await page.getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('cell', { name: 'Ana Beatriz Souza' })).toBeVisible();
});

test('clients: filter by a word of a name, sort by Nome descending, page 2', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await loginThroughPage(page, accounts.admin);
  await page.getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  // Each row's Nome cell, as text.
  const names = () => page.getByRole('table').getByRole('row').locator('td:first-child').allTextContents();

  // One word of a seeded name, without its accent and in lower case.
  await page.getByRole('textbox', { name: 'Nome do cliente' }).fill('souza');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('Ana Beatriz Souza');
  await expect(dataRows(page).first()).toContainText(accounts.ana.email);

  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(dataRows(page)).toHaveCount(8);
  const nome = page.getByRole('columnheader', { name: /Nome/ });
  await nome.getByRole('button').click();
  await nome.getByRole('button').click();
  await expect(nome).toHaveAttribute('aria-sort', 'descending');
  const first = await names();
  expect(first).toEqual([...first].sort((a, b) => b.localeCompare(a, 'pt-BR')));

  await page.getByRole('button', { name: 'Página 2', exact: true }).click();
  await expect(page.getByText(/^Mostrando 9 - \d+ de \d+ registros$/)).toBeVisible();
  const second = await names();
  expect(second.length).toBeGreaterThan(0);
  // Page 2 goes on where page 1 stopped, still descending.
  for (const name of second) expect(name.localeCompare(first.at(-1) ?? '', 'pt-BR')).toBeLessThan(0);
  expect(pageErrors(errors)).toEqual([]);
});

test('client page: CPF/CNPJ, state, contracts; "Bloquear acesso" ends the session until unblocked', async ({
  page,
  request,
}) => {
  const company = await apiLogin(request, accounts.company);
  const admin = await apiLogin(request, accounts.admin);
  const errors = watchConsoleErrors(page);
  await loginThroughPage(page, accounts.admin);
  await page.getByRole('link', { name: 'Clientes' }).click();
  await page.getByRole('textbox', { name: 'Nome do cliente' }).fill('construtiva');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await page.getByRole('link', { name: 'Construtiva Engenharia Ltda' }).click();
  await expect(page).toHaveURL(/\/clients\/\d+$/);
  const customerId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(page.getByRole('heading', { level: 1, name: 'Construtiva Engenharia Ltda' })).toBeVisible();
  await expect(page.getByText(accounts.company.document)).toBeVisible();
  await expect(page.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Contratos do cliente' })).toContainText(/CT\./);

  try {
    await page.getByRole('button', { name: 'Bloquear acesso' }).click();
    const dialog = page.getByRole('alertdialog', { name: /Bloquear o acesso de Construtiva/ });
    await dialog.getByRole('button', { name: 'Bloquear acesso' }).click();
    await expect(page.getByText(/Acesso de Construtiva Engenharia Ltda bloqueado/)).toBeVisible();
    await expect(page.getByText('Bloqueado', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: /Histórico de alterações do acesso/ })).toContainText(
      'Bloqueou o acesso',
    );
    // The customer's open session ended: the next call is a 401, and the login says why.
    const refused = await request.get('/api/v1/user', {
      headers: { authorization: `Bearer ${company.access_token}` },
      params: { customerId },
    });
    expect(refused.status()).toBe(401);
    const login = await request.post('/api/v1/token', {
      data: { email: accounts.company.email, password: accounts.company.password },
    });
    expect(login.status()).toBe(403);
    expect(((await login.json()) as { msg: string }).msg).toContain('acesso ao portal está bloqueado');

    await page.getByRole('button', { name: 'Desbloquear acesso' }).click();
    await expect(page.getByText(/Acesso de Construtiva Engenharia Ltda desbloqueado/)).toBeVisible();
    await expect(page.getByText('Ativo', { exact: true })).toBeVisible();
  } finally {
    // The other journeys log in as this customer: never leave it blocked.
    await request.post(`/api/v1/clients/${customerId}/unblock`, {
      headers: { authorization: `Bearer ${admin.access_token}` },
    });
  }
  await apiLogin(request, accounts.company);
  expect(pageErrors(errors)).toEqual([]);
});
