import { expect, type Page, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { shownAlert } from './support/alerts';
import { watchConsoleErrors } from './support/console';
import { loginThroughPage } from './support/journeys';

/** The cards of the enterprises grid (each card is one button named after its enterprise). */
const cards = (page: Page) =>
  page.getByRole('list', { name: 'Lista de empreendimentos' }).getByRole('listitem');

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Nome do empreendimento' });
  await box.fill(text);
  await box.press('Enter');
}

test.describe('enterprises', () => {
  test('admin: every seeded enterprise, 8 a page, with images, and the search', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await loginThroughPage(page, accounts.admin);
    await expect(cards(page)).toHaveCount(8);
    const total = Number(
      (await page.getByText(/^Mostrando 1 - 8 de \d+ registros$/).textContent())?.match(/de (\d+)/)?.[1],
    );
    expect(total).toBeGreaterThanOrEqual(10);
    // Card images arrive as data URLs (placeholder only when an enterprise has none).
    await expect(cards(page).first().locator('img')).toHaveAttribute('src', /^data:image\//);

    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(page.getByText(`Mostrando 9 - ${Math.min(16, total)} de ${total} registros`)).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(8, total - 8));

    // A name that exists (case-insensitive, accents ignored), one that does not, then the full list.
    await search(page, 'SERRA azul');
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Residencial Serra Azul/ })).toBeVisible();
    await search(page, 'Empreendimento Inexistente');
    await expect(page.getByText('Nenhum empreendimento encontrado.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await search(page, '');
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByText(`Mostrando 1 - 8 de ${total} registros`)).toBeVisible();

    // A card opens its status page; the admin's link carries the creation date.
    await page.getByRole('button', { name: /Residencial Serra Azul/ }).click();
    await expect(page).toHaveURL(
      /\/empreendimento\/\d+\/status\?name=Residencial\+Serra\+Azul&creation=\d{4}-\d{2}-\d{2}$/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Residencial Serra Azul' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('customer: only the enterprises where they hold units', async ({ page }) => {
    await loginThroughPage(page, accounts.ana);
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByText('Mostrando 1 - 2 de 2 registros')).toBeVisible();
    await search(page, 'jardins do horto');
    await expect(page.getByText('Nenhum empreendimento encontrado.')).toBeVisible();
    await search(page, '');
    await expect(cards(page)).toHaveCount(2);
    await cards(page).first().getByRole('button').click();
    await expect(page).toHaveURL(/\/empreendimento\/\d+\/status\?name=[^&]+$/);
  });

  test('a failed load shows the error and "Tentar novamente" loads the list', async ({ page }) => {
    await loginThroughPage(page, accounts.company);
    await expect(cards(page).first()).toBeVisible();
    let failures = 0;
    await page.route('**/api/v1/enterprises?**', async (route) => {
      if (failures === 0) {
        failures += 1;
        await route.abort('internetdisconnected');
      } else {
        await route.continue();
      }
    });
    await page.reload();
    // A full reload boots the app again: a slow machine needs more than the default 5 s.
    await expect(shownAlert(page)).toContainText('Não foi possível conectar ao servidor', {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(cards(page).first()).toBeVisible();
    expect(failures).toBe(1);
  });
  test('each batch and each card image is asked once: page 2 and back ask nothing again', async ({
    page,
  }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (
        pathname === '/api/v1/enterprises' ||
        pathname.startsWith('/api/v1/enterprise/attachments/default/')
      ) {
        reads.push(pathname);
      }
    });
    await loginThroughPage(page, accounts.admin);
    await expect(cards(page)).toHaveCount(8);
    await expect(cards(page).first().locator('img')).toHaveAttribute('src', /^data:image\//);
    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(page.getByText(/^Mostrando 9 - \d+ de \d+ registros$/)).toBeVisible();
    await page.getByRole('button', { name: 'Página 1' }).click();
    await expect(page.getByText(/^Mostrando 1 - 8 de \d+ registros$/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The list once (the preloaded first batch taken over), each image once (SWR's cache, decision 069).
    expect(reads.filter((read) => read === '/api/v1/enterprises')).toHaveLength(1);
    const images = reads.filter((read) => read !== '/api/v1/enterprises');
    expect(images.length).toBeGreaterThan(8);
    expect(new Set(images).size).toBe(images.length);
  });
});
