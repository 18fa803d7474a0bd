import { expect, type Page, test } from '@playwright/test';
import { accounts, type DemoAccount } from './support/accounts';
import { shownAlert } from './support/alerts';
import { watchConsoleErrors } from './support/console';
import { createActiveAccount, loginThroughPage, submitLogin } from './support/journeys';
import { latestLinkTo, latestMailId } from './support/mailbox';

/**
 * The public account flows (spec sections 2, 4, 5 and 8; product rules §2 and §3): sign-up →
 * pending login → activation page → login; each demo account's landing; wrong password; recovery and
 * reset. Accounts used here: Bruno (the README's prospect, signed up once per run) and Sofia Correia
 * (a seeded customer without an account, apps/server/src/seed, whose password this spec changes), so
 * the README passwords other specs log in with never change.
 */

const texts = {
  signUpOk: 'Usuário criado com sucesso.',
  pending: 'Sua conta ainda não foi ativada. Enviamos um e-mail de ativação para o endereço cadastrado.',
  activated: 'Conta ativada com sucesso! Entre com seu e-mail e senha.',
  wrongActivationPassword: 'A senha não confere com a escolhida no cadastro.',
  badCredentials: 'Credenciais inválidas. Tente novamente.',
  recoverySent: 'Email enviado com sucesso!',
  resetDone: 'Senha redefinida com sucesso!',
};

/** Seeded in the base without an account (demoCustomers(), OTHER_INDIVIDUALS index 15). */
const sofia = { email: 'sofia.correia@exemplo.com.br', cpf: '31427804591', password: 'Sofia#2026' };

/**
 * Console errors this spec provokes on purpose: refused answers of the journey (403 pending login, 400
 * wrong password, 410 spent link). Anything else fails it — a Content-Security-Policy refusal included
 * (dialogs inject styles with the page's nonce, decision 016).
 */
function unexpected(errors: string[]): string[] {
  return errors.filter((line) => !/status of 4\d\d .*\/api\/v1\//.test(line));
}

/** The sender the server hands the SPA (the runtime block of the page). */
async function brandSender(page: Page): Promise<string> {
  const json = await page.locator('#portal-runtime').textContent();
  return (JSON.parse(json ?? '{}') as { brand: { noReplyEmail: string } }).brand.noReplyEmail;
}

test('sign-up of the prospect → pending login → activation page with the password → login', async ({
  page,
  request,
}) => {
  test.slow(); // the longest journey of the suite: a dozen page loads and five e-mail round trips
  const errors = watchConsoleErrors(page);
  const bruno = { ...accounts.bruno, password: 'Bruno#2026' };
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Crie seu acesso' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(bruno.email);
  await page.getByRole('textbox', { name: 'CPF', exact: true }).fill(bruno.document);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(bruno.password);
  await page.getByRole('textbox', { name: 'Confirmar senha', exact: true }).fill(bruno.password);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/user') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  // Digits only, the CNPJ empty (spec section 3).
  expect((await sent).postDataJSON()).toEqual({
    email: bruno.email,
    cpf: '98765432100',
    cnpj: '',
    password: bruno.password,
  });
  await expect(page.getByText(texts.signUpOk).first()).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Cadastro realizado' });
  await expect(dialog).toContainText(await brandSender(page));
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The first login of a pending account is refused and sends the activation e-mail.
  const before = await latestMailId(request);
  await submitLogin(page, bruno.email, bruno.password);
  await expect(shownAlert(page)).toHaveText(texts.pending);
  const link = await latestLinkTo(request, bruno.email, /\/ativar-conta\?token=/, { after: before });

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Ativar sua conta' })).toBeVisible();
  // A wrong password stays on the page with the server's text; the link still works afterwards.
  await page.getByRole('textbox', { name: 'Senha do cadastro', exact: true }).fill('Errada#2026');
  await page.getByRole('button', { name: 'Ativar conta' }).click();
  await expect(shownAlert(page)).toContainText(texts.wrongActivationPassword);
  await expect(page).toHaveURL(/\/ativar-conta\?token=/);
  await page.getByRole('textbox', { name: 'Senha do cadastro', exact: true }).fill(bruno.password);
  await page.getByRole('button', { name: 'Ativar conta' }).click();
  await expect(page).toHaveURL(/\/\?activated=1$/);
  await expect(page.getByText(texts.activated)).toBeVisible();

  await submitLogin(page, bruno.email, bruno.password);
  await expect(page).toHaveURL(/\/empreendimentos$/);
  await expect(page.getByText('Bruno Henrique Lima')).toBeVisible();

  // The link is spent: using it again says so, with the way back to the login.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Senha do cadastro', exact: true }).fill(bruno.password);
  await page.getByRole('button', { name: 'Ativar conta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Link de ativação inválido' })).toBeVisible();
  expect(unexpected(errors)).toEqual([]);
});

const landings: [string, DemoAccount, string, string[], string[]][] = [
  ['admin', accounts.admin, 'Administrador', ['Clientes', 'Relatórios', 'Login por cliente'], ['Financeiro']],
  ['Ana', accounts.ana, 'Ana Beatriz Souza', ['Financeiro', 'Extratos'], ['Clientes', 'Relatórios']],
  ['company', accounts.company, 'Construtiva Engenharia Ltda', ['Financeiro', 'Extratos'], ['Clientes']],
];

for (const [who, account, name, shown, hidden] of landings) {
  test(`login of ${who} lands on /empreendimentos with the name and the role's menu`, async ({ page }) => {
    await loginThroughPage(page, account);
    const topBarName = page.getByText(name, { exact: true });
    await expect(topBarName.first()).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    for (const entry of ['Empreendimentos', 'Suporte', ...shown]) await expect(menu).toContainText(entry);
    for (const entry of hidden) await expect(menu).not.toContainText(entry);
  });
}

test('a wrong password shows the server text and stays on the login page', async ({ page }) => {
  await page.goto('/');
  await submitLogin(page, accounts.ana.email, 'Errada#2026');
  await expect(shownAlert(page)).toHaveText(texts.badCredentials);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
});

test('password recovery → reset link from the mailbox → new password → login with it', async ({
  page,
  request,
}) => {
  test.slow();
  await createActiveAccount(request, sofia);
  await page.goto('/password-recovery');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(sofia.email);
  const before = await latestMailId(request);
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.recoverySent })).toBeVisible();
  // Said once, above the form, where it stays: no toast repeating it (product rule §4).
  await page.waitForTimeout(500);
  await expect(page.getByText(texts.recoverySent)).toHaveCount(1);
  const link = await latestLinkTo(request, sofia.email, /\/reset-password\?token=/, { after: before });

  await page.goto(link);
  const submit = page.getByRole('button', { name: 'Redefinir senha' });
  await expect(submit).toBeDisabled();
  const newPassword = 'Sofia#Nova2027';
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirmar nova senha', exact: true }).fill(newPassword);
  await submit.click();
  await expect(page.getByText(texts.resetDone).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await submitLogin(page, sofia.email, sofia.password);
  await expect(shownAlert(page)).toHaveText(texts.badCredentials);
  await submitLogin(page, sofia.email, newPassword);
  await expect(page).toHaveURL(/\/empreendimentos$/);
  await expect(page.getByText('Sofia Correia Duarte').first()).toBeVisible();

  // The reset link is single use.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Outra#Senha1');
  await page.getByRole('textbox', { name: 'Confirmar nova senha', exact: true }).fill('Outra#Senha1');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Link inválido ou expirado' })).toBeVisible();
});

test('links without a usable token say so in Portuguese instead of failing', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Link inválido ou expirado' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Solicitar novo link' })).toBeVisible();
  await page.goto(`/ativar-conta?token=${'x'.repeat(600)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Link de ativação inválido' })).toBeVisible();
  await page.goto('/ativar-conta?token=desconhecido');
  await page.getByRole('textbox', { name: 'Senha do cadastro', exact: true }).fill('Qualquer#1');
  await page.getByRole('button', { name: 'Ativar conta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Link de ativação inválido' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(unexpected(errors)).toEqual([]);
});
