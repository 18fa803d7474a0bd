import { expect, type Page, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { expectNoAxeViolations, WCAG_TAGS } from './support/axe';
import { loginThroughPage } from './support/journeys';

/**
 * axe on every route, in either role, on a 375 px phone and a 1440 px desktop: no violation of WCAG
 * 2.0/2.1 A and AA. One login per role (the login rate limit counts every attempt of the suite); the
 * page is measured once loaded (its h1 shown and the network quiet), at each width.
 */

const WIDTHS = [375, 1440] as const;

/** Opens `path`, waits until it has drawn its content, then runs axe at each width. */
async function checkRoute(page: Page, path: string): Promise<void> {
  await test.step(path, async () => {
    await page.setViewportSize({ width: WIDTHS[1], height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Skeletons and spinners are transient: measure what the user reads.
    await expect(page.getByRole('status').filter({ hasText: /Carregando/ })).toHaveCount(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
      await expectNoAxeViolations(page, { tags: WCAG_TAGS });
    }
  });
}

/** The first request of 'Assistência técnica' listed on `list` (the demo seed gives Ana three). */
async function firstRequestHref(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const link = page.getByRole('link', { name: /^AT-\d{6}$/ }).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? list;
}

/** The status page of the first enterprise listed (its card opens it). */
async function firstStatusHref(page: Page): Promise<string> {
  await page.goto('/empreendimentos');
  await page
    .getByRole('button', { name: /^Ver andamento da obra de / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/empreendimento\/\d+\/status/);
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

test('public routes have no axe violation at 375 and 1440 px', async ({ page }) => {
  test.slow();
  for (const path of [
    '/',
    '/sign-up',
    '/password-recovery',
    '/reset-password?token=x',
    '/ativar-conta?token=x',
  ])
    await checkRoute(page, path);
});

test('customer routes have no axe violation at 375 and 1440 px', async ({ page }) => {
  test.slow();
  await loginThroughPage(page, accounts.ana);
  const status = await firstStatusHref(page);
  await page.goto('/financeiro');
  const statement = page.locator('a[href*="/financeiro/extrato?bill="]').first();
  await expect(statement).toBeVisible();
  const statementHref = (await statement.getAttribute('href')) ?? '/financeiro/extrato';
  const request = await firstRequestHref(page, '/assistencia-tecnica');
  for (const path of [
    '/empreendimentos',
    status,
    '/financeiro',
    statementHref,
    '/assistencia-tecnica',
    '/assistencia-tecnica/nova',
    request,
    '/suporte',
    '/contatos',
  ])
    await checkRoute(page, path);
});

test('admin routes have no axe violation at 375 and 1440 px', async ({ page }) => {
  test.slow();
  await loginThroughPage(page, accounts.admin);
  const status = await firstStatusHref(page);
  const request = await firstRequestHref(page, '/solicitacoes-assistencia');
  const paths = [
    '/empreendimentos',
    status,
    '/clients',
    '/login-client',
    '/fail-login',
    '/generated-tickets',
    '/generated-extracts',
    '/importar-dados',
    '/integracao-sienge',
    '/equipe',
    '/solicitacoes-assistencia',
    request,
    '/relatorio-assistencia',
    '/suporte',
  ];
  for (const path of paths) await checkRoute(page, path);
});
