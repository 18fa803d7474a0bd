import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { shownAlert } from './support/alerts';
import { expectNoAxeViolations, WCAG_TAGS } from './support/axe';
import { loginThroughPage, ownContextPage, submitLogin } from './support/journeys';
import { latestLinkTo, latestMailId } from './support/mailbox';

/**
 * The 'Equipe' page (docs/decisions/051-staff-accounts.md): the demo administrator invites a
 * colleague, the colleague chooses a password through the e-mailed link and logs in, the first
 * administrator deactivates them, and the colleague's next call is refused: the portal lands on the
 * login page saying the session ended, and logging in again says the account is deactivated.
 */

const colleague = { name: 'Helena Prado', email: 'helena.prado@empresa.com.br', password: 'Helena#2026x' };

const texts = {
  resetDone: 'Senha redefinida com sucesso!',
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  deactivated: 'Esta conta foi desativada. Fale com um administrador do portal.',
};

test('Equipe: invite → accept → log in → deactivated → refused; axe clean at 375 and 1440 px', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  await loginThroughPage(page, accounts.admin);
  await page.getByRole('link', { name: 'Equipe' }).first().click();
  await expect(page).toHaveURL(/\/equipe$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
  const members = page.getByRole('table', { name: 'Lista de administradores' });
  await expect(members.getByText('admin@demo.com.br')).toBeVisible();

  await test.step('axe at 375 and 1440 px', async () => {
    await page.waitForLoadState('networkidle');
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
      await expectNoAxeViolations(page, { tags: WCAG_TAGS });
    }
  });

  const before = await latestMailId(request);
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(colleague.name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(colleague.email);
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Convite enviado para ${colleague.email}` }),
  ).toBeVisible();
  await expect(members.getByText('Convite pendente')).toBeVisible();
  const history = page.getByRole('table', { name: 'Histórico de alterações da equipe' });
  await expect(history.getByText('Convidou').first()).toBeVisible();

  const link = await latestLinkTo(request, colleague.email, /\/reset-password\?token=/, { after: before });
  const other = await ownContextPage(browser, baseURL);
  await other.goto(link);
  await other.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(colleague.password);
  await other.getByRole('textbox', { name: 'Confirmar nova senha', exact: true }).fill(colleague.password);
  await other.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(other.getByText(texts.resetDone).first()).toBeVisible();
  await loginThroughPage(other, colleague);
  await other.goto('/equipe');
  await expect(other.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();

  await page.reload();
  await expect(members.getByText('Convite pendente')).toHaveCount(0);
  await page.getByRole('button', { name: `Desativar ${colleague.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Desativar ${colleague.name}?` });
  await dialog.getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'foi desativado(a)' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Reativar ${colleague.name}` })).toBeVisible();
  await expect(history.getByText('Desativou').first()).toBeVisible();

  // The colleague's next call is refused: the portal ends the session and says so on the login page.
  await other.getByRole('link', { name: 'Clientes' }).first().click();
  await expect(other).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(shownAlert(other)).toHaveText(texts.sessionExpired);
  await submitLogin(other, colleague.email, colleague.password);
  await expect(shownAlert(other)).toHaveText(texts.deactivated);
  await other.context().close();
});
