import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIdOf, get, tokenOf } from '../../test/demo-fixtures';
import { findInstallment } from '../../test/slip-helpers';
import { backends, startTestServer, type TestServer } from '../../test/test-server';

/** CRC-32 of PNG chunks (Node 20 has no zlib.crc32). */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A valid small PNG whose header then claims 60 000 × 60 000 pixels (a decompression bomb). */
async function pixelBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ccc' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(60_000, 16);
  png.writeUInt32BE(60_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe.each(backends())('admin: photos and generation reports (%s)', (backend) => {
  let server: TestServer;
  let ana: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    [ana, admin] = await Promise.all([tokenOf(server, 'ana'), tokenOf(server, 'admin')]);
  });
  afterAll(() => server?.stop());

  const upload = (
    token: string,
    files: { bytes: Uint8Array; name: string; type: string }[],
    enterpriseId: number,
  ) => {
    const form = new FormData();
    form.set('enterprise_id', String(enterpriseId));
    form.set('year', '2026');
    form.set('month', '3');
    for (const [i, f] of files.entries())
      form.set(`files[${i}]`, new Blob([f.bytes as BlobPart], { type: f.type }), f.name);
    return server.fetch('/api/v1/enterprise/attachments', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  };

  it('uploads sniffed, re-encoded photos, lists them and deletes them by name (admin only)', async () => {
    const [enterprise] = (await get(server, admin, '/api/v1/enterprises?query=serra')).body as {
      id: number;
    }[];
    const id = (enterprise as { id: number }).id;
    const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#8ab' } })
      .jpeg()
      .toBuffer();
    const webp = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#a84' } })
      .webp()
      .toBuffer();
    expect((await upload(ana, [{ bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' }], id)).status).toBe(403);
    const res = await upload(
      admin,
      [
        { bytes: jpeg, name: 'obra.png', type: 'image/png' },
        { bytes: webp, name: 'b.webp', type: 'image/webp' },
      ],
      id,
    );
    expect(res.status).toBe(201);
    expect((await res.json()).code).toBe('IMG-POST-201');
    const list = await get(
      server,
      admin,
      `/api/v1/enterprise/attachments?enterprise_id=${id}&year=2026&month=3`,
    );
    expect(list.body).toHaveLength(2);
    const names = list.body.map((p: { filename: string }) => p.filename) as string[];
    expect(names.map((n) => n.split('.').pop()).sort()).toEqual(['jpg', 'webp']);
    const stored = await sharp(
      Buffer.from(list.body.find((p: { filename: string }) => p.filename.endsWith('.jpg')).file, 'base64'),
    ).metadata();
    expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBe(1920);
    expect(
      (
        await server.json('DELETE', '/api/v1/enterprise/attachments', {
          token: ana,
          body: { filenames: names },
        })
      ).status,
    ).toBe(403);
    const del = await server.json('DELETE', '/api/v1/enterprise/attachments', {
      token: admin,
      body: { filenames: names },
    });
    expect(del.status).toBe(200);
    expect(del.body.code).toBe('IMG-DELETE-200');
    expect(
      (await get(server, admin, `/api/v1/enterprise/attachments?enterprise_id=${id}&year=2026&month=3`))
        .status,
    ).toBe(404);
  });

  it('refuses a PDF named .png and a pixel bomb, storing nothing', async () => {
    const [enterprise] = (await get(server, admin, '/api/v1/enterprises?query=porto')).body as {
      id: number;
    }[];
    const id = (enterprise as { id: number }).id;
    const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    const fake = await upload(admin, [{ bytes: pdf, name: 'foto.png', type: 'image/png' }], id);
    expect(fake.status).toBe(400);
    expect((await fake.json()).msg).toBe('Houve um erro ao adicionar a imagem.');
    expect(
      (await upload(admin, [{ bytes: await pixelBomb(), name: 'bomb.png', type: 'image/png' }], id)).status,
    ).toBe(400);
    expect(
      (await get(server, admin, `/api/v1/enterprise/attachments?enterprise_id=${id}&year=2026&month=3`))
        .status,
    ).toBe(404);
  });

  it('reports generated slips and statements with the filters; customers get 403', async () => {
    const { bill, installment } = await findInstallment(server, ana, 'payable-this-month');
    expect(
      (
        await get(
          server,
          ana,
          `/api/v1/invoice/payment_slip/pdf?billReceivableId=${bill}&installmentId=${installment.installment_id}&numberTitle=${bill}`,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await get(
          server,
          ana,
          `/api/v1/financial_statement/current_debit_balance/pdf?customerId=${customerIdOf(ana)}&numberTitle=${bill}`,
        )
      ).status,
    ).toBe(200);
    for (const path of ['/api/v1/reports/payment-slip', '/api/v1/reports/financial-statement']) {
      expect((await get(server, ana, path)).status).toBe(403);
      const all = await get(server, admin, `${path}?customerName=${encodeURIComponent('ANA beatriz')}`);
      expect(all.status, JSON.stringify(all.body)).toBe(200);
      expect(all.body.total).toBe(1);
      const [item] = all.body.items;
      expect(item.contract_id).toBe(bill);
      expect(item.customer_email).toBe('ana@demo.com.br');
      expect((await get(server, admin, `${path}?contractId=${bill}&customerEmail=ana@demo`)).body.total).toBe(
        1,
      );
      expect(
        (
          await get(
            server,
            admin,
            `${path}?contractDateFrom=${item.contract_date}&contractDateTo=${item.contract_date}`,
          )
        ).body.total,
      ).toBeGreaterThanOrEqual(1);
      expect((await get(server, admin, `${path}?contractDateTo=2001-01-01`)).body).toEqual({
        items: [],
        total: 0,
      });
    }
    const slip = (await get(server, admin, '/api/v1/reports/payment-slip')).body.items[0];
    expect(slip.due_value).toBe(installment.current_balance);
    expect(slip.name).toMatch(/^\d{17}$/);
  });
});
