import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { freePort, THROWAWAY_SERVER_ENV } from '../../../scripts/throwaway-server.mjs';

/**
 * End-to-end suite: the real server started the README's way (`pnpm start` from the repository root,
 * which bundles the server and builds the portal when its build is stale) on a free loopback port and
 * a fresh DATA_DIR, driven by Debian's Chromium. `pnpm --filter @portal/portal e2e`, or `pnpm test`.
 *
 * Playwright loads this file in the runner and again in every worker: the port and the folder are
 * chosen once, in the runner, and handed down through the environment so every process agrees.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Failure artifacts (traces, screenshots) of a run go to e2e/test-results/<port>. Playwright empties
 * its output folder when a run starts, so two runs in one working tree sharing one folder deleted each
 * other's traces mid-test, failing tests that passed.
 */
const resultsRoot = fileURLToPath(new URL('test-results', import.meta.url));

process.env.PW_E2E_PORT ??= freePort();
const port = process.env.PW_E2E_PORT;
// The second server (e2e/support/sienge-server.mjs): the same build with a simulated Sienge tenant.
process.env.PW_SIENGE_PORT ??= freePort();
const siengePort = process.env.PW_SIENGE_PORT;
// The third (e2e/support/https-server.mjs): the same build over HTTPS and HTTP/2 (decision 044).
process.env.PW_HTTPS_PORT ??= freePort();
const httpsPort = process.env.PW_HTTPS_PORT;
if (!process.env.PW_E2E_DATA_DIR) {
  // In the runner only, once: prune the artifacts of runs older than a day.
  const dayAgo = Date.now() - 86_400_000;
  for (const entry of existsSync(resultsRoot) ? readdirSync(resultsRoot) : []) {
    const folder = join(resultsRoot, entry);
    if (statSync(folder).mtimeMs < dayAgo) rmSync(folder, { recursive: true, force: true });
  }
  // A fresh folder per run (PGlite initialises and seeds it on the first start, ≈5 s), removed when
  // the runner exits unless PW_KEEP_DATA is set. Not in a globalTeardown: Playwright runs that before
  // it stops the webServer (which still holds the database), and not at all when the server failed
  // to start.
  const created = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  process.env.PW_E2E_DATA_DIR = created;
  process.once('exit', () => {
    if (process.env.PW_KEEP_DATA) console.log(`e2e: data kept in ${created}`);
    else rmSync(created, { recursive: true, force: true });
  });
}
const dataDir = process.env.PW_E2E_DATA_DIR;

// 127.0.0.1, never localhost: the server listens on loopback IPv4 in development and /dev/mail
// answers loopback clients only; e-mail links (PUBLIC_URL) must land on the same origin as the tests,
// or localStorage would be another origin's.
const origin = `http://127.0.0.1:${port}`;

/**
 * A server of one journey (e2e/support/<script>), started by Playwright beside the first one. It waits
 * for the first one, which builds the portal and the server bundle, then starts that bundle on its own
 * port; `env` names the port.
 */
function extraServer(script: string, url: string, env: Record<string, string>) {
  return {
    command: `node apps/portal/e2e/support/${script}`,
    cwd: repoRoot,
    url,
    timeout: 300_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { PW_E2E_PORT: port, ...env },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(resultsRoot, port),
  // One worker: every journey shares one server and its demo accounts; 2 cores also run that server.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // Twice Playwright's defaults: journeys are many steps, and on 2 cores the server, Chromium and the
  // runner share the CPU (on a busy machine a click alone has taken seconds).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: origin,
    browserName: 'chromium',
    headless: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
  webServer: [
    {
      command: 'pnpm start',
      cwd: repoRoot,
      url: `${origin}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      // SIGTERM: the server drains and closes its database before the data folder is removed.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      // The server's output: DEBUG=pw:webserver shows it (build steps, start-up).
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...THROWAWAY_SERVER_ENV,
        PORT: port,
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        // Our own build, whatever the caller's shell holds.
        STATIC_DIR: '',
      },
    },
    // Only the Sienge journey (sienge.spec.ts) uses it.
    extraServer('sienge-server.mjs', `http://127.0.0.1:${siengePort}/readyz`, { PW_SIENGE_PORT: siengePort }),
    // Only https.spec.ts uses it.
    {
      ...extraServer('https-server.mjs', `https://127.0.0.1:${httpsPort}/readyz`, {
        PW_HTTPS_PORT: httpsPort,
      }),
      ignoreHTTPSErrors: true,
    },
  ],
});
