import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import type { FramedDocumentModel } from '../pdf/framed-document';
import { acquireWorkerPool, POOL_QUEUE_LIMIT, runOffThread, workerPool } from './worker-pool';

/** A statement-like document of `rows` installments: a contract of 10,000 took 2.75 s on the event loop. */
const bigDocument = (rows: number): FramedDocumentModel => ({
  title: 'Extrato',
  issuer: 'Empresa',
  subtitle: 'Contrato 1',
  footer: 'rodapé',
  sections: [
    {
      kind: 'table',
      columns: [
        { title: 'Parcela', width: 80 },
        { title: 'Vencimento', width: 120 },
        { title: 'Valor', width: 120, align: 'right' },
      ],
      rows: Array.from({ length: rows }, (_, i) => [String(i + 1), '10/04/2024', 'R$ 1.234,56']),
    },
  ],
});

describe('worker pool (decision 054)', () => {
  const release = acquireWorkerPool();
  afterAll(async () => {
    await release();
  });

  it('renders a large PDF off the main thread: the event loop stays mostly idle meanwhile', async () => {
    await runOffThread('framedPdf', { model: bigDocument(1) }); // the worker started
    // Event-loop utilisation is the share of the time the main thread was busy, not a duration: drawn on
    // the main thread it is near 1 (pdf-lib yields now and then, so the loop still turns), here near 0.
    const before = performance.eventLoopUtilization();
    const pdf = await runOffThread('framedPdf', { model: bigDocument(10_000) });
    const busy = performance.eventLoopUtilization(before).utilization;
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(busy).toBeLessThan(0.5);
  });

  it('reads a spreadsheet in a worker, with the same answer as on the main thread', async () => {
    const bytes = new TextEncoder().encode(
      'Código do cliente;Nome;CPF/CNPJ;E-mail\nA-1;Ana;52998224725;a@x.com\n',
    );
    const read = await runOffThread('spreadsheet', { bytes, fileName: 'c.csv' });
    expect(read).toMatchObject({ ok: true, batch: { customers: [{ external_id: 'A-1', name: 'Ana' }] } });
  });

  it('fails only the task of a worker that dies, and goes on with a new worker', async () => {
    const doomed = runOffThread('framedPdf', { model: bigDocument(20_000) });
    const outcome = doomed.then(
      () => 'done',
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await workerPool().crashBusyWorker();
    expect(await outcome).toMatch(/worker exited/);
    const pdf = await runOffThread('framedPdf', { model: bigDocument(10) });
    expect(pdf.length).toBeGreaterThan(100);
  });

  it('refuses with 503 what goes beyond its bounded queue, and still serves the rest', async () => {
    const tasks = Array.from({ length: POOL_QUEUE_LIMIT + 10 }, () =>
      runOffThread('framedPdf', { model: bigDocument(1) }).then(
        () => 'ok',
        (error: unknown) => (error instanceof AppError ? `${error.status} ${error.code}` : String(error)),
      ),
    );
    const outcomes = await Promise.all(tasks);
    expect(outcomes.filter((o) => o === '503 SERVICE-UNAVAILABLE-503').length).toBeGreaterThanOrEqual(10);
    expect(outcomes.filter((o) => o === 'ok').length).toBeGreaterThanOrEqual(POOL_QUEUE_LIMIT);
  });
});
