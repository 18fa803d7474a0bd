import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { watchConsoleErrors } from './support/console';
import { apiLogin, loginThroughPage } from './support/journeys';
import { latestLinkTo, latestMailId, listMail, unescapeHtml } from './support/mailbox';
import { readSession, STORAGE_KEYS } from './support/session';

test('the portal page loads in Portuguese, without console errors', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  // The SPA drew something (the server's "portal not built" page has no #root).
  await expect(page.locator('#root')).not.toBeEmpty();

  const csp = response?.headers()['content-security-policy'];
  if (csp) {
    // A policy must not forbid the portal's own scripts: a violation would show as a console error.
    expect(csp).toMatch(/script-src|default-src/);
  } else {
    test.info().annotations.push({ type: 'note', description: 'no Content-Security-Policy header yet' });
  }

  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the development mailbox holds the links the server e-mails', async ({ request }) => {
  const before = await latestMailId(request);
  const sent = await request.post('/api/v1/user/send-reset-password-email', {
    data: { email: accounts.ana.email },
  });
  expect(sent.status()).toBe(200);
  const link = await latestLinkTo(request, accounts.ana.email, /reset-password\?token=/, { after: before });
  expect(link).toMatch(/^\/reset-password\?token=[^&\s]+$/);
});

test('a deep link fetches each style sheet once, with no warning about its preload hints', async ({
  page,
  browser,
}) => {
  // Signed in on one page, then the deep link typed into a fresh browser (own cache) holding that session.
  await loginThroughPage(page, accounts.ana);
  const { raw } = await readSession(page);
  const context = await browser.newContext();
  await context.addInitScript(
    ([keys, values]) => {
      if (values.tokens) localStorage.setItem(keys.tokens, values.tokens);
      if (values.user) localStorage.setItem(keys.user, values.user);
    },
    [STORAGE_KEYS, raw] as const,
  );
  const deepLink = await context.newPage();
  const warnings: string[] = [];
  deepLink.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(`${message.type()}: ${message.text()}`);
  });
  const styleRequests = new Map<string, number>();
  deepLink.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.css')) styleRequests.set(pathname, (styleRequests.get(pathname) ?? 0) + 1);
  });

  const response = await deepLink.goto('/financeiro');
  // The page was sent with the route's hints (decision 039), so it is what this test is about.
  expect(await response?.text()).toMatch(/<link rel="preload" as="style" crossorigin/);
  await expect(deepLink.getByRole('link', { name: /^Extrato de / }).first()).toBeVisible({ timeout: 20_000 });
  await deepLink.waitForLoadState('networkidle');
  // Chromium names an unused preload a few seconds after the load event.
  await deepLink.waitForTimeout(3_500);

  expect(styleRequests.size).toBeGreaterThan(2);
  expect([...styleRequests].filter(([, count]) => count > 1)).toEqual([]);
  expect(warnings).toEqual([]);
  await context.close();
});

test('e-mails fit a 375 px phone and name the company in their subjects', async ({ request, browser }) => {
  const before = await latestMailId(request);
  expect(
    (
      await request.post('/api/v1/user/send-reset-password-email', { data: { email: accounts.ana.email } })
    ).status(),
  ).toBe(200);
  // A ticket with a long unbroken word, the widest content a customer can put in an e-mail.
  const { access_token } = await apiLogin(request, accounts.ana);
  const ticket = await request.post('/api/v1/user/ticket', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { title: 'Financeiro', message: `Segue o código ${'0123456789'.repeat(12)} (e2e)` },
  });
  expect(ticket.status()).toBe(200);

  const sent = (await listMail(request)).filter((mail) => mail.id > before);
  expect(sent.map((mail) => mail.subject).sort()).toEqual([
    expect.stringMatching(/^Novo ticket de suporte: Financeiro — .+ \| Horizonte Incorporadora$/),
    'Portal do Cliente: redefinição de senha | Horizonte Incorporadora',
  ]);

  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  for (const mail of sent) {
    const shown = await request.get(`/dev/mail/${mail.id}`);
    const html = /srcdoc="([^"]*)"/.exec(await shown.text())?.[1];
    expect(html, mail.subject).toBeTruthy();
    await page.setContent(unescapeHtml(html ?? ''));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, mail.subject).toBeLessThanOrEqual(375);
  }
  await phone.close();
});
