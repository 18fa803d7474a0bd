// The second server of the end-to-end suite (playwright.config.ts): a simulated Sienge tenant, then the
// production bundle the first server already built (`apps/server/dist/main.js`, the portal build of
// `apps/portal/dist`) with SIENGE_BASE_URL pointing at the tenant, on its own port and data folder.
// It waits for the first server, so the two never build the same files at once. SIGTERM stops both.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulatedTenant } from '../../../server/scripts/simulated-sienge.mjs';
import { startBundle, stopWithSignals, waitFor } from './bundle-server.mjs';

const { PW_E2E_PORT, PW_SIENGE_PORT } = process.env;

await waitFor(`http://127.0.0.1:${PW_E2E_PORT}/readyz`, 240);
// Three installments due after today on every bill: the prepayment journey pays them ahead.
const { tenant, env } = await startSimulatedTenant(12, { futureInstallments: 3 });
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-sienge-'));
const server = startBundle({
  port: PW_SIENGE_PORT,
  origin: `http://127.0.0.1:${PW_SIENGE_PORT}`,
  dataDir,
  env,
});
stopWithSignals(server, dataDir, () => tenant.close());
