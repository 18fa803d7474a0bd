import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerIdOf, tokenOf } from '../test/demo-fixtures';
import { type Backend, backends, startTestServer, type TestServer } from '../test/test-server';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A graceful stop while a handler is still querying for a client that already hung up (autocannon at
 * the end of a run, a phone losing its signal): the handler finishes on an open database, and only
 * then is the database closed.
 */
describe.each(backends())('graceful stop with a request whose client hung up (%s)', (backend: Backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });

  /**
   * Makes the statement queries wait until `release`: on PostgreSQL a lock on contracts taken by a
   * connection of its own; on PGlite, which runs one transaction at a time, an open transaction.
   */
  async function holdDatabase(): Promise<() => Promise<void>> {
    if (backend === 'postgres') {
      const client = new pg.Client({ connectionString: server.ctx.config.databaseUrl });
      await client.connect();
      await client.query('begin');
      await client.query('lock table contracts in access exclusive mode');
      return async () => {
        await client.query('commit');
        await client.end();
      };
    }
    let release: () => void = () => {};
    const held = server.ctx.db.transaction(async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    return async () => {
      release();
      await held;
    };
  }
  afterAll(() => server?.stop());

  it('waits for the handler before closing the database, and logs no failure', async () => {
    const token = await tokenOf(server, 'ana');
    const errors = vi.spyOn(server.ctx.logger, 'error');
    const release = await holdDatabase();
    const { hostname, port } = new URL(server.url);
    const request = httpRequest({
      hostname,
      port,
      path: `/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-12-31&customerId=${customerIdOf(token)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const hungUp = new Promise((resolve) => request.on('error', resolve));
    request.end();
    await settle(200);
    request.destroy(); // the client hangs up: its connection closes, its handler is still waiting
    await hungUp;
    await settle(100);

    let closed = false;
    const closing = server.close(5000).then(() => {
      closed = true;
    });
    await settle(300);
    expect(closed).toBe(false); // the handler is still waiting for the database
    await release();
    await closing;
    expect(errors).not.toHaveBeenCalled();
  });
});
