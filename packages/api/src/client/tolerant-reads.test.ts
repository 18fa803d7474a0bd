import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCurrentDebitBalance, splitInstallmentRows } from '../endpoints/financial/current-debit-balance';
import { getPaymentSlip } from '../endpoints/invoice/payment-slip';
import { type LoopbackServer, startLoopbackServer } from '../test/loopback-server';
import { createApiClient } from './api-client';

/** What an ERP sends that the spec does not name must not fail a whole list or page (spec section 3). */
let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());

const session = { getAccessToken: () => 't', getCustomerId: () => 7, refresh: async () => false };
const client = () => createApiClient({ baseUrl: server.baseUrl, session });

const row = (installment_number: number, status: string) => ({
  installment_number,
  installment_id: 100 + installment_number,
  due_date: '2026-03-10',
  status,
  original_value: 150000,
  adjusted_value: 150000,
  current_balance: 150000,
  receipt_date: null,
  receipt_value: null,
  receipt_net_value: null,
  proof_of_payment: false,
  monetary_unit: 'REAL',
});

describe('installment list', () => {
  it('accepts a status the spec does not name', async () => {
    server.handle(() => ({ status: 200, json: [row(1, 'paid'), row(2, 'in_negotiation')] }));
    const rows = await getCurrentDebitBalance(client(), { numberTitle: 1 });
    expect(rows.map((r) => ('status' in r ? r.status : null))).toEqual(['paid', 'in_negotiation']);
  });

  it('keeps the readable rows when one row is broken, and counts the broken one', async () => {
    const broken = { ...row(2, 'payable'), due_date: '10/03/2026', original_value: 'R$ 1.500,00' };
    server.handle(() => ({ status: 200, json: [row(1, 'paid'), broken, row(3, 'payable'), 'lixo'] }));
    const { installments, unreadable } = splitInstallmentRows(
      await getCurrentDebitBalance(client(), { numberTitle: 1 }),
    );
    expect(installments.map((r) => r.installment_number)).toEqual([1, 3]);
    expect(unreadable).toEqual([
      { unreadable: true, installment_number: 2, installment_id: 102 },
      { unreadable: true, installment_number: null, installment_id: null },
    ]);
  });
});

describe('payment slip', () => {
  it('accepts a code that is not a 47-digit line, for the screen to flag on that slip', async () => {
    server.handle(() => ({ status: 200, json: { url: '/files/x', code: '8'.repeat(48) } }));
    const slip = await getPaymentSlip(client(), { billReceivableId: 1, installmentId: 2, numberTitle: 1 });
    expect(slip.code).toBe('8'.repeat(48));
  });
});
