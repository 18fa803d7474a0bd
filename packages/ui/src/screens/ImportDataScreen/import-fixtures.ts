import type {
  ImportCountsByEntityView,
  ImportPreviewErrorView,
  ImportPreviewView,
  ImportResultView,
  ImportRunRow,
  ImportSourceView,
} from './import-types';

const mimeTypes: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  pdf: 'application/pdf',
};

/** (Stories) A spreadsheet as the file picker hands it over. */
export function spreadsheetFile(name = 'carga-clientes-novembro.xlsx', bytes = 2_457_600): File {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const file = new File(['x'], name, { type: mimeTypes[extension] ?? 'application/octet-stream' });
  // The content does not matter to the screen, only the size it shows.
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

const none = { created: 0, updated: 0, unchanged: 0 };

/** (Stories) Counts of every entity as the api sends them: zeros for those not given. */
export function allCounts(some: Partial<ImportCountsByEntityView>): ImportCountsByEntityView {
  return {
    companies: none,
    enterprises: none,
    units: none,
    customers: none,
    contracts: none,
    installments: none,
    ...some,
  };
}

/** (Stories) Counts of a first import of a small developer. */
export const previewCounts: ImportCountsByEntityView = {
  companies: { created: 1, updated: 1, unchanged: 0 },
  enterprises: { created: 2, updated: 1, unchanged: 0 },
  units: { created: 148, updated: 12, unchanged: 0 },
  customers: { created: 131, updated: 17, unchanged: 4 },
  contracts: { created: 139, updated: 9, unchanged: 0 },
  installments: { created: 16_680, updated: 1_080, unchanged: 240 },
};

/** (Stories) A preview without errors. */
export const readyPreview: ImportPreviewView = {
  file_name: 'carga-clientes-novembro.xlsx',
  counts: previewCounts,
  error_count: 0,
  errors: [],
  expires_at: '2026-11-24T15:30:00-03:00',
};

const sampleErrors: readonly Omit<ImportPreviewErrorView, 'row'>[] = [
  { sheet: 'Clientes', field: 'CPF/CNPJ', message: 'CPF inválido: dígitos verificadores não conferem.' },
  { sheet: 'Clientes', field: 'E-mail', message: 'E-mail inválido.' },
  {
    sheet: 'Contratos',
    field: 'Código do cliente',
    message: 'Cliente C-10492 não encontrado nesta planilha nem em importações anteriores.',
  },
  { sheet: 'Parcelas', field: 'Vencimento', message: 'Data inválida: 31/02/2027.' },
  { sheet: 'Parcelas', field: 'Valor original (R$)', message: 'Valor deve ser maior que zero.' },
  { sheet: 'Unidades', field: '', message: 'Linha duplicada: o código U-0301 já aparece na linha 12.' },
];

/** (Stories) `count` row errors spread over the sheets. */
export function previewErrors(count: number): ImportPreviewErrorView[] {
  return Array.from({ length: count }, (_, index) => {
    const sample = sampleErrors[index % sampleErrors.length] as Omit<ImportPreviewErrorView, 'row'>;
    return { ...sample, row: 2 + index * 7 };
  });
}

/** (Stories) A preview with 23 row errors. */
export const previewWithErrors: ImportPreviewView = {
  ...readyPreview,
  file_name: 'carga-clientes-novembro-v2.xlsx',
  counts: null,
  error_count: 23,
  errors: previewErrors(23),
};

/** (Stories) The answer of a confirmed import. */
export const importResult: ImportResultView = { run_id: 318, counts: previewCounts };

const actors: Record<ImportSourceView, readonly string[]> = {
  spreadsheet: ['financeiro@alicerce.com.br', 'gabriela.conceicao@alicerce.com.br'],
  api: ['key:ERP Matriz (a1b2c3)', 'key:Integrador Contábil (f9e8d7)'],
  sienge: [
    'sienge:full:schedule',
    'sienge:full:manual',
    'sienge:bill:webhook:4821',
    'sienge:customer:webhook:1093',
  ],
};

const sources: readonly ImportSourceView[] = ['spreadsheet', 'sienge', 'api', 'sienge', 'spreadsheet'];

/** (Stories) `count` recorded imports, newest first, one refused every fourth. */
export function importRuns(count: number): ImportRunRow[] {
  return Array.from({ length: count }, (_, index) => {
    const source = sources[index % sources.length] as ImportSourceView;
    const names = actors[source];
    const refused = index % 4 === 2;
    const started = new Date(Date.UTC(2026, 10, 24, 14, 0) - index * 5 * 3_600_000);
    return {
      id: 400 - index,
      source,
      status: refused ? 'refused' : 'applied',
      actor: names[index % names.length] as string,
      started_at: started.toISOString(),
      finished_at: new Date(started.getTime() + 42_000).toISOString(),
      counts: refused
        ? null
        : allCounts({
            customers: { created: index % 3, updated: 2 + (index % 5), unchanged: 140 },
            installments: { created: 24 * (index % 3), updated: 12, unchanged: 16_000 },
          }),
      file_name:
        source === 'spreadsheet' ? `carga-${String(24 - (index % 20)).padStart(2, '0')}-11.xlsx` : null,
      error_count: refused ? 3 + index : 0,
    };
  });
}
