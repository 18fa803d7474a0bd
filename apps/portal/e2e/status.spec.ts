import { expect, type Page, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { loginThroughPage } from './support/journeys';
import { solidPng } from './support/png';

const NO_PHOTOS = 'Este empreendimento não possui imagens na data selecionada.';
const monthNames = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

/** Today in São Paulo: the seed dates the construction photos of the last months from it. */
function today(): { year: number; month: number } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .split('-')
    .map(Number);
  return { year: year as number, month: month as number };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

async function filterPhotos(page: Page, year: number, month: number) {
  await choose(page, 'Filtrar por ano', String(year));
  await choose(page, 'Filtrar por mês', monthNames[month - 1] as string);
  await page.getByRole('button', { name: 'Filtrar' }).click();
}

const gallery = (page: Page) => page.getByRole('list', { name: 'Fotos da obra' });

/** 'Remover imagem' under the first photo, confirmed in the question that follows. */
async function removeFirstPhoto(page: Page) {
  await gallery(page)
    .getByRole('button', { name: /Remover imagem/ })
    .first()
    .click();
  await page
    .getByRole('alertdialog', { name: 'Remover esta imagem?' })
    .getByRole('button', { name: 'Remover imagem' })
    .click();
}

test.describe('enterprise status', () => {
  test('customer: progress, photos of a month that has them, the 404 text for one without', async ({
    page,
  }) => {
    await loginThroughPage(page, accounts.ana);
    await page.getByRole('button', { name: /Residencial Serra Azul/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Residencial Serra Azul' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Trilha de navegação' })).toContainText('Status');

    const now = today();
    await filterPhotos(page, now.year, now.month);
    await expect(gallery(page).getByRole('listitem').first()).toBeVisible();
    // Three photos a page at most (spec section 9).
    expect(await gallery(page).getByRole('listitem').count()).toBeLessThanOrEqual(3);
    // The customer's year filter reaches back past this year (the timeline carries the creation date).
    await filterPhotos(page, now.year - 1, now.month);
    await expect(page.getByText(NO_PHOTOS)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar imagens' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(gallery(page).getByRole('listitem').first()).toBeVisible();
    await gallery(page)
      .getByRole('button', { name: /Ampliar foto 1/ })
      .click();
    await expect(page.getByRole('dialog', { name: /Foto 1 de/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a bad enterprise id shows a clear message, never a crash', async ({ page }) => {
    await loginThroughPage(page, accounts.ana);
    for (const id of ['abc', '0', '99999999999999999999', '12']) {
      await page.goto(`/empreendimento/${id}/status`);
      // A full page load boots the app first: give it the time a slow machine needs.
      await expect(page.getByText('Este empreendimento não foi encontrado.')).toBeVisible({
        timeout: 15_000,
      });
    }
    await page.getByRole('link', { name: 'Voltar para Empreendimentos' }).click();
    await expect(page).toHaveURL(/\/empreendimentos$/);
  });

  test('admin adds a photo to a month without photos and removes it after confirming', async ({ page }) => {
    await loginThroughPage(page, accounts.admin);
    await page.getByRole('searchbox', { name: 'Nome do empreendimento' }).fill('Jardins do Horto');
    await page.getByRole('searchbox', { name: 'Nome do empreendimento' }).press('Enter');
    await page.getByRole('button', { name: /Jardins do Horto/ }).click();
    await expect(page).toHaveURL(/creation=/);

    // A year ago this month: no photo there, so the one added is the only one.
    const now = today();
    await filterPhotos(page, now.year - 1, now.month);
    // A failed earlier attempt (CI retries once) may have left its photo there: remove it first.
    await expect(page.getByText(NO_PHOTOS).or(gallery(page))).toBeVisible();
    while ((await gallery(page).count()) > 0) {
      await removeFirstPhoto(page);
      await expect(page.getByText('Imagem removida com sucesso.', { exact: true }).first()).toBeVisible();
      await expect(page.getByText(NO_PHOTOS).or(gallery(page))).toBeVisible();
    }
    await expect(page.getByText(NO_PHOTOS)).toBeVisible();

    await page.getByLabel('Adicionar imagens').setInputFiles({
      name: 'obra-e2e.png',
      mimeType: 'image/png',
      buffer: solidPng(24, 24, [200, 120, 40]),
    });
    await expect(page.getByText('Imagem adicionada com sucesso.', { exact: true })).toBeVisible();
    await expect(gallery(page).getByRole('listitem')).toHaveCount(1);
    await expect(gallery(page).locator('img').first()).toHaveAttribute('src', /^data:image\/png;base64,/);

    await gallery(page)
      .getByRole('button', { name: /Remover imagem/ })
      .click();
    const question = page.getByRole('alertdialog', { name: 'Remover esta imagem?' });
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await expect(gallery(page).getByRole('listitem')).toHaveCount(1);
    await gallery(page)
      .getByRole('button', { name: /Remover imagem/ })
      .click();
    await question.getByRole('button', { name: 'Remover imagem' }).click();
    await expect(page.getByText('Imagem removida com sucesso.', { exact: true })).toBeVisible();
    await expect(page.getByText(NO_PHOTOS)).toBeVisible();
  });
});

test.describe('enterprise status on a phone', () => {
  // A touch phone: coarse pointer, no hover (product rules: progress bar, photos).
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('stages under way keep their bar; the progress loads as a skeleton; the enlarged photo fills the width and swipes', async ({
    page,
  }) => {
    await loginThroughPage(page, accounts.admin);
    await page.getByRole('searchbox', { name: 'Nome do empreendimento' }).fill('Torre Solaris');
    await page.getByRole('searchbox', { name: 'Nome do empreendimento' }).press('Enter');
    const card = page.getByRole('button', { name: /Torre Solaris/ });
    // The card carries the overall progress and the expected delivery.
    await expect(card).toHaveAccessibleDescription(/^58% concluído Previsão de entrega: \S+ de \d{4}$/);
    await card.click();

    // Torre Solaris, 58 % overall: one stage done, four under way, each with its own bar.
    const stages = page.getByRole('list', { name: 'Etapas da obra' });
    await expect(page.getByRole('progressbar', { name: 'Progresso da obra' })).toHaveAttribute(
      'aria-valuenow',
      '58',
    );
    await expect(stages.getByText(', concluída')).toHaveCount(1);
    await expect(stages.getByText(', em andamento')).toHaveCount(4);
    await expect(stages.locator('[data-stage-bar]').nth(4)).toBeVisible();
    await expect(page.getByText(/^Previsão de entrega:/)).toBeVisible();

    // Photos newest first, each with its month; enlarged, the photo takes the whole width.
    const gallery = page.getByRole('list', { name: 'Fotos da obra' });
    await expect(gallery.getByRole('listitem').first()).toContainText(/^\S+ de \d{4}/);
    await gallery.getByRole('button', { name: /Ampliar foto 1 de/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Foto 1 de/ });
    const photo = dialog.getByRole('img');
    expect((await photo.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(375 * 0.9);
    await expect(dialog.getByText('Deslize para o lado para ver as outras fotos.')).toBeVisible();
    await expect(dialog.getByText('Use as setas do teclado para navegar e Esc para fechar.')).toBeHidden();
    const swipe = { pointerType: 'touch', isPrimary: true, pointerId: 3, clientY: 400 };
    await photo.dispatchEvent('pointerdown', { ...swipe, clientX: 320 });
    await photo.dispatchEvent('pointerup', { ...swipe, clientX: 60 });
    await expect(page.getByRole('dialog', { name: /^Foto 2 de/ })).toBeVisible();
    await page.getByRole('button', { name: 'Fechar foto' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // While the progress loads: a skeleton, never "0% concluído".
    await page.route('**/api/v1/enterprise/timeline*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => undefined);
    });
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: 'Carregando o andamento da obra' }),
    ).toBeVisible();
    await expect(page.getByText('0% concluído')).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: 'Progresso da obra' })).toHaveAttribute(
      'aria-valuenow',
      '58',
      {
        timeout: 15_000,
      },
    );
  });
});
