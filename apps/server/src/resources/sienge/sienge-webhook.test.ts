import { describe, expect, it } from 'vitest';
import { presentedToken, webhookTargets, webhookTokenMatches } from './sienge-webhook';

describe('Sienge webhook reading', () => {
  it('names the customer of a CUSTOMER_* event', () => {
    expect(webhookTargets({ customerId: 123 })).toEqual({ customers: ['123'], bills: [] });
  });

  it('names the bills of receipt, installment and bill-situation events', () => {
    expect(webhookTargets({ billId: 5600, installmentId: 2 })).toEqual({ customers: [], bills: ['5600'] });
    expect(webhookTargets({ receivableBillId: [5600, 5601, 5600], situation: 'QUITADO' })).toEqual({
      customers: [],
      bills: ['5600', '5601'],
    });
    expect(webhookTargets({ billReceivableId: '77', installmentId: 1 }).bills).toEqual(['77']);
  });

  it('ignores what is not an id', () => {
    expect(webhookTargets({ customerId: -1, billId: '5600; drop', receivableBillId: 1.5 })).toEqual({
      customers: [],
      bills: [],
    });
    expect(webhookTargets('texto')).toEqual({ customers: [], bills: [] });
  });

  it('checks the shared token, from the bearer header or the query', () => {
    const token = 'a'.repeat(32);
    expect(webhookTokenMatches(token, presentedToken(`Bearer ${token}`, undefined))).toBe(true);
    expect(webhookTokenMatches(token, presentedToken(undefined, token))).toBe(true);
    expect(webhookTokenMatches(token, presentedToken(undefined, 'b'.repeat(32)))).toBe(false);
    expect(webhookTokenMatches(token, presentedToken(undefined, 'short'))).toBe(false);
    expect(webhookTokenMatches(token, presentedToken(undefined, undefined))).toBe(false);
    expect(webhookTokenMatches(token, presentedToken(undefined, undefined, token))).toBe(true);
    expect(presentedToken('Bearer a', 'c', 'b')).toBe('a');
    expect(presentedToken(undefined, 'c', 'b')).toBe('b');
  });
});
