import { DEFAULT_WARRANTY_TABLE } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../config/brand';
import { loadConfig } from '../../config/env';
import type { AppContext } from '../../context';
import { exampleBrandCopy } from '../../test/brand-fixtures';
import { configProblemOf } from '../../test/config-problem';
import { warrantyTable, warrantyTableOf } from './service';

const OWN_TABLE = [
  { key: 'paint', label: 'Pintura interna', unit: 'month', count: 18 },
  { key: 'pool', label: 'Piscina', unit: 'year', count: 2 },
];

// Decision 074: a company's own warranty table lives in its brand file, checked at start.
describe("the company's warranty table (BRAND_FILE warrantyTable)", () => {
  it('replaces the default table whole when the brand file has one', () => {
    const { file } = exampleBrandCopy((json) => (json.warrantyTable = OWN_TABLE));
    const { brand } = loadConfig({ BRAND_FILE: file });
    expect(brand.warrantyTable).toEqual(OWN_TABLE);
    const ctx = { brand } as AppContext;
    expect(warrantyTableOf(ctx)).toEqual(OWN_TABLE);
    expect(warrantyTable(ctx)).toEqual({ systems: OWN_TABLE, source: 'company' });
  });

  it('uses the default table without one', () => {
    const ctx = { brand: DEMO_BRAND } as AppContext;
    expect(warrantyTable(ctx)).toMatchObject({ source: 'default' });
    expect(warrantyTable(ctx).systems.map((s) => s.key)).toEqual(DEFAULT_WARRANTY_TABLE.map((s) => s.key));
  });

  it('stops the start with one Portuguese line per problem of the table', () => {
    const problem = (table: unknown) =>
      configProblemOf({ BRAND_FILE: exampleBrandCopy((json) => (json.warrantyTable = table)).file });
    expect(problem([{ ...OWN_TABLE[0], key: 'Pintura' }])).toContain(
      'BRAND_FILE: warrantyTable.0.key: letras minúsculas, algarismos e _, de 2 a 40, começando por letra',
    );
    expect(problem([{ ...OWN_TABLE[0], unit: 'week' }])).toContain(
      'BRAND_FILE: warrantyTable.0.unit: deve ser "day", "month" ou "year"',
    );
    expect(problem([{ ...OWN_TABLE[0], count: 0 }])).toContain(
      'BRAND_FILE: warrantyTable.0.count: deve ser maior que zero',
    );
    expect(problem([OWN_TABLE[0], OWN_TABLE[0]])).toContain(
      'BRAND_FILE: warrantyTable: Sistema repetido na tabela de garantia: "paint".',
    );
    expect(problem([{ ...OWN_TABLE[0], count: 300 }])).toContain(
      'BRAND_FILE: warrantyTable: Prazo inválido no sistema "paint".',
    );
    expect(problem([])).toContain(
      'BRAND_FILE: warrantyTable: A tabela de garantia deve ter de 1 a 60 sistemas.',
    );
    expect(problem([{ ...OWN_TABLE[0], extra: 1 }])).toContain('campo desconhecido');
  });
});
