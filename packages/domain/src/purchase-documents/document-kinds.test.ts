import { describe, expect, it } from 'vitest';
import {
  CONTRACT_DOCUMENT_KINDS,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  documentKindFits,
  ENTERPRISE_DOCUMENT_KINDS,
} from './document-kinds';

describe('document kinds', () => {
  it('names every kind in Portuguese', () => {
    expect(DOCUMENT_KINDS.map((kind) => DOCUMENT_KIND_LABELS[kind])).toEqual([
      'Contrato',
      'Aditivo',
      'Escritura',
      'Termo de quitação',
      'Manual do proprietário',
      'Convenção de condomínio',
      'Habite-se',
      'Outro',
    ]);
  });

  it('puts the purchase papers on the contract and the building papers on the enterprise', () => {
    expect(documentKindFits('deed', 'contract')).toBe(true);
    expect(documentKindFits('deed', 'enterprise')).toBe(false);
    expect(documentKindFits('habite_se', 'enterprise')).toBe(true);
    expect(documentKindFits('habite_se', 'contract')).toBe(false);
    expect(documentKindFits('other', 'contract')).toBe(true);
    expect(documentKindFits('other', 'enterprise')).toBe(true);
  });

  it('gives every kind a side, and only "Outro" both', () => {
    for (const kind of DOCUMENT_KINDS) {
      const sides = [CONTRACT_DOCUMENT_KINDS.includes(kind), ENTERPRISE_DOCUMENT_KINDS.includes(kind)];
      expect(sides.filter(Boolean).length).toBe(kind === 'other' ? 2 : 1);
    }
  });
});
