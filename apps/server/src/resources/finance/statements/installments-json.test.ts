import { todayIso } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../context';
import type { Caller } from '../../../security/caller';
import { ACCOUNTS, tokenOf } from '../../../test/demo-fixtures';
import { type OutsideSql, openOutsideSql } from '../../../test/outside-sql';
import { findInstallment } from '../../../test/slip-helpers';
import { backends, startTestServer, type TestServer } from '../../../test/test-server';
import { billInstallmentsJson, totalDebit } from './service';

// The installments answer is written by concatenation (db/json-object-sql.ts) for speed. Its oracle is
// what row_to_json writes for the same fields: the text it replaced, byte for byte.
// The status and balance rules as they were written before `monthOf` (today's month on every row).
const BALANCE = `(case when i.receipt_date is not null then 0
  when i.due_date < date_trunc('month', $3::date)::date then i.adjusted_cents
    + round(i.adjusted_cents * 0.02)
    + round(i.adjusted_cents * 0.01 * ((extract(year from $3::date) * 12 + extract(month from $3::date))
      - (extract(year from i.due_date) * 12 + extract(month from i.due_date)))::int)
  else i.adjusted_cents end)::bigint`;

const ROW_TO_JSON = `
  select '[' || string_agg(row_to_json(r)::text, ',' order by r.installment_number) || ']' as body from (
    select i.number as installment_number, i.id as installment_id, i.due_date,
      case when i.receipt_date is not null then 'paid'
           when i.due_date < date_trunc('month', $3::date)::date then 'due' else 'payable' end as status,
      i.original_cents as original_value, i.adjusted_cents as adjusted_value,
      ${BALANCE} as current_balance,
      i.receipt_date, i.receipt_cents as receipt_value, i.receipt_net_cents as receipt_net_value,
      exists (select 1 from payment_proofs p where p.installment_id = i.id) as proof_of_payment,
      (select (max(p.created_at) at time zone 'America/Sao_Paulo')::date from payment_proofs p
        where p.installment_id = i.id) as proof_sent_at,
      c.monetary_unit,
      (select ap.kind from prepayments ap join prepayment_installments pi on pi.prepayment_id = ap.id
        where pi.installment_id = i.id and ap.payment_date >= $3::date and i.receipt_date is null
        order by ap.id desc limit 1) as prepayment
    from installments i join contracts c on c.id = i.contract_id
    where i.contract_id = $1::int and c.customer_id = $2::int) r`;

// The totals read, which takes `monthOf` too, as it was written before: $1 customer, $2 bill or null.
const TOTALS = `
  select row_to_json(r)::text as body from (
    select coalesce(sum(i.original_cents) filter (where i.receipt_date is null), 0)::bigint as total_original_value,
      coalesce(sum(i.adjusted_cents) filter (where i.receipt_date is null), 0)::bigint as total_adjusted_value,
      coalesce(sum(${BALANCE} - i.adjusted_cents) filter (where i.receipt_date is null), 0)::bigint as total_additional_value
    from installments i join contracts c on c.id = i.contract_id
    where c.customer_id = $1::int and ($2::int is null or c.id = $2::int)
    having count(*) > 0) r`;

// Month ends and starts, a leap day, a date before every due date and one after them all.
const DAYS = ['2026-01-31', '2026-02-01', '2024-02-29', '2020-12-31', '2026-11-26', '2041-06-15'];

describe.each(backends())('the installments answer and the totals (%s)', (backend) => {
  let server: TestServer;
  let sql: OutsideSql;
  beforeAll(async () => {
    server = await startTestServer(backend);
    sql = await openOutsideSql(backend, server);
    const ana = await tokenOf(server, 'ana');
    // A proof of payment, so `proof_of_payment` is true somewhere.
    const { bill, installment } = await findInstallment(server, ana, 'payable-this-month');
    const proof = await server.fetch(
      `/api/v1/invoice/payment_slip/proof?cpfcnpj=${ACCOUNTS.ana.cpf}&billReceivableId=${bill}&installmentId=${installment.installment_id}&message=pago`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${ana}`, 'content-type': 'application/pdf' },
        body: new TextEncoder().encode('%PDF-1.4\n%%EOF\n') as unknown as BodyInit,
      },
    );
    expect(proof.status).toBe(200);
    // A unit that needs escaping, a paid installment whose receipt values an ERP left out, and one whose
    // net receipt is not its gross one (a bank fee).
    await sql.query(`update contracts set monetary_unit = $1 where id = $2`, [
      'R$ "x" \\ é ☃ \n\t\u0001',
      bill,
    ]);
    await sql.query(
      `update installments set receipt_date = '2025-03-10', receipt_cents = null, receipt_net_cents = null
       where id = (select min(id) from installments where contract_id = $1)`,
      [bill],
    );
    await sql.query(
      `update installments set receipt_date = '2025-04-10', receipt_cents = adjusted_cents + 7,
         receipt_net_cents = adjusted_cents - 350
       where id = (select min(id) + 1 from installments where contract_id = $1)`,
      [bill],
    );
  });
  afterAll(async () => {
    await sql?.close();
    await server?.stop();
  });

  // First, while the beforeAll's connection is fresh: the two tests after it keep PGlite (on this
  // process's thread) busy for seconds, past the server's 5 s keep-alive, and a login then raced the
  // socket's close (ECONNRESET on a loaded machine).
  it('has the escaped unit, the proof and the paid installment without receipt values', async () => {
    const ana = await tokenOf(server, 'ana');
    const { bill } = await findInstallment(server, ana, 'payable-this-month');
    const { rows } = await sql.query('select customer_id from contracts where id = $1', [bill]);
    const caller = { customerId: rows[0]?.customer_id } as Caller;
    const installments = (await billInstallmentsJson(server.ctx, caller, bill)).value;
    expect(installments[0]).toMatchObject({
      status: 'paid',
      receipt_date: '2025-03-10',
      receipt_value: null,
    });
    const feeCharged = installments[1];
    expect(feeCharged?.receipt_value).toBe((feeCharged?.adjusted_value ?? 0) + 7);
    expect(feeCharged?.receipt_net_value).toBe((feeCharged?.adjusted_value ?? 0) - 350);
    expect(installments.every((row) => row.monetary_unit === 'R$ "x" \\ é ☃ \n\t\u0001')).toBe(true);
    expect(installments.some((row) => row.proof_of_payment)).toBe(true);
    // The proof's São Paulo day, and null on the rows without one.
    const withProof = installments.filter((row) => row.proof_of_payment);
    expect(withProof.map((row) => row.proof_sent_at)).toEqual([todayIso(server.ctx.clock.now())]);
    expect(
      installments.filter((row) => !row.proof_of_payment).every((row) => row.proof_sent_at === null),
    ).toBe(true);
  });

  it('is the text row_to_json writes, for every contract and owner, on month ends, a leap day and far dates', async () => {
    const { rows: contracts } = await sql.query('select id, customer_id from contracts order by id');
    expect(contracts.length).toBeGreaterThan(3);
    let compared = 0;
    for (const today of DAYS) {
      const ctx = { ...server.ctx, calendar: { ...server.ctx.calendar, today: () => today } } as AppContext;
      for (const { id, customer_id } of contracts as { id: number; customer_id: number }[]) {
        const caller = { customerId: customer_id } as Caller;
        const answer = new TextDecoder().decode((await billInstallmentsJson(ctx, caller, id)).body);
        const { rows } = await sql.query(ROW_TO_JSON, [id, customer_id, today]);
        expect(answer, `contract ${id} on ${today}`).toBe(rows[0]?.body);
        compared++;
      }
    }
    expect(compared).toBe(contracts.length * DAYS.length);
  });

  it('totals: the text they had before, for every contract and for each customer as a whole', async () => {
    const { rows: contracts } = await sql.query('select id, customer_id from contracts order by id');
    const customers = [...new Set(contracts.map((row) => row.customer_id as number))];
    for (const today of DAYS) {
      const ctx = { ...server.ctx, calendar: { ...server.ctx.calendar, today: () => today } } as AppContext;
      const cases = [
        ...(contracts as { id: number; customer_id: number }[]).map(
          (row) => [row.customer_id, row.id] as const,
        ),
        ...customers.map((customer) => [customer, undefined] as const),
      ];
      for (const [customer, bill] of cases) {
        const answer = new TextDecoder().decode(
          (await totalDebit(ctx, { customerId: customer } as Caller, bill)).body,
        );
        const { rows } = await sql.query(TOTALS, [customer, bill ?? null, today]);
        expect(answer, `customer ${customer}, bill ${bill ?? 'all'}, on ${today}`).toBe(rows[0]?.body);
      }
    }
  });
});
