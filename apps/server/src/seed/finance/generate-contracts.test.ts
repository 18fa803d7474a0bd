import { describe, expect, it } from 'vitest';
import { FIXED_CUSTOMERS } from '../demo-people';
import { DEMO_ENTERPRISES } from './demo-enterprises';
import { demoContractSerial, demoContractTerms, planContracts } from './generate-contracts';
import { monthIndexOf } from './months';

const ANCHOR = monthIndexOf('2026-11-01');
const base = FIXED_CUSTOMERS.map((c, i) => ({ id: i + 1, cpf: c.cpf ?? null, cnpj: c.cnpj ?? null }));

describe('demo contract prepayment terms (product rule §8)', () => {
  it("gives Ana's first contract 1 % a.m. with future installments to pay ahead, her second none", () => {
    const [first, second] = planContracts(base, DEMO_ENTERPRISES, ANCHOR).filter((p) => p.customerId === 1);
    expect(first).toMatchObject({ interestMonthlyRate: 0.01, prepaymentAllowed: true });
    expect(first?.installments.filter((i) => i.dueDate >= '2026-12-01').length).toBeGreaterThanOrEqual(12);
    expect(second).toMatchObject({ interestMonthlyRate: 0, prepaymentAllowed: true });
  });

  it('reads the terms back from the document alone', () => {
    for (const plan of planContracts(base, DEMO_ENTERPRISES, ANCHOR)) {
      const serial = demoContractSerial(plan.document);
      expect(serial).not.toBeNull();
      expect(demoContractTerms(serial ?? 0)).toEqual({
        interestMonthlyRate: plan.interestMonthlyRate,
        prepaymentAllowed: plan.prepaymentAllowed,
      });
    }
    expect(demoContractSerial('CT-IMPORTADO-1')).toBeNull();
  });

  it('keeps every rate inside the database check (0 ≤ rate < 1) and refuses prepayment now and then', () => {
    const terms = Array.from({ length: 40 }, (_, i) => demoContractTerms(i + 1));
    expect(terms.every((t) => t.interestMonthlyRate >= 0 && t.interestMonthlyRate < 1)).toBe(true);
    expect(terms.filter((t) => !t.prepaymentAllowed)).toHaveLength(4);
  });
});
