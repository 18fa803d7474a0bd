import { allCounts } from '../ImportDataScreen/import-fixtures';
import type { ImportRowErrorView } from '../ImportDataScreen/import-types';
import type { SiengeStatusView, SiengeSyncView } from './sienge-types';

/** (Stories) A scheduled full sync that changed a few records. */
export const okSync: SiengeSyncView = {
  run_id: 412,
  scope: 'full',
  target: null,
  trigger: 'schedule',
  status: 'ok',
  started_at: '2026-11-24T14:00:02-03:00',
  finished_at: '2026-11-24T14:03:41-03:00',
  counts: {
    companies: { created: 0, updated: 0, unchanged: 3 },
    enterprises: { created: 1, updated: 2, unchanged: 9 },
    units: { created: 64, updated: 3, unchanged: 1_180 },
    customers: { created: 12, updated: 5, unchanged: 438 },
    contracts: { created: 14, updated: 2, unchanged: 884 },
    installments: { created: 1_680, updated: 212, unchanged: 43_007 },
  },
  error_count: 0,
  errors: [],
  error: null,
};

const samples: readonly Omit<ImportRowErrorView, 'row'>[] = [
  {
    entity: 'customers',
    field: 'cpf_cnpj',
    message: 'Cliente 10931 do Sienge: CPF inválido (dígitos verificadores).',
  },
  {
    entity: 'customers',
    field: 'email',
    message: 'Cliente 11204 do Sienge: sem e-mail; não poderá se cadastrar no portal.',
  },
  {
    entity: 'contracts',
    field: 'enterprise_external_id',
    message: 'Título 4821 do Sienge: empreendimento 77 não encontrado.',
  },
  { entity: 'installments', field: '', message: 'Parcela 3 do título 5102 do Sienge: valor zerado.' },
];

/** (Stories) `count` records a sync left out. */
export function syncErrors(count: number): ImportRowErrorView[] {
  return Array.from({ length: count }, (_, index) => ({
    ...(samples[index % samples.length] as Omit<ImportRowErrorView, 'row'>),
    row: index + 1,
  }));
}

/** (Stories) A manual full sync that stopped with Sienge's error, after leaving rows out. */
export const failedSync: SiengeSyncView = {
  ...okSync,
  run_id: 415,
  trigger: 'manual',
  status: 'failed',
  started_at: '2026-11-24T16:10:00-03:00',
  finished_at: '2026-11-24T16:12:18-03:00',
  counts: allCounts({ customers: { created: 3, updated: 1, unchanged: 212 } }),
  error_count: 1_240,
  errors: syncErrors(24),
  error:
    'O Sienge respondeu 503 cinco vezes seguidas na página 12 de títulos a receber; tente novamente mais tarde.',
};

/** (Stories) A webhook sync of one bill that left one record out. */
export const partialBillSync: SiengeSyncView = {
  ...okSync,
  run_id: 416,
  scope: 'bill',
  target: '4821',
  trigger: 'webhook',
  status: 'partial',
  counts: allCounts({
    contracts: { created: 0, updated: 1, unchanged: 0 },
    installments: { created: 0, updated: 2, unchanged: 118 },
  }),
  error_count: 1,
  errors: syncErrors(3).slice(2),
};

/** (Stories) The connector after a good scheduled sync. */
export const okStatus: SiengeStatusView = {
  configured: true,
  running: false,
  sync_minutes: 60,
  webhook_enabled: true,
  last_sync: okSync,
  last_full_sync: okSync,
};

/** (Stories) A server without `SIENGE_BASE_URL`. */
export const notConfiguredStatus: SiengeStatusView = {
  configured: false,
  running: false,
  sync_minutes: 0,
  webhook_enabled: false,
  last_sync: null,
  last_full_sync: null,
};
