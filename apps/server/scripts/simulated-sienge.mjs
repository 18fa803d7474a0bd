// A simulated Sienge tenant on loopback (src/test/simulated-sienge.ts, the one the connector
// tests use), for trying the connector and the 'Integração Sienge' page without a real tenant:
//
//   node apps/server/scripts/simulated-sienge.mjs [customers]      # prints the variables, runs until Ctrl+C
//
// then start the server with the three variables it prints. The tenant's rows are made up (buildTenant).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * Bundles the TypeScript simulator (and the domain code it uses) and starts a tenant of `customers`;
 * `futureInstallments` adds that many open installments due after today to every bill (the ones a
 * customer may pay ahead, product rule §8).
 */
export async function startSimulatedTenant(customers = 12, { futureInstallments = 0 } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'simulated-sienge-'));
  const outfile = join(folder, 'simulated-sienge.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('../src/test/simulated-sienge.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  const simulator = await import(pathToFileURL(outfile).href);
  rmSync(folder, { recursive: true, force: true });
  const data = simulator.buildTenant(customers);
  if (futureInstallments > 0) {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    simulator.withFutureInstallments(data, today, futureInstallments);
  }
  const tenant = await simulator.startSimulatedSienge(data);
  return {
    tenant,
    env: {
      SIENGE_BASE_URL: tenant.baseUrl,
      SIENGE_USER: simulator.SIMULATED_USER,
      SIENGE_PASSWORD: simulator.SIMULATED_PASSWORD,
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { tenant, env } = await startSimulatedTenant(Number(process.argv[2] ?? 12));
  for (const [name, value] of Object.entries(env)) console.log(`${name}=${value}`);
  const stop = () => tenant.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
