import type { SlipPanelState, StatementSummaryItem } from './statements-types';

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
  dueDate: '2026-11-10',
  digitableLine: '00190.00009 01234.567004 00000.001180 6 12850000150000',
  pixCode:
    '00020101021226900014br.gov.bcb.pix2568pix.alicerce.com.br/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca25520400005303986540515000.005802BR5922ALICERCE INCORPORADORA6009SAO PAULO62070503***6304A1B2',
};

/** Income-tax years of a customer created in 2021, newest first. */
export const demoYears = [2026, 2025, 2024, 2023, 2022, 2021];
