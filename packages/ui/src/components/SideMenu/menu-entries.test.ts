import { describe, expect, it } from 'vitest';
import { isActivePath, MENU_PATHS, menuEntriesFor } from './menu-entries';

const labels = (role: 'admin' | 'user') =>
  menuEntriesFor(role).map((entry) =>
    entry.kind === 'group'
      ? `${entry.label} > ${entry.links.map((link) => link.label).join(', ')}`
      : entry.label,
  );

describe('menuEntriesFor', () => {
  it('gives customers Empreendimentos, Financeiro > Extratos, Documentos, Assistência técnica and Suporte', () => {
    expect(labels('user')).toEqual([
      'Empreendimentos',
      'Financeiro > Extratos',
      'Documentos',
      'Assistência técnica',
      'Suporte',
    ]);
  });

  it('gives admins Clientes, the four reports, the integrations and Equipe, and no Financeiro', () => {
    expect(labels('admin')).toEqual([
      'Empreendimentos',
      'Clientes',
      'Solicitações de assistência',
      'Relatórios > Login por cliente, Boletos gerados, Extratos gerados, Antecipações, Antecipações solicitadas, Assistência técnica, Downloads de documentos, Falhas no login',
      'Integrações > Importar dados, Sienge',
      'Equipe',
      'Suporte',
    ]);
  });

  it('names no two links of a menu alike (the queue is not the report)', () => {
    for (const role of ['admin', 'user'] as const) {
      const names = menuEntriesFor(role).flatMap((entry) =>
        entry.kind === 'group' ? entry.links.map((link) => link.label) : [entry.label],
      );
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('isActivePath', () => {
  it('matches the page and its sub-pages only', () => {
    expect(isActivePath(MENU_PATHS.statements, '/financeiro')).toBe(true);
    expect(isActivePath(MENU_PATHS.statements, '/financeiro/extrato')).toBe(true);
    expect(isActivePath(MENU_PATHS.statements, '/financeiros')).toBe(false);
    expect(isActivePath(MENU_PATHS.support, undefined)).toBe(false);
  });
});
