import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../messages/pt-BR';
import { generateCnpj, isValidCnpj, normalizeCnpj } from './cnpj';

const BASE_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A 12-character alphanumeric base (0-9, A-Z) that is not all zeros (the only base giving a repeated CNPJ). */
const alphanumericBase = fc
  .array(fc.constantFrom(...BASE_CHARS), { minLength: 12, maxLength: 12 })
  .map((chars) => chars.join(''))
  .filter((base) => base !== '000000000000');

const numericBase = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 })
  .map((digits) => digits.join(''))
  .filter((base) => base !== '000000000000');

describe('CNPJ', () => {
  // Reference values and their sources:
  // - 12.ABC.345/01DE-35: the worked example of SERPRO/Receita Federal, "Cálculo dos dígitos
  //   verificadores de CNPJ alfanumérico" (CNPJ alfanumérico, IN RFB 2.229/2024, in force July 2026,
  //   https://www.gov.br/receitafederal/pt-br/acesso-a-informacao/acoes-e-programas/programas-e-atividades/cnpj-alfanumerico).
  // - 00.000.000/0001-91: Banco do Brasil's CNPJ; the same SERPRO material computes DV 91 for base 000000000001.
  // - 11.222.333/0001-81: the demo company of product rule §5, the classic textbook example.
  it.each([
    ['12.ABC.345/01DE-35', true],
    ['12ABC34501DE35', true],
    ['12.abc.345/01de-35', true],
    ['00.000.000/0001-91', true],
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['12.ABC.345/01DE-36', false],
    ['12.ABC.345/01DE-45', false],
    ['12.ABC.345/01DE-3A', false],
    ['11.222.333/0001-80', false],
    ['00.000.000/0000-00', false],
    ['11.111.111/1111-11', false],
    ['1122233300018', false],
    ['112223330001811', false],
    ['12.ABÇ.345/01DE-35', false],
    ['12_ABC_345_01DE_35', false],
    ['', false],
  ])('isValidCnpj(%j) is %s', (value, expected) => {
    expect(isValidCnpj(value)).toBe(expected);
  });

  it('normalises mask punctuation away and letters to upper case', () => {
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });

  it('generates the reference CNPJs from their bases', () => {
    expect(generateCnpj('12ABC34501DE')).toBe('12ABC34501DE35');
    expect(generateCnpj('000000000001')).toBe('00000000000191');
    expect(generateCnpj('112223330001')).toBe('11222333000181');
  });

  it('refuses a malformed or repeated base with a Portuguese message', () => {
    expect(() => generateCnpj('12ABC34501D')).toThrow(DOCUMENT_MESSAGES.cnpjBaseInvalid);
    expect(() => generateCnpj('12abc34501de')).toThrow(RangeError);
    expect(() => generateCnpj('000000000000')).toThrow(DOCUMENT_MESSAGES.repeatedDocument);
  });

  it('validates every generated CNPJ, numeric or alphanumeric', () => {
    fc.assert(
      fc.property(fc.oneof(numericBase, alphanumericBase), (base) => {
        const cnpj = generateCnpj(base);
        expect(cnpj).toMatch(/^[0-9A-Z]{12}\d{2}$/);
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(cnpj.toLowerCase())).toBe(true);
      }),
    );
  });

  it('invalidates a CNPJ when any single check digit changes', () => {
    fc.assert(
      fc.property(
        alphanumericBase,
        fc.integer({ min: 12, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (base, at, delta) => {
          const cnpj = generateCnpj(base);
          const changed = (Number(cnpj[at]) + delta) % 10;
          expect(isValidCnpj(cnpj.slice(0, at) + String(changed) + cnpj.slice(at + 1))).toBe(false);
        },
      ),
    );
  });
});
