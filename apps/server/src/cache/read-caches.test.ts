import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, billsOf, get, startDemoServer } from '../test/demo-fixtures';
import { eventuallyOn, type OutsideSql, openOutsideSql } from '../test/outside-sql';
import { findInstallment } from '../test/slip-helpers';
import type { Backend, TestServer } from '../test/test-server';
import { backends, clientAddress } from '../test/test-server';
import { WATCHED_TABLES } from './change-feed';

/**
 * The read caches against the real database: every change that commits, whoever makes it, is what
 * the next read answers. "Outside the server" is SQL that does not go through any route: on PGlite
 * the server's own connection (the folder is locked to one process), on PostgreSQL a connection of
 * its own, as an ERP sync or an operator would write.
 */
describe.each(backends())('read caches on %s', (backend: Backend) => {
  let server: TestServer;
  let ana: string;
  let admin: string;
  let outside: OutsideSql;

  beforeAll(async () => {
    ({ server, ana, admin } = await startDemoServer(backend));
    outside = await openOutsideSql(backend, server);
  });
  afterAll(async () => {
    await outside?.close();
    await server?.stop();
  });

  /** A fresh sign-in of Ana, from an address of its own (the login rate limit counts per address). */
  const signInAna = async () => {
    const { email, password } = ACCOUNTS.ana;
    const res = await server.json('POST', '/api/v1/token', {
      body: { email, password },
      headers: clientAddress(),
    });
    expect(res.status).toBe(200);
    return res.body.access_token as string;
  };

  const eventually = <T>(read: () => Promise<T>, done: (value: T) => boolean) =>
    eventuallyOn(backend, read, done);

  const installmentsOf = async (token: string, bill: number) =>
    (await get(server, token, `/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`))
      .body as {
      installment_id: number;
      status: string;
      current_balance: number;
    }[];

  it('has a change trigger on exactly the watched tables', async () => {
    const { rows } = await outside.query(
      `select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%_notify_change' order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([...WATCHED_TABLES].sort());
  });

  it('serves a repeated statement read from the cache, and a payment recorded outside at once', async () => {
    const { bill, installment } = await findInstallment(server, ana, 'payable-this-month');
    const first = await installmentsOf(ana, bill);
    expect(server.ctx.caches.responses.size).toBeGreaterThan(0);
    expect(await installmentsOf(ana, bill)).toEqual(first);

    await outside.query(
      'update installments set receipt_date = due_date, receipt_cents = adjusted_cents, receipt_net_cents = adjusted_cents where id = $1',
      [installment.installment_id],
    );
    const after = await eventually(
      () => installmentsOf(ana, bill),
      (rows) => rows.find((r) => r.installment_id === installment.installment_id)?.status === 'paid',
    );
    const row = after.find((r) => r.installment_id === installment.installment_id);
    expect(row).toMatchObject({ status: 'paid', current_balance: 0 });
    const totals = await get(
      server,
      ana,
      `/api/v1/financial_statement/total_current_debit_balance?numberTitle=${bill}`,
    );
    expect(totals.status).toBe(200);
  });

  it('answers for the São Paulo day: a cached statement is not served the next month', async () => {
    const [bill] = await billsOf(server, ana);
    const before = await installmentsOf(ana, bill as number);
    const payable = before.find((r) => r.status === 'payable');
    expect(payable).toBeDefined();
    server.clock.advance(62 * 24 * 3600 * 1000);
    try {
      const token = await signInAna(); // the old token expired with the jump
      const later = await installmentsOf(token, bill as number);
      expect(later.find((r) => r.installment_id === payable?.installment_id)?.status).toBe('due');
    } finally {
      server.clock.advance(-62 * 24 * 3600 * 1000);
    }
  });

  it('a session revoked outside the server stops working on the next call', async () => {
    const token = await signInAna();
    const user = `/api/v1/user?customerId=${JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).customer_id}`;
    expect((await get(server, token, user)).status).toBe(200);
    expect((await get(server, token, user)).status).toBe(200);
    const sid = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;
    await outside.query(`update sessions set revoked_at = now(), revoked_reason = 'operator' where id = $1`, [
      sid,
    ]);
    const answer = await eventually(
      () => get(server, token, user),
      (res) => res.status === 401,
    );
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('SESSION-401');
  });

  it('an administrator demoted outside the server loses the admin calls on the next call', async () => {
    const list = '/api/v1/user/list?limit=8&offset=0';
    expect((await get(server, admin, list)).status).toBe(200);
    const { rows } = await outside.query(
      `insert into customers (name, person_type, cpf, email) values ('Ex Admin', 'individual', '52998224725', 'ex-admin@demo.com.br') returning id`,
    );
    const id = rows[0]?.id;
    await outside.query(`update accounts set type = 'user', customer_id = $1 where email = $2`, [
      id,
      ACCOUNTS.admin.email,
    ]);
    const answer = await eventually(
      () => get(server, admin, list),
      (res) => res.status !== 200,
    );
    expect([401, 403]).toContain(answer.status);
  });

  it.runIf(backend === 'postgres')(
    'stops caching while the change listener is down, and resumes once it reconnects',
    async () => {
      const { feed } = server.ctx.caches;
      await outside.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
      );
      await eventually(
        async () => feed.version('finance'),
        (version) => version === null,
      );
      expect(feed.version('finance')).toBeNull();
      const [bill] = await billsOf(server, ana);
      const before = await installmentsOf(ana, bill as number);
      const open = before.find((r) => r.status !== 'paid');
      await outside.query(
        'update installments set receipt_date = due_date, receipt_cents = adjusted_cents, receipt_net_cents = adjusted_cents where id = $1',
        [open?.installment_id],
      );
      // No notification can arrive now: the answer is right because nothing is cached.
      const now = await installmentsOf(ana, bill as number);
      expect(now.find((r) => r.installment_id === open?.installment_id)?.status).toBe('paid');
      const deadline = Date.now() + 5000;
      while (feed.version('finance') === null && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(feed.version('finance')).not.toBeNull();
    },
  );
});
