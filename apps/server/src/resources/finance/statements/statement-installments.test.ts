import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, installments } from '../../../db/schema/finance';
import type { Caller } from '../../../security/caller';
import { monthFromNow, sampleBatch } from '../../../test/import-fixtures';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { runImport } from '../../imports/batch/service';
import { loadStatementSource } from './service';

/** Installments of the contract under test, and the page size the tests read it with. */
const COUNT = 3_000;
const PAGE = 500;

/*
 * Decision 055: on PGlite, which runs a query and decodes its rows in the main thread in one slice, a
 * statement's installments are read in pages, each in a turn of the event loop of its own, and the read
 * is kept only if no write to the customer's finance rows came between its pages. Asserted by what the
 * event loop and the reads see, not by how long anything takes.
 */
describe('statement installments on PGlite, in pages', () => {
  let server: TestServer;
  let caller: Caller;
  let contractId: number;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    const batch = sampleBatch('PAG');
    // The sample's 12 installments (paid, overdue, to pay) repeated: every status on every page.
    batch.installments = Array.from({ length: COUNT }, (_, index) => {
      const template = batch.installments[index % 12];
      if (!template) throw new Error('no installment');
      return { ...template, external_id: `PAG-P-${index + 1}`, number: index + 1 };
    });
    const outcome = await runImport(server.ctx, batch, { source: 'api', label: 'teste' });
    expect(outcome.status).toBe('applied');
    const [row] = await server.ctx.db
      .select({ id: contracts.id, customerId: contracts.customerId })
      .from(contracts)
      .where(eq(contracts.externalId, 'PAG-T-1'));
    if (!row) throw new Error('no contract');
    contractId = row.id;
    caller = { customerId: row.customerId } as Caller;
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Loads the statement while counting the turns of the event loop until it is loaded. */
  async function loadCountingTurns(onTurn: (turn: number) => Promise<void> | void = () => {}) {
    let loaded = false;
    let turns = 0;
    const loading = loadStatementSource(server.ctx, caller, contractId, { pageRows: PAGE }).finally(() => {
      loaded = true;
    });
    while (!loaded) {
      turns += 1;
      await onTurn(turns);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return { source: await loading, turns };
  }

  it('gives the event loop a turn before every page, and reads the same rows as one query', async () => {
    const { source, turns } = await loadCountingTurns();
    // In one query the whole read took a single turn; in pages, at least one turn per page.
    expect(turns).toBeGreaterThanOrEqual(COUNT / PAGE);
    const whole = await loadStatementSource(server.ctx, caller, contractId, { pageRows: COUNT + 1 });
    expect(source.installments).toEqual(whole.installments);
    expect(source.installments.map((row) => row.installment_number)).toEqual(
      Array.from({ length: COUNT }, (_, index) => index + 1),
    );
    expect(new Set(source.installments.map((row) => row.status))).toEqual(
      new Set(['paid', 'due', 'payable']),
    );
  });

  it('reads again when the customer’s installments change between its pages: never half and half', async () => {
    // One open installment on the first page, one on the last, paid together while the pages are read.
    const numbers = [5, COUNT - 5];
    const before = await server.ctx.db
      .select({ number: installments.number, receipt: installments.receiptDate })
      .from(installments)
      .where(and(eq(installments.contractId, contractId), inArray(installments.number, numbers)));
    expect(before.map((row) => row.receipt)).toEqual([null, null]);
    let paidAtTurn = 0;
    const { source } = await loadCountingTurns(async (turn) => {
      if (turn !== 3) return;
      paidAtTurn = turn;
      await server.ctx.db
        .update(installments)
        .set({ receiptDate: monthFromNow(0, 1), receiptCents: 1_000, receiptNetCents: 1_000 })
        .where(and(eq(installments.contractId, contractId), inArray(installments.number, numbers)));
    });
    expect(paidAtTurn).toBe(3); // the write came while the pages were being read
    const statuses = source.installments
      .filter((row) => numbers.includes(row.installment_number))
      .map((row) => row.status);
    expect(statuses).toEqual(['paid', 'paid']);
  });
});
