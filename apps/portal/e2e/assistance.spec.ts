import { expect, type Page, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { expectNoAxeViolations, WCAG_TAGS } from './support/axe';
import { watchConsoleErrors } from './support/console';
import { apiLogin, loginThroughPage, signedInPage } from './support/journeys';
import { latestMailId, latestMailTo } from './support/mailbox';
import { solidPng } from './support/png';

/**
 * 'Assistência técnica' from end to end (product rule §9): Ana, whose unit was handed over (the demo
 * seed), opens a request with two photos; an administrator schedules a visit and concludes it; each
 * change reaches Ana's mailbox (/dev/mail) with the link to the request, where she rates the service.
 * Another customer cannot open the request: the page and the API answer as for one that does not exist.
 */
test.describe.configure({ timeout: 180_000 });

const SLOW = { timeout: 20_000 };

/** Tomorrow in São Paulo, ISO: a day a visit may be scheduled for. */
function tomorrowInSaoPaulo(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + 24 * 60 * 60 * 1000),
  );
}

/** The administrator changes the request's status on its page and waits for the confirmation. */
async function changeStatus(admin: Page, status: string, fill?: (page: Page) => Promise<void>) {
  await admin.getByRole('combobox', { name: /Nova situação/ }).selectOption({ label: status });
  await fill?.(admin);
  await admin.getByRole('button', { name: 'Salvar situação' }).click();
  await expect(
    admin.getByText(`Situação alterada para ${status}. O cliente foi avisado por e-mail.`),
  ).toBeVisible(SLOW);
}

test('a request with photos goes from the customer to a visit, its conclusion and a rating', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const errors = watchConsoleErrors(page);
  await loginThroughPage(page, accounts.ana);

  // The customer: the menu's 'Assistência técnica', then 'Nova solicitação'.
  await page.getByRole('link', { name: 'Assistência técnica' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assistência técnica' })).toBeVisible();
  await page.getByRole('link', { name: 'Nova solicitação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova solicitação' })).toBeVisible(SLOW);
  const unit = page.getByRole('combobox', { name: /Unidade/ });
  if ((await unit.inputValue()) === '') await unit.selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /Sistema/ }).selectOption({ label: 'Impermeabilização' });
  // The verdict before sending: waterproofing has five years, the demo unit was delivered 14 months ago.
  await expect(page.getByText(/^Dentro da garantia até \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await page.getByRole('textbox', { name: /Local na unidade/ }).fill('Banheiro da suíte, parede do box');
  await page
    .getByRole('textbox', { name: /Descrição do problema/ })
    .fill('Mancha de umidade na parede do box, que aumenta depois de cada banho.');
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'box.png', mimeType: 'image/png', buffer: solidPng(64, 48, [140, 170, 190]) },
    { name: 'ralo.png', mimeType: 'image/png', buffer: solidPng(64, 48, [190, 160, 120]) },
  ]);
  await expect(page.getByText('2 de 10 fotos')).toBeVisible();
  await expect(page.getByRole('img', { name: 'ralo.png' })).toBeVisible();
  await page.getByRole('combobox', { name: /Período de preferência/ }).selectOption('morning');
  await expectNoAxeViolations(page, { tags: WCAG_TAGS });
  await page.getByRole('button', { name: 'Enviar solicitação' }).click();

  // Back on the list, which says it was sent; its number opens it.
  const sent = page.getByText(/^Solicitação AT-\d{6} enviada\./);
  await expect(sent).toBeVisible(SLOW);
  const number = ((await sent.textContent()) ?? '').match(/AT-\d{6}/)?.[0] ?? '';
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Solicitação ${number}` })).toBeVisible(SLOW);
  await expect(page.getByRole('img', { name: /^Foto \d da solicitação$/ })).toHaveCount(2);
  const requestPath = new URL(page.url()).pathname;
  const requestId = Number(requestPath.split('/').pop());

  // The administrator: the queue, the request, 'Visita agendada' with its day and window.
  const admin = await signedInPage(browser, baseURL, accounts.admin);
  await admin.goto('/solicitacoes-assistencia');
  // The page bears the name of the menu link that opens it.
  await expect(admin.getByRole('heading', { level: 1, name: 'Solicitações de assistência' })).toBeVisible(
    SLOW,
  );
  // The filters' options come with the queue: the request's system filters it and keeps it.
  await admin.getByRole('combobox', { name: 'Sistema' }).selectOption({ label: 'Impermeabilização' });
  await admin.getByRole('button', { name: 'Filtrar' }).click();
  await expect(admin).toHaveURL(/sistema=waterproofing/);
  await expect(admin.getByRole('combobox', { name: 'Sistema' })).toHaveValue('waterproofing');
  await admin.getByRole('link', { name: number }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Solicitação ${number}` })).toBeVisible(SLOW);
  await expect(admin.getByRole('img', { name: /^Foto \d da solicitação$/ })).toHaveCount(2);
  let mark = await latestMailId(request);
  await changeStatus(admin, 'Visita agendada', async (form) => {
    await form.getByLabel(/Data da visita/).fill(tomorrowInSaoPaulo());
    await form.getByLabel(/^Das/).fill('08:00');
    await form.getByLabel(/^Às/).fill('12:00');
  });
  const visitMail = await latestMailTo(request, accounts.ana.email, {
    after: mark,
    subject: /Visita agendada/,
  });
  expect(visitMail.subject).toContain(number);
  expect(visitMail.text).toMatch(/das 08:00 às 12:00/);
  expect(visitMail.links.some((link) => link.endsWith(requestPath))).toBe(true);

  // Concluded: the customer is e-mailed and asked to rate.
  mark = await latestMailId(request);
  await changeStatus(admin, 'Concluída');
  const doneMail = await latestMailTo(request, accounts.ana.email, { after: mark, subject: /Concluída/ });
  expect(doneMail.text).toContain('avalie de 1 a 5');
  await expect(admin.getByText('Solicitação encerrada: a situação não muda mais.')).toBeVisible();

  // The customer follows the e-mail's link and rates the service.
  const link = new URL(doneMail.links.find((url) => url.endsWith(requestPath)) ?? '');
  await page.goto(link.pathname);
  const rating = page.getByRole('region', { name: 'Avalie o atendimento' });
  await expect(rating).toBeVisible(SLOW);
  await rating.getByText('5', { exact: true }).click();
  await rating.getByRole('textbox', { name: /Comentário/ }).fill('Visita no horário e problema resolvido.');
  await rating.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByText('Sua avaliação: 5 de 5')).toBeVisible(SLOW);
  const history = page.getByRole('region', { name: 'Histórico' });
  await expect(history.getByText('Situação: Visita agendada')).toBeVisible();
  await expect(history.getByText('Situação: Concluída')).toBeVisible();
  await expect(history.getByText('Atendimento avaliado: 5 de 5')).toBeVisible();
  expect(errors).toEqual([]);

  // Another customer: the page and the API answer as for a request that does not exist.
  const other = await signedInPage(browser, baseURL, accounts.company);
  await other.goto(requestPath);
  await expect(other.getByText('Solicitação de assistência não encontrada.')).toBeVisible(SLOW);
  await expect(other.getByRole('link', { name: 'Voltar para Assistência técnica' })).toBeVisible();
  // Through the other customer's own context: the suite's shared one has been idle a while.
  const { access_token } = await apiLogin(other.request, accounts.company);
  const answer = await other.request.get(`/api/v1/assistance/requests/${requestId}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(answer.status()).toBe(404);
});
