import type { ContractSummaryState, SlipPanelState, StatementSummaryItem } from './statements-types';

/** Demo contracts for stories: a customer with three bills in two enterprises. */
export const demoStatements: StatementSummaryItem[] = [
  {
    bill_id: 1042,
    company: { id: 1, name: 'Alicerce Incorporadora' },
    enterprise: { id: 7, name: 'Residencial Jardim das Acácias' },
    unit: [{ name: 'Apto 302 - Torre B' }],
  },
  {
    bill_id: 1187,
    company: { id: 1, name: 'Alicerce Incorporadora' },
    enterprise: { id: 9, name: 'Edifício Mirante do Vale' },
    unit: [{ name: 'Sala 1204' }, { name: 'Vaga 88' }],
  },
  {
    bill_id: 1203,
    company: { id: 2, name: 'Alicerce Urbanismo' },
    enterprise: { id: 12, name: 'Loteamento Parque das Águas' },
    unit: [],
  },
];

/** A slip ready to pay, with its PIX copia e cola. */
export const readySlip: SlipPanelState = {
  status: 'ready',
  installmentNumber: 12,
  periodDate: '2026-11-10',
  dueDate: '2026-11-10',
  amountCents: 150_000,
  digitableLine: '00190.00009 01234.567004 00000.001180 6 12850000150000',
  pixCode:
    '00020101021226900014br.gov.bcb.pix2568pix.alicerce.com.br/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca25520400005303986540515000.005802BR5922ALICERCE INCORPORADORA6009SAO PAULO62070503***6304A1B2',
};

/** Income-tax years of a contract that started in 2021, on 27 November 2026: up to 2025, newest first. */
export const demoYears = [2025, 2024, 2023, 2022, 2021];

/** A contract paid up to date: the next installment is this month's. */
export const upToDateSummary: ContractSummaryState = {
  status: 'ready',
  summary: {
    next: { number: 17, dueDate: '2026-12-10', status: 'payable', amountCents: 475_269, pastDue: false },
    overdue: { count: 0, amountCents: 0, chargesCents: 0 },
    paid: { count: 16, amountCents: 7_254_810 },
    remaining: { count: 164, amountCents: 78_417_912, discountCents: 0, validFor: '2026-11-27' },
    count: 180,
  },
};

/** Two installments overdue: what is due today carries the server's fine and interest. */
export const overdueSummary: ContractSummaryState = {
  status: 'ready',
  summary: {
    next: { number: 39, dueDate: '2026-11-10', status: 'payable', amountCents: 457_481, pastDue: true },
    overdue: { count: 2, amountCents: 942_317, chargesCents: 28_160 },
    paid: { count: 36, amountCents: 14_251_530 },
    remaining: { count: 84, amountCents: 38_502_244, discountCents: 0, validFor: '2026-11-27' },
    count: 120,
  },
};

/** Every installment paid. */
export const fullyPaidSummary: ContractSummaryState = {
  status: 'ready',
  summary: {
    next: null,
    overdue: { count: 0, amountCents: 0, chargesCents: 0 },
    paid: { count: 60, amountCents: 24_600_000 },
    remaining: { count: 0, amountCents: 0, discountCents: 0, validFor: '2026-11-27' },
    count: 60,
  },
};
