import { expect, type Page, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { loginThroughPage } from './support/journeys';

async function fillTicket(page: Page, subject: string, message: string) {
  await page.getByRole('combobox', { name: 'Assunto' }).selectOption({ label: subject });
  await page.getByRole('textbox', { name: 'Descrição' }).fill(message);
}

async function openSupport(page: Page) {
  await page.getByRole('link', { name: 'Suporte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suporte' })).toBeVisible();
}

test.describe('support and contacts', () => {
  test('ticket → success modal → Sim keeps a clean form, → Não goes to the enterprises', async ({ page }) => {
    await loginThroughPage(page, accounts.company);
    await openSupport(page);
    await expect(page.getByRole('link', { name: /Falar pelo WhatsApp/ })).toBeVisible();

    // Nothing chosen: the form's own messages, nothing sent.
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Campo de assunto obrigatório.')).toBeVisible();
    await expect(page.getByText('Campo de mensagem obrigatório.')).toBeVisible();

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/user/ticket'));
    await fillTicket(page, 'Financeiro', 'Gostaria de rever o vencimento das parcelas. (e2e)');
    await page.getByRole('button', { name: 'Enviar' }).click();
    const body = (await sent).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      title: 'Financeiro',
      message: 'Gostaria de rever o vencimento das parcelas. (e2e)',
      email: accounts.company.email,
    });
    const modal = page.getByRole('dialog', { name: 'Mensagem enviada com sucesso!' });
    await expect(modal).toContainText('Deseja enviar outro ticket?');
    await modal.getByRole('button', { name: 'Sim' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(/\/suporte$/);
    await expect(page.getByRole('textbox', { name: 'Descrição' })).toHaveValue('');
    // back on the (disabled) placeholder option
    await expect(page.getByRole('combobox', { name: 'Assunto' })).toHaveValue('');

    await fillTicket(page, 'Engenharia', 'Quando começa a etapa de acabamento? (e2e)');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page
      .getByRole('dialog', { name: 'Mensagem enviada com sucesso!' })
      .getByRole('button', { name: 'Não' })
      .click();
    await expect(page).toHaveURL(/\/empreendimentos$/);
  });

  test('a server failure shows the ticket failure text and keeps what was typed', async ({ page }) => {
    await loginThroughPage(page, accounts.admin);
    await openSupport(page);
    await page.route('**/api/v1/user/ticket', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL-500', msg: 'Ocorreu um erro inesperado.', error: 'x' }),
      }),
    );
    await fillTicket(page, 'Jurídico', 'Dúvida sobre o contrato. (e2e)');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Houve um erro ao enviar o ticket.').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Descrição' })).toHaveValue(
      'Dúvida sobre o contrato. (e2e)',
    );
  });

  test('Fale Conosco shows both team cards on /contatos and /send-email', async ({ page }) => {
    await loginThroughPage(page, accounts.ana);
    for (const path of ['/contatos', '/send-email']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Fale Conosco' })).toBeVisible({
        timeout: 15_000,
      });
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0)).toContainText('Especialistas');
      await expect(cards.nth(1)).toContainText('Relacionamento com o cliente');
      await expect(cards.nth(0).getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    }
  });
});
