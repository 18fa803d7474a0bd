import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../../test/demo-fixtures';
import { backends, startTestServer, type TestServer } from '../../test/test-server';

interface ContractRow {
  id: number;
  document: string;
  customer_id: number;
  contract_date: string;
  email: string;
  name: string;
  enterprise: string;
  installment: number;
}

// The reports' JSON is written by the database (one named statement each): the answers must be the
// text `JSON.stringify` wrote when the server mapped rows itself — same keys, same order, same values.
describe.each(backends())('generation reports as one statement (%s)', (backend) => {
  let server: TestServer;
  let admin: string;
  let ana: ContractRow;
  let other: ContractRow;
  const slips: Record<string, unknown>[] = [];
  const statements: Record<string, unknown>[] = [];

  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = await tokenOf(server, 'admin');
    const { rows } = (await server.ctx.db.execute(sql`
      select distinct on (c.customer_id) c.id, c.document, c.customer_id, c.contract_date::text as contract_date,
        cu.email, cu.name, e.name as enterprise,
        (select min(i.id) from installments i where i.contract_id = c.id) as installment
      from contracts c join customers cu on cu.id = c.customer_id join enterprises e on e.id = c.enterprise_id
      where exists (select 1 from installments i where i.contract_id = c.id)
      order by c.customer_id, c.id`)) as unknown as { rows: ContractRow[] };
    ana = rows.find((r) => r.email === 'ana@demo.com.br') as ContractRow;
    other = rows.find(
      (r) => !r.email.includes('ana@demo') && r.contract_date !== ana.contract_date,
    ) as ContractRow;
    // Inserted oldest first; two share a moment, so the id decides (newest first).
    const slipRows = [
      [ana, '2026-03-01T10:00:00.123Z', '2026-03-10', 12345, '10000000000000001'],
      [other, '2026-03-02T10:00:00.000Z', '2026-04-10', 999, '10000000000000002'],
      [ana, '2026-03-02T10:00:00.000Z', '2026-05-10', 2_000_000_000_00, '10000000000000003'],
    ] as const;
    for (const [c, at, due, cents, nosso] of slipRows) {
      await server.ctx.db.execute(sql`insert into generated_slips
        (installment_id, contract_id, customer_id, nosso_numero, digitable_line, due_date, amount_cents, created_at)
        values (${c.installment}, ${c.id}, ${c.customer_id}, ${nosso}, '0', ${due}, ${cents}, ${at})`);
      slips.unshift({
        contract_id: c.id,
        contract_document: c.document,
        name: nosso,
        enterprise_name: c.enterprise,
        customer_email: c.email,
        contract_date: c.contract_date,
        due_date: due,
        due_value: cents,
        date: at,
      });
    }
    const statementRows = [
      [42, ana, '2026-02-01T08:30:00.007Z', 100, 200],
      [1_234_567, other, '2026-02-03T08:30:00.999Z', 0, 5],
    ] as const;
    for (const [id, c, at, paid, due] of statementRows) {
      await server.ctx.db.execute(sql`insert into generated_statements
        (id, contract_id, customer_id, paid_cents, due_cents, created_at) overriding system value
        values (${id}, ${c.id}, ${c.customer_id}, ${paid}, ${due}, ${at})`);
      statements.unshift({
        contract_id: c.id,
        contract_document: c.document,
        customer_email: c.email,
        contract_date: c.contract_date,
        paid_value: paid,
        due_value: due,
        name: id === 42 ? 'EXT-000042' : 'EXT-1234567',
        date: at,
      });
    }
  });
  afterAll(() => server?.stop());

  const text = async (path: string) => {
    const res = await server.fetch(path, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    return res.text();
  };
  const page = (items: unknown[], total: number) => JSON.stringify({ items, total });
  const slipsAt = (...at: number[]) => at.map((i) => slips[i]);

  it('answers every slip, newest first, as JSON.stringify wrote it', async () => {
    expect(await text('/api/v1/reports/payment-slip')).toBe(page(slips, 3));
    expect(await text('/api/v1/reports/financial-statement')).toBe(page(statements, 2));
  });

  it('pages: limit and offset cut the items, the total counts every match', async () => {
    const path = '/api/v1/reports/payment-slip';
    expect(await text(`${path}?limit=1&offset=1`)).toBe(page(slipsAt(1), 3));
    expect(await text(`${path}?limit=2&offset=0`)).toBe(page(slipsAt(0, 1), 3));
    expect(await text(`${path}?offset=9`)).toBe(page([], 3));
    expect(await text('/api/v1/reports/financial-statement?limit=1&offset=1')).toBe(page([statements[1]], 2));
  });

  it('filters by name (case, accents and wildcards), e-mail, contract and contract dates', async () => {
    const path = '/api/v1/reports/payment-slip';
    const name = encodeURIComponent(ana.name.toUpperCase().replace('A', 'Á'));
    expect(await text(`${path}?customerName=${name}`)).toBe(page(slipsAt(0, 2), 2));
    expect(await text(`${path}?customerName=%25`)).toBe(page([], 0));
    expect(await text(`${path}?customerEmail=${encodeURIComponent(' ANA@demo ')}`)).toBe(
      page(slipsAt(0, 2), 2),
    );
    expect(await text(`${path}?customerEmail=%25`)).toBe(page([], 0));
    expect(await text(`${path}?contractId=${other.id}`)).toBe(page(slipsAt(1), 1));
    const day = ana.contract_date;
    expect(await text(`${path}?contractDateFrom=${day}&contractDateTo=${day}`)).toBe(page(slipsAt(0, 2), 2));
    expect(await text(`${path}?contractDateTo=2001-01-01`)).toBe(page([], 0));
    expect(await text(`${path}?contractId=${ana.id}&contractDateFrom=${day}&limit=1`)).toBe(
      page(slipsAt(0), 2),
    );
    expect(
      await text(`/api/v1/reports/financial-statement?contractId=${other.id}&customerEmail=${other.email}`),
    ).toBe(page([statements[0]], 1));
  });

  it("filters by the contract's document as the statement shows it (e.g. CT.2025/00001), or part of it", async () => {
    expect(other.document).toMatch(/^CT\.\d{4}\/\d+$/);
    const path = '/api/v1/reports/payment-slip';
    const whole = encodeURIComponent(other.document);
    expect(await text(`${path}?contractDocument=${whole}`)).toBe(page(slipsAt(1), 1));
    // Case ignored, spaces trimmed, a part matches; '%' and '_' are plain characters.
    const part = encodeURIComponent(` ${other.document.slice(1).toLowerCase()} `);
    expect(await text(`${path}?contractDocument=${part}`)).toBe(page(slipsAt(1), 1));
    expect(await text(`${path}?contractDocument=%25`)).toBe(page([], 0));
    expect(
      await text(`/api/v1/reports/financial-statement?contractDocument=${encodeURIComponent(ana.document)}`),
    ).toBe(page([statements[1]], 1));
  });
});
