import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../messages/pt-BR';
import { generateCpf, isValidCpf, normalizeCpf } from './cpf';

/** A 9-digit base that does not repeat one digit (those give a refused CPF). */
const cpfBase = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map((digits) => digits.join(''))
  .filter((base) => !/^(\d)\1{8}$/.test(base));

describe('CPF', () => {
  // Reference values: 123.456.789-09 and 987.654.321-00 are the demo CPFs of product rule §5 and
  // the textbook examples of the Receita Federal modulo-11 rule (check digits worked out by hand:
  // 1·10+2·9+…+9·2 = 210, 210 mod 11 = 1 → 0; then 255 mod 11 = 2 → 9).
  it.each([
    ['123.456.789-09', true],
    ['12345678909', true],
    ['987.654.321-00', true],
    [' 123 456 789 09 ', true],
    ['123.456.789-08', false],
    ['123.456.789-19', false],
    ['111.111.111-11', false],
    ['000.000.000-00', false],
    ['1234567890', false],
    ['123456789091', false],
    ['123.456.789/09', false],
    ['12345678a09', false],
    ['', false],
  ])('isValidCpf(%j) is %s', (value, expected) => {
    expect(isValidCpf(value)).toBe(expected);
  });

  it('normalises only mask punctuation', () => {
    expect(normalizeCpf('123.456.789-09')).toBe('12345678909');
    expect(normalizeCpf('123a')).toBe('123a');
  });

  it('generates the reference CPFs from their bases', () => {
    expect(generateCpf('123456789')).toBe('12345678909');
    expect(generateCpf('987654321')).toBe('98765432100');
  });

  it('refuses a malformed or repeated base with a Portuguese message', () => {
    expect(() => generateCpf('12345678')).toThrow(DOCUMENT_MESSAGES.cpfBaseInvalid);
    expect(() => generateCpf('12345678a')).toThrow(RangeError);
    expect(() => generateCpf('111111111')).toThrow(DOCUMENT_MESSAGES.repeatedDocument);
  });

  it('validates every generated CPF, masked or not', () => {
    fc.assert(
      fc.property(cpfBase, (base) => {
        const cpf = generateCpf(base);
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`)).toBe(
          true,
        );
      }),
    );
  });

  it('invalidates a CPF when any single check digit changes', () => {
    fc.assert(
      fc.property(
        cpfBase,
        fc.integer({ min: 9, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (base, at, delta) => {
          const cpf = generateCpf(base);
          const changed = (Number(cpf[at]) + delta) % 10;
          const tampered = cpf.slice(0, at) + String(changed) + cpf.slice(at + 1);
          expect(isValidCpf(tampered)).toBe(false);
        },
      ),
    );
  });
});
