import { describe, expect, it } from 'vitest';
import { CORRECTION_INDEX_LABELS } from '../messages/pt-BR';
import { CORRECTION_INDEX_MESSAGES } from '../messages/pt-BR-correction-index';
import { correctionIndexLabel } from './correction-index';
import { correctionIndexExplanation } from './correction-index-explanation';

describe('correctionIndexExplanation', () => {
  it('names the known indexes however they are written', () => {
    expect(correctionIndexExplanation('INCC-M')).toEqual({
      key: 'incc-m',
      label: 'INCC-M',
      explanation: CORRECTION_INDEX_MESSAGES.inccM,
    });
    expect(correctionIndexExplanation(' incc m ').key).toBe('incc-m');
    expect(correctionIndexExplanation('INCC-DI')).toEqual({
      key: 'incc-di',
      label: 'INCC-DI',
      explanation: CORRECTION_INDEX_MESSAGES.inccDi,
    });
    expect(correctionIndexExplanation('INCC_DI').key).toBe('incc-di');
    expect(correctionIndexExplanation('IGP-M')).toEqual({
      key: 'igp-m',
      label: CORRECTION_INDEX_LABELS.igpM,
      explanation: CORRECTION_INDEX_MESSAGES.igpM,
    });
    expect(correctionIndexExplanation('IGPM').key).toBe('igp-m');
    expect(correctionIndexExplanation('IPCA')).toEqual({
      key: 'ipca',
      label: CORRECTION_INDEX_LABELS.ipca,
      explanation: CORRECTION_INDEX_MESSAGES.ipca,
    });
    expect(correctionIndexExplanation('ipca').label).toBe('IPCA');
  });

  it('reads an empty index or "sem correção" as a contract without correction', () => {
    for (const index of [null, undefined, '', '  ', 'Sem correção', 'SEM CORRECAO', 'nenhum']) {
      expect(correctionIndexExplanation(index)).toEqual({
        key: 'none',
        label: CORRECTION_INDEX_LABELS.none,
        explanation: CORRECTION_INDEX_MESSAGES.none,
      });
    }
  });

  it('explains another index neutrally, naming it as stored', () => {
    expect(correctionIndexExplanation(' TR ')).toEqual({
      key: 'other',
      label: 'TR',
      explanation: CORRECTION_INDEX_MESSAGES.other('TR'),
    });
    expect(correctionIndexExplanation('toString').key).toBe('other');
    expect(correctionIndexExplanation('INCC').key).toBe('other');
  });

  it('has one distinct text per index', () => {
    const texts = ['INCC-M', 'INCC-DI', 'IGP-M', 'IPCA', ''].map(
      (i) => correctionIndexExplanation(i).explanation,
    );
    expect(new Set(texts).size).toBe(5);
  });

  it('names an index without its explanation', () => {
    expect(correctionIndexLabel('igp m')).toEqual({ key: 'igp-m', label: 'IGP-M' });
    expect(correctionIndexLabel(undefined)).toEqual({ key: 'none', label: 'Sem correção' });
    expect(correctionIndexLabel(' TR ')).toEqual({ key: 'other', label: 'TR' });
  });
});
