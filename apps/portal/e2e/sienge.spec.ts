import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { watchConsoleErrors } from './support/console';
import { loginThroughPage } from './support/journeys';

/**
 * 'Integração Sienge' against a real sync (decision 024): the suite's second server
 * (support/sienge-server.mjs) is the same build with SIENGE_BASE_URL pointing at a simulated tenant of
 * 12 customers. The admin starts a sync with 'Sincronizar agora' and the page shows its result — the
 * manual trigger, the outcome and what it changed — read from the server, not from a fixture.
 */
test.use({ baseURL: `http://127.0.0.1:${process.env.PW_SIENGE_PORT}` });

test("'Sincronizar agora' runs a sync of the simulated tenant and the page shows what it changed", async ({
  page,
}) => {
  test.slow();
  const errors = watchConsoleErrors(page);
  await loginThroughPage(page, accounts.admin);
  await page.getByRole('link', { name: 'Sienge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Integração Sienge' })).toBeVisible();
  const syncNow = page.getByRole('button', { name: 'Sincronizar agora' });
  // The scheduler may be syncing already (its first look is five minutes after the start): then the
  // button waits, disabled, for that sync to end.
  await expect(syncNow).toBeEnabled({ timeout: 60_000 });
  await syncNow.click();
  // The page reads the status again every 5 s while the sync runs, and shows the finished one.
  await expect(page.getByText('Manual')).toBeVisible({ timeout: 60_000 });
  await expect(syncNow).toBeEnabled({ timeout: 60_000 });
  await expect(page.getByText(/^Concluída/).first()).toBeVisible();
  const changes = page.getByRole('table', { name: 'Alterações da sincronização' });
  // Created by this sync, or unchanged when the scheduler's sync brought them first: 12 either way.
  await expect(changes.getByRole('row').filter({ hasText: 'Clientes' })).toContainText('12');

  // Every batch the sync wrote is in the import history, as Sienge's.
  await page.getByRole('link', { name: 'Importar dados' }).click();
  const history = page.getByRole('table', { name: 'Importações realizadas' });
  await expect(history.getByRole('row').filter({ hasText: 'Sienge' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
