/**
 * The three worked examples of product rule §8 "Pay ahead" (docs/product/decisions.md), figure for
 * figure: the tests assert them, so the rule's text and the code cannot drift apart.
 */

/** Example 1: R$ 1.000,00 paid 30 days ahead at 1 % a.m. → R$ 990,10 (R$ 9,90 off). */
export const EXAMPLE_ONE_MONTH = {
  valueCents: 1_000_00,
  monthlyRate: 0.01,
  paymentDate: '2026-11-27',
  dueDate: '2026-12-27',
  days: 30,
  presentValueCents: 990_10,
} as const;

/**
 * Example 2: the last three installments of R$ 1.500,00 paid on 15/12/2027 at 0,8 % a.m., across the
 * leap day of 2028: 26, 76 and 86 days → R$ 1.489,68 + R$ 1.470,02 + R$ 1.466,13 = R$ 4.425,83.
 */
export const EXAMPLE_LAST_THREE = {
  monthlyRate: 0.008,
  paymentDate: '2027-12-15',
  installments: [
    { id: 34, dueDate: '2028-01-10', valueCents: 1_500_00, days: 26, presentValueCents: 1_489_68 },
    { id: 35, dueDate: '2028-02-29', valueCents: 1_500_00, days: 76, presentValueCents: 1_470_02 },
    { id: 36, dueDate: '2028-03-10', valueCents: 1_500_00, days: 86, presentValueCents: 1_466_13 },
  ],
  totalCents: 4_425_83,
  discountCents: 74_17,
} as const;

/**
 * Example 3: the saldo devedor on 27/11/2026 of a contract at 1 % a.m.: an overdue installment
 * (R$ 1.000,00 corrected, two months late: R$ 1.040,00), one due 10/11 still payable this month
 * (R$ 1.005,00, nothing off) and two future ones of R$ 1.005,00 (13 and 44 days: R$ 1.000,68 and
 * R$ 990,44) → R$ 4.036,12, R$ 18,88 less than their values.
 */
export const EXAMPLE_SETTLEMENT = {
  today: '2026-11-27',
  monthlyRate: 0.01,
  rows: [
    { status: 'paid', due_date: '2026-08-10', adjusted_value: 1_000_00, current_balance: 0 },
    { status: 'due', due_date: '2026-09-10', adjusted_value: 1_000_00, current_balance: 1_040_00 },
    { status: 'payable', due_date: '2026-11-10', adjusted_value: 1_005_00, current_balance: 1_005_00 },
    { status: 'payable', due_date: '2026-12-10', adjusted_value: 1_005_00, current_balance: 1_005_00 },
    { status: 'payable', due_date: '2027-01-10', adjusted_value: 1_005_00, current_balance: 1_005_00 },
  ],
  presentValues: [1_000_68, 990_44],
  totalCents: 4_036_12,
  discountCents: 18_88,
} as const;
