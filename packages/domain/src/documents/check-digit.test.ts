import { describe, expect, it } from 'vitest';
import { isOneRepeatedChar, mod11CheckDigit, onlyDigits } from './check-digit';

describe('mod11CheckDigit', () => {
  // CPF 123.456.789-09 (first digit: 1·10+2·9+…+9·2 = 210, 210 mod 11 = 1 → 0) and CNPJ
  // 11.222.333/0001-81 (first digit: weights 5,4,3,2,9,8,7,6,5,4,3,2 → 102, 102 mod 11 = 3 → 8).
  it.each([
    [[1, 2, 3, 4, 5, 6, 7, 8, 9], Number.POSITIVE_INFINITY, 0],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 0], Number.POSITIVE_INFINITY, 9],
    [[1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0, 1], 9, 8],
    [[1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0, 1, 8], 9, 1],
    [[], 9, 0],
  ])('%j with weights up to %d gives %d', (values, maxWeight, expected) => {
    expect(mod11CheckDigit(values, maxWeight)).toBe(expected);
  });
});

describe('onlyDigits', () => {
  it.each([
    ['123.456.789-09', '12345678909'],
    ['12.ABC.345/01DE-35', '123450135'],
    ['', ''],
    ['abc', ''],
  ])('onlyDigits(%j) is %j', (value, expected) => {
    expect(onlyDigits(value)).toBe(expected);
  });
});

describe('isOneRepeatedChar', () => {
  it.each([
    ['1111', true],
    ['A', true],
    ['', false],
    ['1112', false],
  ])('isOneRepeatedChar(%j) is %s', (value, expected) => {
    expect(isOneRepeatedChar(value)).toBe(expected);
  });
});
