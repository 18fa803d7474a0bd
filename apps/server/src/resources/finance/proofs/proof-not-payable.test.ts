import { ERROR_CATALOGUE } from '@portal/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProofs } from '../../../db/schema/finance';
import { ACCOUNTS, startDemoServer } from '../../../test/demo-fixtures';
import { findInstallment } from '../../../test/slip-helpers';
import { backends, type TestServer } from '../../../test/test-server';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Product rule §4: a proof for a paid installment is refused with a clear text; an overdue one takes its
 * proof, as its row offers 'Enviar' (docs/product/decisions.md, "Paying from the statement").
 */
describe.each(backends())('proof for an installment that is not open (%s)', (backend) => {
  let server: TestServer;
  let ana: string;
  beforeAll(async () => {
    ({ server, ana } = await startDemoServer(backend));
  });
  afterAll(() => server?.stop());

  const send = (bill: number, installmentId: number) =>
    server.fetch(
      `/api/v1/invoice/payment_slip/proof?cpfcnpj=${ACCOUNTS.ana.cpf}&billReceivableId=${bill}&installmentId=${installmentId}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${ana}`, 'content-type': 'application/pdf' },
        body: PDF as unknown as BodyInit,
      },
    );
  const proofs = async () => (await server.ctx.db.select({ n: count() }).from(paymentProofs))[0]?.n ?? 0;

  it.each(['paid'] as const)('refuses a %s installment with 409 and stores nothing', async (status) => {
    const { bill, installment } = await findInstallment(server, ana, status);
    const before = await proofs();
    const res = await send(bill, installment.installment_id);
    expect(res.status).toBe(409);
    const text = ERROR_CATALOGUE['SEND-PAYMENT-PROOF-409'];
    expect(await res.json()).toEqual({ code: 'SEND-PAYMENT-PROOF-409', msg: text, error: text });
    expect(await proofs()).toBe(before);
  });

  it('takes an overdue one', async () => {
    const { bill, installment } = await findInstallment(server, ana, 'due');
    const before = await proofs();
    expect((await send(bill, installment.installment_id)).status).toBe(200);
    expect(await proofs()).toBe(before + 1);
  });

  it('still takes a payable one', async () => {
    const { bill, installment } = await findInstallment(server, ana, 'payable-this-month');
    expect((await send(bill, installment.installment_id)).status).toBe(200);
  });
});
