import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../config/paths';
import { DEMO_BRAND_STRINGS, EXAMPLE_BRAND_FILE } from '../test/brand-fixtures';
import { ACCOUNTS, customerIdOf, get, tokenOf } from '../test/demo-fixtures';
import { lastMailTo } from '../test/outbox';
import { findInstallment, pdfText } from '../test/slip-helpers';
import { clientAddress, startTestServer, type TestServer } from '../test/test-server';

/** Fails naming the demo brand's strings found in `text` (a surface of the example brand). */
function expectNoDemoBrand(surface: string, text: string): void {
  expect(
    DEMO_BRAND_STRINGS.filter((demo) => text.includes(demo)),
    surface,
  ).toEqual([]);
}

describe('the example brand (BRAND_FILE=docs/brand.example.json) on every surface', () => {
  let server: TestServer;
  let ana: string;
  let company: string;
  const logo = readFileSync(join(EXAMPLE_BRAND_FILE, '..', 'brand-example', 'logo.svg'));

  beforeAll(async () => {
    // The build's own index.html, so the test sees what the build carries of the demo (colour, icon, title).
    const portalDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    copyFileSync(join(serverRoot(), '..', 'portal', 'index.html'), join(portalDir, 'index.html'));
    server = await startTestServer('pglite', { portalDir, env: { BRAND_FILE: EXAMPLE_BRAND_FILE } });
    // The test database holds the demo *data* (its companies are "Horizonte … SPE Ltda" in Belo
    // Horizonte); renamed here, so any demo string left on a document can only come from the brand.
    await server.ctx.db.execute(
      sql`update companies set name = 'Aurora Parque ' || id || ' SPE Ltda', city = 'Curitiba', address = 'Rua das Flores, 100'`,
    );
    [ana, company] = await Promise.all([tokenOf(server, 'ana'), tokenOf(server, 'company')]);
  });
  afterAll(() => server?.stop());

  it('dresses the page: title, description, theme colour, icon, manifest, and the runtime brand', async () => {
    const page = await (await server.fetch('/')).text();
    const hash = server.ctx.brand.logo?.hash;
    expect(page).toContain('<title>Minha Aurora</title>');
    expect(page).toContain('content="Minha Aurora, de Construtora Aurora Ltda: acompanhe');
    expect(page).toContain('<meta name="theme-color" content="#9A3412" />');
    expect(page).toContain(
      `<link rel="icon" type="image/svg+xml" href="/brand/favicon?v=${server.ctx.brand.favicon?.hash}" />`,
    );
    expect(page).toContain('<link rel="manifest" href="/brand/manifest.webmanifest" />');
    expect(page).toContain('"companyName":"Construtora Aurora Ltda","portalName":"Minha Aurora"');
    expect(page).toContain(`"logoUrl":"/brand/logo?v=${hash}"`);
    expect(page).toContain('"brand":"#9A3412"');
    expect(page).toContain('"whatsappUrl":"https://wa.me/5541932007010"');
    expect(page).not.toContain('/favicon.svg');
    expect(page).not.toContain('atendimento@aurora'); // internal recipients stay on the server
    expectNoDemoBrand('page', page);
  });

  it('serves the logo and favicon as images that cannot run, cached by their hash', async () => {
    const hash = server.ctx.brand.logo?.hash ?? '';
    const hashed = await server.fetch(`/brand/logo?v=${hash}`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('content-type')).toBe('image/svg+xml');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hashed.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(Buffer.from(await hashed.arrayBuffer()).equals(logo)).toBe(true);
    expect((await server.fetch('/brand/logo')).headers.get('cache-control')).toBe('no-cache');
    const favicon = await server.fetch(`/brand/favicon?v=${server.ctx.brand.favicon?.hash}`);
    expect(favicon.headers.get('content-type')).toBe('image/svg+xml');
    const png = await server.fetch(`/brand/logo.png?v=${hash}`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const manifest = await server.fetch('/brand/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(await manifest.json()).toMatchObject({
      name: 'Minha Aurora · Construtora Aurora Ltda',
      short_name: 'Minha Aurora',
      theme_color: '#9A3412',
      icons: [{ src: `/brand/favicon?v=${server.ctx.brand.favicon?.hash}`, type: 'image/svg+xml' }],
    });
    expect((await server.fetch('/brand/nada')).status).toBe(404);
  });

  it('sends e-mails in the brand: sender, names, colour and logo', async () => {
    const answer = await server.json('POST', '/api/v1/user/send-reset-password-email', {
      body: { email: ACCOUNTS.ana.email },
      headers: clientAddress(),
    });
    expect(answer.status).toBe(200);
    const mail = await lastMailTo(server, ACCOUNTS.ana.email);
    expect(mail?.from).toBe('Minha Aurora <nao-responda@aurora.example.com.br>');
    // The company's name, not only the portal's (product rule §3).
    expect(mail?.subject).toBe('Minha Aurora: redefinição de senha | Construtora Aurora Ltda');
    expect(mail?.html).toContain('Construtora Aurora Ltda · Minha Aurora');
    expect(mail?.html).toContain('background:#9A3412');
    expect(mail?.html).toContain(
      `<img src="https://portal.exemplo.test/brand/logo.png?v=${server.ctx.brand.logo?.hash}" alt="Construtora Aurora Ltda"`,
    );
    expect(mail?.text).toContain('— Construtora Aurora Ltda');
    const { to: _to, ...rest } = mail ?? {};
    expectNoDemoBrand('e-mail', JSON.stringify(rest));
  });

  async function pdfOf(url: string, name: string): Promise<{ text: string; bytes: Buffer }> {
    const download = await server.fetch(url);
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    if (process.env.KEEP_PDF) copyFileSync(pdfText(bytes).path, `/tmp/brand-${name.replace(' ', '-')}.pdf`);
    return { text: pdfText(bytes).text, bytes };
  }

  it('prints the slip, the statement and the income-tax report with the company name and logo', async () => {
    const payable = await findInstallment(server, ana, 'payable-this-month');
    const slip = await get(
      server,
      ana,
      `/api/v1/invoice/payment_slip/pdf?billReceivableId=${payable.bill}&installmentId=${payable.installment.installment_id}&numberTitle=${payable.bill}&enterpriseId=0`,
    );
    expect(slip.status, JSON.stringify(slip.body)).toBe(200);
    const paid = await findInstallment(server, ana, 'paid');
    const statement = await get(
      server,
      ana,
      `/api/v1/financial_statement/current_debit_balance/pdf?customerId=${customerIdOf(ana)}&numberTitle=${paid.bill}&enterpriseId=0`,
    );
    expect(statement.status, JSON.stringify(statement.body)).toBe(200);
    const theirs = await findInstallment(server, company, 'paid');
    const summaries = (
      await get(
        server,
        company,
        `/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-01-01&customerId=${customerIdOf(company)}`,
      )
    ).body as { bill_id: number; company: { id: number } }[];
    const rows = (
      await get(
        server,
        company,
        `/api/v1/financial_statement/current_debit_balance?numberTitle=${theirs.bill}`,
      )
    ).body as { receipt_date: string | null }[];
    const year = rows.find((r) => r.receipt_date)?.receipt_date?.slice(0, 4);
    const companyId = summaries.find((s) => s.bill_id === theirs.bill)?.company.id;
    const incomeTax = await get(
      server,
      company,
      `/api/v1/income_tax/report/pdf?customerId=${customerIdOf(company)}&companyId=${companyId}&year=${year}`,
    );
    expect(incomeTax.status, JSON.stringify(incomeTax.body)).toBe(200);
    for (const [name, url] of [
      ['slip', slip.body.url as string],
      ['statement', statement.body.url_report as string],
      ['income tax', incomeTax.body.url_report as string],
    ] as const) {
      const { text, bytes } = await pdfOf(url, name);
      expect(text, name).toContain('Construtora Aurora Ltda');
      // The SVG logo, rasterised, is drawn as an image.
      expect(bytes.includes('/Subtype /Image'), name).toBe(true);
      expectNoDemoBrand(name, text);
    }
  });
});
