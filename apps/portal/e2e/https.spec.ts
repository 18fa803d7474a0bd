import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { watchConsoleErrors } from './support/console';
import { loginThroughPage, openFirstStatement } from './support/journeys';

/**
 * The portal served over HTTPS by the server itself (TLS_CERT_FILE and TLS_KEY_FILE, decision 044): the
 * suite's third server (support/https-server.mjs), the same build with a certificate made for the run,
 * which this browser accepts. The customer's journey works as over plain HTTP, and the page's files and
 * calls travel over HTTP/2.
 */
test.use({ baseURL: `https://127.0.0.1:${process.env.PW_HTTPS_PORT}`, ignoreHTTPSErrors: true });

test('over HTTPS a customer signs in and reads a statement, every file and call over HTTP/2', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  const first = await page.goto('/');
  expect(first?.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  await loginThroughPage(page, accounts.ana);
  expect(await openFirstStatement(page)).toBeGreaterThan(0);

  const protocols = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
      (entry) => `${(entry as PerformanceResourceTiming).nextHopProtocol} ${new URL(entry.name).pathname}`,
    ),
  );
  expect(protocols.some((line) => line.includes('/api/v1/financial_statement/'))).toBe(true);
  expect(protocols.filter((line) => !line.startsWith('h2 '))).toEqual([]);
  expect(errors).toEqual([]);
});
