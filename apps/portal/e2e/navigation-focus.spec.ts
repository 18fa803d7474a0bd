import { expect, type Page, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { loginThroughPage, openFirstStatement } from './support/journeys';

/**
 * Where focus and landmarks are as a person moves through the portal (decision 062; spec section 2,
 * "Layout"): the h1 of each page they move to takes focus, a deep link keeps the browser's focus, the
 * access pages have one `main`, and sorting a list shows its first page.
 */

const heading = (page: Page) => page.locator('main h1');

test('after sign-in, focus is on the first page’s heading', async ({ page }) => {
  await loginThroughPage(page, accounts.ana);
  await expect(heading(page)).toHaveText('Empreendimentos');
  await expect(heading(page)).toBeFocused();
});

test('a menu entry moves focus to the new page’s heading, on a desktop and in the phone drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginThroughPage(page, accounts.ana);
  await page.getByRole('navigation').getByRole('link', { name: 'Suporte' }).click();
  await expect(page).toHaveURL(/\/suporte$/);
  await expect(heading(page)).toHaveText('Suporte');
  await expect(heading(page)).toBeFocused();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Empreendimentos' }).click();
  await expect(page).toHaveURL(/\/empreendimentos$/);
  await expect(heading(page)).toHaveText('Empreendimentos');
  await expect(heading(page)).toBeFocused();
});

test('a control the person reached outside the page while it loaded keeps focus when its h1 arrives', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginThroughPage(page, accounts.ana);
  // The support page's code is held on its way, so its h1 arrives after the person has moved on.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldRequests = 0;
  await page.route(/\/assets\/support\.route-[^/]+\.js$/, async (route) => {
    heldRequests++;
    await held;
    await route.continue();
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Suporte' }).click();
  await expect(page).toHaveURL(/\/suporte$/);
  const logout = page.getByRole('button', { name: 'Sair' });
  // Back from the menu entry to 'Sair' in the top bar, by keyboard, while the page is still loading.
  for (
    let presses = 0;
    !(await logout.evaluate((element) => element === document.activeElement));
    presses++
  ) {
    if (presses === 40) throw new Error('Shift+Tab never reached "Sair"');
    await page.keyboard.press('Shift+Tab');
  }
  // The page was really held: its code was asked for and its h1 is not there yet (were the chunk's
  // name to change, nothing would be held and this test would prove nothing).
  expect(heldRequests).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Suporte' })).toHaveCount(0);
  release();
  await expect(heading(page)).toHaveText('Suporte');
  await expect(logout).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});

test('a deep link keeps the browser’s focus: nothing is focused on arrival', async ({ page }) => {
  await loginThroughPage(page, accounts.ana);
  await page.goto('/suporte');
  await expect(heading(page)).toHaveText('Suporte');
  // Give a late focus call time to happen, then check it did not.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
});

for (const path of [
  '/',
  '/sign-up',
  '/password-recovery',
  '/reset-password?token=x',
  '/ativar-conta?token=x',
]) {
  test(`the access page ${path} has exactly one main landmark`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.locator('main')).toHaveCount(1);
  });
}

test('sorting the statement on page 2 shows page 1 of the new order', async ({ page }) => {
  await loginThroughPage(page, accounts.ana);
  const total = await openFirstStatement(page);
  expect(total).toBeGreaterThan(16);
  await page.getByRole('button', { name: 'Página 2', exact: true }).click();
  await expect(page.getByText(/^Mostrando 9 - 16 de \d+ registros$/)).toBeVisible();
  await page.getByRole('button', { name: /^Parcela/ }).click();
  await expect(page.getByRole('columnheader', { name: /Parcela/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByText(/^Mostrando 1 - 8 de \d+ registros$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Página 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
