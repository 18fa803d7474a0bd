import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
} from '@playwright/test';
import type { DemoAccount } from './accounts';
import { latestLinkTo, latestMailId } from './mailbox';

/** Fills the login form and sends it (the caller asserts where it lands). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Logs in through the login page and waits for the enterprises page with the user's name. */
export async function loginThroughPage(page: Page, account: Pick<DemoAccount, 'email' | 'password'>) {
  await page.goto('/');
  await submitLogin(page, account.email, account.password);
  // Through /auth, which reads the customer record: allow a loaded CI machine some time.
  await expect(page).toHaveURL(/\/empreendimentos$/, { timeout: 15_000 });
}

/**
 * A page in a browser context of its own (its own local storage: a second person beside the test's
 * `page`), in Portuguese and São Paulo's time; `options` adds to the context (e.g. `acceptDownloads`).
 */
export async function ownContextPage(
  browser: Browser,
  baseURL: string | undefined,
  options: Pick<BrowserContextOptions, 'acceptDownloads'> = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ...options,
  });
  return context.newPage();
}

/** Someone signed in through the login page, in a browser context of their own (`ownContextPage`). */
export async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  account: Pick<DemoAccount, 'email' | 'password'>,
  options: Pick<BrowserContextOptions, 'acceptDownloads'> = {},
): Promise<Page> {
  const page = await ownContextPage(browser, baseURL, options);
  await loginThroughPage(page, account);
  return page;
}

/**
 * Opens the statement of the customer's first contract from `/financeiro` and waits for its table;
 * returns how many installments it says it has.
 */
export async function openFirstStatement(page: Page): Promise<number> {
  await page.goto('/financeiro');
  await page
    .getByRole('link', { name: /^Extrato de / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/financeiro\/extrato\?bill=\d+$/);
  const range = page.getByText(/^Mostrando 1 - \d+ de \d+ registros$/);
  // A loaded CI machine may take a while for the installments.
  await expect(range).toBeVisible({ timeout: 20_000 });
  return Number((await range.textContent())?.match(/de (\d+) registros/)?.[1]);
}

/** A token pair from `POST /api/v1/token`, as the portal stores it. */
export async function apiLogin(
  request: APIRequestContext,
  account: Pick<DemoAccount, 'email' | 'password'>,
): Promise<{ access_token: string; refresh_token: string }> {
  const response = await request.post('/api/v1/token', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), `login of ${account.email}`).toBe(200);
  const body = (await response.json()) as { access_token: string; refresh_token: string };
  return { access_token: body.access_token, refresh_token: body.refresh_token };
}

/**
 * Gives a prospect of the seeded base (no account yet) an active account through the API: sign-up,
 * a first login that e-mails the activation link (403), and the activation POST with the password.
 */
export async function createActiveAccount(
  request: APIRequestContext,
  person: { email: string; cpf: string; password: string },
): Promise<void> {
  const signUp = await request.post('/api/v1/user', {
    data: { email: person.email, cpf: person.cpf, cnpj: '', password: person.password },
  });
  expect(signUp.status(), `sign-up of ${person.email}`).toBe(200);
  const before = await latestMailId(request);
  const pending = await request.post('/api/v1/token', {
    data: { email: person.email, password: person.password },
  });
  expect(pending.status()).toBe(403);
  const link = await latestLinkTo(request, person.email, /ativar-conta\?token=/, { after: before });
  const token = new URL(link, 'http://x').searchParams.get('token');
  const activated = await request.post('/api/v1/user/activate', {
    data: { token, password: person.password },
  });
  expect(activated.status(), `activation of ${person.email}`).toBe(200);
}
