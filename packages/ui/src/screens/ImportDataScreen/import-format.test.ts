import { describe, expect, it } from 'vitest';
import { countsLines, describeActor, totalCounts } from './import-format';

describe('countsLines', () => {
  it('keeps the template order and leaves out entities the file did not carry', () => {
    const lines = countsLines({
      installments: { created: 5, updated: 0, unchanged: 1 },
      customers: { created: 0, updated: 0, unchanged: 0 },
      companies: { created: 1, updated: 0, unchanged: 0 },
    });
    expect(lines.map((line) => line.label)).toEqual(['Empresas', 'Parcelas']);
    expect(countsLines(null)).toEqual([]);
  });
});

describe('totalCounts', () => {
  it('adds every entity up', () => {
    expect(
      totalCounts({
        customers: { created: 2, updated: 1, unchanged: 3 },
        contracts: { created: 1, updated: 1, unchanged: 0 },
      }),
    ).toEqual({ created: 3, updated: 2, unchanged: 3 });
  });
});

describe('describeActor', () => {
  it('reads an integration key, an e-mail and the Sienge connector', () => {
    expect(describeActor('key:ERP Matriz (a1b2c3)')).toEqual({
      who: 'Chave de integração',
      detail: 'ERP Matriz (a1b2c3)',
    });
    expect(describeActor('admin@alicerce.com.br')).toEqual({ who: 'admin@alicerce.com.br', detail: null });
    expect(describeActor('sienge')).toEqual({ who: 'Conector Sienge', detail: null });
    expect(describeActor('sienge:full:schedule')).toEqual({
      who: 'Conector Sienge',
      detail: 'Completa · Agendada',
    });
    expect(describeActor('sienge:bill:webhook:4821')).toEqual({
      who: 'Conector Sienge',
      detail: 'Título 4821 · Notificação do Sienge',
    });
  });
});
