import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CNPJ_MASK_LENGTH, CPF_MASK_LENGTH, formatCpfCnpj, maskCnpj, maskCpf } from './masks';

describe('maskCpf', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123.4'],
    ['123456', '123.456'],
    ['1234567', '123.456.7'],
    ['123456789', '123.456.789'],
    ['1234567890', '123.456.789-0'],
    ['12345678909', '123.456.789-09'],
    ['123456789091234', '123.456.789-09'],
    ['123.456.789-09', '123.456.789-09'],
    ['abc12x3', '123'],
  ])('maskCpf(%j) is %j', (value, expected) => {
    expect(maskCpf(value)).toBe(expected);
  });

  it('is idempotent, keeps only digits and never exceeds 14 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (value) => {
        const masked = maskCpf(value);
        expect(maskCpf(masked)).toBe(masked);
        expect(masked.length).toBeLessThanOrEqual(CPF_MASK_LENGTH);
        expect(masked.replace(/\D/g, '')).toBe(value.replace(/\D/g, '').slice(0, 11));
      }),
    );
  });
});

describe('maskCnpj', () => {
  it.each([
    ['', ''],
    ['11', '11'],
    ['112', '11.2'],
    ['11222', '11.222'],
    ['112223', '11.222.3'],
    ['112223330', '11.222.333/0'],
    ['112223330001', '11.222.333/0001'],
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
    ['11222333000181999', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12.ABC.345/01DE-35', '12.ABC.345/01DE-35'],
    // A letter typed where a check digit belongs is dropped; the next digit takes its place.
    ['12ABC34501DEX3Y5', '12.ABC.345/01DE-35'],
    ['12ÇABC', '12.ABC'],
  ])('maskCnpj(%j) is %j', (value, expected) => {
    expect(maskCnpj(value)).toBe(expected);
  });

  it('is idempotent and never exceeds 18 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const masked = maskCnpj(value);
        expect(maskCnpj(masked)).toBe(masked);
        expect(masked.length).toBeLessThanOrEqual(CNPJ_MASK_LENGTH);
        expect(masked).toMatch(/^[0-9A-Z./-]*$/);
      }),
    );
  });

  it('keeps a typed alphanumeric prefix intact while typing', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{0,12}$/), (value) => {
        expect(maskCnpj(value).replace(/[./-]/g, '')).toBe(value);
      }),
    );
  });
});

describe('formatCpfCnpj', () => {
  it.each([
    ['12345678909', '123.456.789-09'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    [' 12345678909 ', '123.456.789-09'],
    ['123.456.789-09', '123.456.789-09'],
    ['', ''],
    ['12345', '12345'],
  ])('formatCpfCnpj(%j) is %j', (value, expected) => {
    expect(formatCpfCnpj(value)).toBe(expected);
  });
});
