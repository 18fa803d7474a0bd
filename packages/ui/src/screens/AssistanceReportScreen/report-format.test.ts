import { describe, expect, it } from 'vitest';
import { daysText, ratingText } from './report-format';

describe('report figures', () => {
  it('writes days and ratings with a decimal comma', () => {
    expect(daysText(12.5)).toBe('12,5 dias');
    expect(daysText(3)).toBe('3 dias');
    expect(ratingText(4.333, 12)).toBe('4,3 de 5 (12 avaliações)');
    expect(ratingText(5, 1)).toBe('5 de 5 (1 avaliação)');
  });

  it("says 'Sem dados' when there is nothing to measure", () => {
    expect(daysText(null)).toBe('Sem dados');
    expect(ratingText(null, 0)).toBe('Sem dados');
  });
});
