import { describe, expect, it } from 'vitest';
import { installmentNumbersText } from './installment-numbers-text';

describe('installmentNumbersText', () => {
  it('joins runs of three or more and lists the others', () => {
    expect(installmentNumbersText([36, 34, 35])).toBe('34 a 36');
    expect(installmentNumbersText([1, 3, 4, 5, 9])).toBe('1, 3 a 5 e 9');
    expect(installmentNumbersText([7, 8])).toBe('7 e 8');
    expect(installmentNumbersText([12])).toBe('12');
    expect(installmentNumbersText([])).toBe('');
  });
});
