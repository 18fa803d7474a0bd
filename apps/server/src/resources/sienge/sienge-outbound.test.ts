import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { simulatedClient, simulatedTenantPerTest } from '../../test/sienge-import-fixtures';
import { buildTenant } from '../../test/simulated-sienge';
import { SIENGE_MAX_ROWS, SiengeError } from './sienge-client';
import { fetchTenantSlip } from './sienge-slip';

const startTenant = simulatedTenantPerTest();
const IDS = { billReceivableId: '5001', installmentId: '2' };

/**
 * Decision 058: a report link the ERP names is fetched only under the outbound rules (https, allowed
 * host, public address, redirects re-checked, 5 MB), and a list's `count` cannot make unbounded calls.
 */
describe('Sienge outbound fetches', () => {
  const servers: Server[] = [];
  let hits = 0;
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
  const listen = async (handler: Parameters<typeof createServer>[1]) => {
    const server = createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
  const internalPort = () =>
    listen((_, res) => {
      hits++;
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end('%PDF-1.7 documento interno');
    });

  it('refuses a urlReport on a private address, an integer host, or a redirect to one; fetches nothing', async () => {
    const sienge = await startTenant(buildTenant(1, 3));
    const internal = await internalPort();
    const redirector = await listen((_, res) => {
      res.writeHead(302, { Location: `http://127.0.0.1:${internal}/boleto.pdf` });
      res.end();
    });
    const slip = sienge.data.slips['5001/2'];
    if (!slip) throw new Error('no slip');
    // The redirector is reachable (test-only injection); where it points is not.
    const client = simulatedClient(sienge, {
      maxAttempts: 3,
      outboundTestOnly: { loopbackPorts: [redirector] },
    });
    for (const url of [
      `http://127.0.0.1:${internal}/boleto.pdf`,
      `http://2130706433:${internal}/boleto.pdf`,
      `https://169.254.169.254/latest/meta-data/`,
      `http://127.0.0.1:${redirector}/boleto.pdf`,
    ]) {
      slip.urlReport = url;
      const refused = await fetchTenantSlip(client.client, IDS).catch((e: unknown) => e);
      expect(refused, url).toBeInstanceOf(SiengeError);
      expect(refused, url).toMatchObject({ kind: 'refused' });
    }
    expect(hits).toBe(0);
  });

  it("refuses a report over 5 MB, even from the tenant's own origin", async () => {
    const sienge = await startTenant(buildTenant(1, 3));
    const huge = new Uint8Array(6 * 1024 * 1024).fill(65);
    huge.set(Buffer.from('%PDF-1.7'));
    sienge.data.reports['/relatorios/boleto-5001-2.pdf'] = huge;
    const refused = await fetchTenantSlip(simulatedClient(sienge).client, IDS).catch((e: unknown) => e);
    expect(refused).toMatchObject({ name: 'SiengeError', kind: 'refused' });
  });

  it('stops a list whose count is not sane after its first page', async () => {
    const port = await listen((_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          resultSetMetadata: { count: 1e12, offset: 0, limit: 200 },
          results: Array.from({ length: 200 }, (_, i) => ({ id: i + 1 })),
        }),
      );
    });
    const sienge = await startTenant(buildTenant(1, 1));
    const { client } = simulatedClient({ ...sienge, baseUrl: `http://127.0.0.1:${port}/api` });
    const read = async () => {
      for await (const _page of client.pages('/customers')) {
        // read them all
      }
    };
    await expect(read()).rejects.toMatchObject({ name: 'SiengeError', kind: 'invalid-response' });
    expect(client.calls).toBe(1);
    expect(SIENGE_MAX_ROWS).toBe(200_000);
  });
});
