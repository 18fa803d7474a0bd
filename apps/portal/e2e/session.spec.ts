import { Buffer } from 'node:buffer';
import { expect, type Page, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { watchConsoleErrors } from './support/console';
import { apiLogin, loginThroughPage, submitLogin } from './support/journeys';
import { jwtClaims, readSession, writeSession } from './support/session';

/**
 * The browser session (spec sections 3, 4 and 9; decision 018): what the portal does with what it finds
 * in localStorage, token renewal on load and across tabs, logout across tabs, the route guards, and
 * one journey with the keyboard only. Read-only for the accounts it uses (no password changes).
 */

const loginHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Acesse sua conta' });
const ana = { name: 'Ana Beatriz Souza', type: 'user', customerId: 0 };

/**
 * Ana's enterprises page itself, drawn only once the stored session is settled. The frame (menu, top
 * bar with her stored name) is drawn at once, beside a spinner, while an expired access token is still
 * being renewed; the store writes the new pair before it leaves that state (session-store.ts). So her
 * name says nothing about the renewal, and storage read on it may still hold the old pair.
 */
const pageDrawn = (page: Page) => page.getByText('Mostrando 1 - 2 de 2 registros');

/** The same claims with `exp` in the past: JWT-shaped, its signature no longer matching (never sent). */
function expiredCopy(accessToken: string): string {
  const [header, , signature] = accessToken.split('.');
  const claims = { ...jwtClaims(accessToken), exp: Math.floor(Date.now() / 1000) - 120 };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

/** A real pair of Ana's whose access token has expired, plus who she is, as the portal stores them. */
async function expiredSession(request: Parameters<typeof apiLogin>[0]) {
  const tokens = await apiLogin(request, accounts.ana);
  const customerId = Number(jwtClaims(tokens.access_token).customer_id);
  return {
    original: tokens,
    tokens: JSON.stringify({ ...tokens, access_token: expiredCopy(tokens.access_token) }),
    user: JSON.stringify({ ...ana, customerId }),
  };
}

test('a corrupt stored session reads as signed out, is removed, and nothing crashes', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/');
  await writeSession(page, { tokens: 'not json', user: '{' });
  await page.goto('/empreendimentos');
  await expect(page).toHaveURL(/\/$/);
  await expect(loginHeading(page)).toBeVisible();
  expect((await readSession(page)).raw).toEqual({ tokens: null, user: null });
  expect(errors.filter((line) => !line.includes('/favicon.ico'))).toEqual([]);
});

test('an expired access token is renewed on load and the person stays signed in', async ({
  page,
  request,
}) => {
  const session = await expiredSession(request);
  await page.goto('/');
  await writeSession(page, { tokens: session.tokens, user: session.user });
  const refreshes: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/v1/token/refresh') && refreshes.push(r.url()));
  const renewal = page.waitForResponse((r) => r.url().endsWith('/api/v1/token/refresh'));
  await page.goto('/empreendimentos');
  expect((await renewal).status()).toBe(200);
  await expect(pageDrawn(page)).toBeVisible();
  await expect(page.getByText(ana.name).first()).toBeVisible();
  await expect(page).toHaveURL(/\/empreendimentos$/);
  expect(refreshes).toHaveLength(1);
  const stored = await readSession(page);
  expect(stored.tokens?.refresh_token).not.toBe(session.original.refresh_token);
  expect(jwtClaims(stored.tokens?.access_token ?? '').exp ?? 0).toBeGreaterThan(Date.now() / 1000);
});

test('two tabs loading with an expired token at once renew one pair and both stay signed in', async ({
  context,
  request,
}) => {
  const session = await expiredSession(request);
  const [first, second] = [await context.newPage(), await context.newPage()];
  await first.goto('/');
  await writeSession(first, { tokens: session.tokens, user: session.user });
  const renewals: Promise<{ status: number; spent: unknown; issued: unknown }>[] = [];
  context.on('response', (r) => {
    if (!r.url().endsWith('/api/v1/token/refresh')) return;
    const spent = r.request().postDataJSON()?.refresh_token;
    renewals.push(r.json().then((body) => ({ status: r.status(), spent, issued: body.refresh_token })));
  });
  await Promise.all([first.goto('/empreendimentos'), second.goto('/empreendimentos')]);
  for (const page of [first, second]) {
    await expect(pageDrawn(page)).toBeVisible();
    await expect(page.getByText(ana.name).first()).toBeVisible();
    await expect(page).toHaveURL(/\/empreendimentos$/);
  }
  // A tab may draw its page on the other's pair (storage event) while its own turn under the Web Lock
  // is still to come: every renewal is over once a page can take that lock itself.
  await second.evaluate(() => navigator.locks.request('portal-session-refresh', () => undefined));
  // One tab renewed under the Web Lock; the other adopted its pair. Chromium hands a write to
  // localStorage to the other tabs asynchronously, so the lock can reach the second tab before the
  // pair does: it then spends the same token again, inside the server's grace window, and gets the
  // same successor (decisions 008 and 017). Never a second rotation, never a revoked family.
  const answers = await Promise.all(renewals);
  expect(answers.length).toBeGreaterThanOrEqual(1);
  expect(answers.length).toBeLessThanOrEqual(2);
  const successor = answers[0]?.issued;
  expect(successor).not.toBe(session.original.refresh_token);
  for (const answer of answers) {
    expect(answer).toEqual({ status: 200, spent: session.original.refresh_token, issued: successor });
  }
  const stored = await readSession(second);
  expect(stored.tokens?.refresh_token).toBe(successor);
  await expect.poll(async () => (await readSession(first)).tokens).toEqual(stored.tokens);
  // The family was not revoked: the final tokens still work.
  const customerId = JSON.parse(session.user).customerId;
  const read = await request.get(`/api/v1/user?customerId=${customerId}`, {
    headers: { Authorization: `Bearer ${stored.tokens?.access_token}`, Customer: String(customerId) },
  });
  expect(read.status()).toBe(200);
  const renewed = await request.post('/api/v1/token/refresh', {
    data: { refresh_token: stored.tokens?.refresh_token },
  });
  expect(renewed.status()).toBe(200);
});

test('logging out in one tab signs the other out', async ({ context }) => {
  const first = await context.newPage();
  await loginThroughPage(first, accounts.company);
  const second = await context.newPage();
  await second.goto('/empreendimentos');
  await expect(second.getByText('Construtiva Engenharia Ltda').first()).toBeVisible();
  await first.getByRole('button', { name: 'Sair' }).click();
  await expect(first).toHaveURL(/\/$/);
  await expect(second).toHaveURL(/\/$/);
  await expect(loginHeading(second)).toBeVisible();
  expect((await readSession(second)).raw).toEqual({ tokens: null, user: null });
});

test('guards: a customer on admin paths lands on the enterprises; signed out or unknown paths go to /', async ({
  page,
}) => {
  test.slow(); // nine page loads
  await page.goto('/financeiro');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/nao-existe/mesmo');
  await expect(page).toHaveURL(/\/$/);
  await expect(loginHeading(page)).toBeVisible();

  await loginThroughPage(page, accounts.company);
  for (const adminPath of ['/clients', '/login-client', '/generated-tickets']) {
    await page.goto(adminPath);
    await expect(page).toHaveURL(/\/empreendimentos$/);
  }
  await page.goto('/nao-existe');
  await expect(page).toHaveURL(/\/empreendimentos$/);
});

test('a page whose code cannot be downloaded says so inside the frame, and the menu still works', async ({
  page,
}) => {
  await loginThroughPage(page, accounts.ana);
  await expect(page).toHaveURL(/\/empreendimentos$/);
  // The support page's chunk fails as after a deploy or a dropped connection.
  await page.route(/\/assets\/support\.route-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.getByRole('link', { name: 'Suporte' }).first().click();
  await expect(page.getByText('Não foi possível abrir esta página.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  // The frame stayed: the menu leads on to a page that loads.
  await page.getByRole('link', { name: 'Empreendimentos' }).first().click();
  await expect(page).toHaveURL(/\/empreendimentos$/);
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  await expect(page.getByText('Mostrando 1 - 2 de 2 registros')).toBeVisible();
});

test('a move to another page starts at its top; Back and Forward redraw the page of the URL', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await loginThroughPage(page, accounts.admin);
  await expect(page).toHaveURL(/\/empreendimentos$/);
  const card = page.getByRole('button', { name: /Residencial Serra Azul/ });
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Residencial Serra Azul' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/empreendimentos$/);
  await expect(card).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Residencial Serra Azul' })).toBeVisible();
});

/** Presses Tab until the focused element matches, as a keyboard user would (fails after `max`). */
async function tabTo(page: Page, role: 'link' | 'button' | 'textbox', name: string, max = 40) {
  const target = page.getByRole(role, { name, exact: true });
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${role} "${name}"`);
}

test('keyboard only, on a phone: login, open the menu, Suporte, Sair', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await tabTo(page, 'textbox', 'E-mail');
  await page.keyboard.type(accounts.company.email);
  await tabTo(page, 'textbox', 'Senha');
  await page.keyboard.type(accounts.company.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/empreendimentos$/);

  await tabTo(page, 'button', 'Abrir menu');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await tabTo(page, 'link', 'Suporte');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/suporte$/);
  await expect(menu).toBeHidden();

  await tabTo(page, 'button', 'Sair');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(loginHeading(page)).toBeVisible();
  // Signed out for real: a protected page sends the visitor back.
  await page.goto('/empreendimentos');
  await expect(page).toHaveURL(/\/$/);
});

test('the next person to sign in on a tab never sees what the last one was shown', async ({ page }) => {
  const cards = page.getByRole('list', { name: 'Lista de empreendimentos' }).getByRole('listitem');
  await loginThroughPage(page, accounts.admin);
  await expect(page.getByText(/^Mostrando 1 - 8 de \d+ registros$/)).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(loginHeading(page)).toBeVisible();

  // Ana's list is held on its way: whatever the page shows meanwhile comes from what it kept.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/enterprises?*', async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest('**/api/v1/enterprises?*');
  await submitLogin(page, accounts.ana.email, accounts.ana.password);
  await asked;
  await expect(page).toHaveURL(/\/empreendimentos$/);
  // A kept list would be drawn with the page, before its request; give it time to show if it were there.
  await page.waitForTimeout(500);
  await expect(cards).toHaveCount(0);
  release();
  await expect(page.getByText('Mostrando 1 - 2 de 2 registros')).toBeVisible();
});
