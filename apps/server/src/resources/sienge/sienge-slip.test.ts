import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { simulatedClient, simulatedTenantPerTest } from '../../test/sienge-import-fixtures';
import { buildTenant, type SimulatedSienge, tenantSlipPdf } from '../../test/simulated-sienge';
import { SiengeError } from './sienge-client';
import { fetchTenantSlip, siengeInstallmentIds } from './sienge-slip';

const startTenant = simulatedTenantPerTest();
/** A client of the simulated tenant that tries a call three times at most, without sleeping. */
const clientOf = (tenant: SimulatedSienge) => simulatedClient(tenant, { maxAttempts: 3 }).client;

describe('tenant slip (second copy)', () => {
  it("tells the connector's installments from other imports by their external ids", () => {
    expect(siengeInstallmentIds('5001', '5001/2')).toEqual({ billReceivableId: '5001', installmentId: '2' });
    expect(siengeInstallmentIds(null, null)).toBeUndefined();
    expect(siengeInstallmentIds('CT-1', 'CT-1/2')).toBeUndefined();
    expect(siengeInstallmentIds('5002', '5001/2')).toBeUndefined();
    expect(siengeInstallmentIds('5001', 'P-7')).toBeUndefined();
  });

  it('reads the line and the PDF bytes; no slip registered is null', async () => {
    const sienge = await startTenant(buildTenant(1, 3));
    const client = clientOf(sienge);
    const slip = await fetchTenantSlip(client, { billReceivableId: '5001', installmentId: '2' });
    expect(slip?.digitableLine).toBe(sienge.data.slips['5001/2']?.digitableNumber);
    expect(
      Buffer.from(slip?.pdf ?? []).equals(
        Buffer.from(sienge.data.reports['/relatorios/boleto-5001-2.pdf'] ?? []),
      ),
    ).toBe(true);
    // The paid first installment has none: Sienge's 404.
    expect(await fetchTenantSlip(client, { billReceivableId: '5001', installmentId: '1' })).toBeNull();
  });

  it('refuses a report that is not a PDF, and retries then reports a failing report link', async () => {
    const sienge = await startTenant(buildTenant(1, 3));
    sienge.data.reports['/relatorios/boleto-5001-2.pdf'] = new Uint8Array(Buffer.from('<html>login</html>'));
    const client = clientOf(sienge);
    const notPdf = await fetchTenantSlip(client, { billReceivableId: '5001', installmentId: '2' }).catch(
      (e) => e,
    );
    expect(notPdf).toBeInstanceOf(SiengeError);
    expect((notPdf as SiengeError).message).toBe('O boleto do Sienge não é um PDF.');
    for (let i = 0; i < 3; i++) sienge.fail({ pathPrefix: '/relatorios/', status: 503 });
    const down = await fetchTenantSlip(client, { billReceivableId: '5001', installmentId: '3' }).catch(
      (e) => e,
    );
    expect(down).toMatchObject({ kind: 'server', attempts: 3, path: '/relatorios/boleto-5001-3.pdf' });
  });

  it("sends the API credentials only to the tenant's own origin", async () => {
    const sienge = await startTenant(buildTenant(1, 3));
    const seen: IncomingHttpHeaders[] = [];
    const elsewhere = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end(tenantSlipPdf('outro'));
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = elsewhere.address() as AddressInfo;
      const slip = sienge.data.slips['5001/2'];
      if (!slip) throw new Error('no slip');
      slip.urlReport = `http://localhost:${port}/boleto.pdf?token=abc`;
      // Loopback over http is reachable only through the fetcher's test-only injection (decision 058).
      const client = simulatedClient(sienge, { maxAttempts: 3, outboundTestOnly: { loopbackPorts: [port] } });
      const got = await fetchTenantSlip(client.client, { billReceivableId: '5001', installmentId: '2' });
      expect(got?.pdf.length).toBeGreaterThan(100);
      expect(seen).toHaveLength(1);
      expect(seen[0]?.authorization).toBeUndefined();
      // The API call itself carried them: the simulated API checks HTTP Basic and answered.
      expect(sienge.calls[0]).toBe('/payment-slip-notification?billReceivableId=5001&installmentId=2');
    } finally {
      elsewhere.closeAllConnections();
      await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
    }
  });
});
