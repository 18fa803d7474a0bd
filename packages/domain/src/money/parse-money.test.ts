import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '../messages/pt-BR';
import { parseMoney } from './parse-money';

describe('parseMoney', () => {
  it.each([
    ['R$ 1.234,56', 123456],
    ['-R$ 1.234,56', -123456],
    ['R$ -1.234,56', -123456],
    ['R$\u00a01.234,56', 123456],
    ['  1234,56 ', 123456],
    ['1.234.567,8', 123456780],
    ['1.234.567', 123456700],
    ['IGPM 10,5', 1050],
    ['0,001', 0],
    ['0,005', 1],
    ['-0,005', -1],
    ['-0,004', 0],
    ['+12,00', 1200],
    ['1234.56', 123456],
    ['1234.567', 123457],
    ['1.234', 123],
    ['1234', 123400],
    ['-0.5', -50],
    ['R$1,00', 100],
  ])('reads %j as %s cents', (text, cents) => {
    expect(parseMoney(text)).toEqual({ ok: true, cents });
  });

  it.each([
    [1234.56, 123456],
    [-0.5, -50],
    [0.1 + 0.2, 30],
    [1e-7, 0],
    [-1e-7, 0],
    [1e21, null],
    [7, 700],
  ])('reads the number %s', (value, cents) => {
    const result = parseMoney(value);
    if (cents === null) expect(result).toEqual({ ok: false, error: MONEY_MESSAGES.tooLarge });
    else expect(result).toEqual({ ok: true, cents });
  });

  it.each(['', 'abc', 'R$', '1,2,3', '12.34,56', '1.23.456', '--1', '-R$ -1,00', '1,', ',5', '1 234,56'])(
    'rejects %j with a Portuguese message',
    (text) => {
      expect(parseMoney(text)).toEqual({ ok: false, error: MONEY_MESSAGES.invalid });
    },
  );

  it('rejects non-finite numbers and amounts beyond safe integers', () => {
    expect(parseMoney(Number.NaN)).toEqual({ ok: false, error: MONEY_MESSAGES.invalid });
    expect(parseMoney('90071992547409,92')).toEqual({ ok: false, error: MONEY_MESSAGES.tooLarge });
    expect(parseMoney('90071992547409,91')).toEqual({ ok: true, cents: Number.MAX_SAFE_INTEGER });
  });

  it('reads any decimal string with two places exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const sign = cents < 0 ? '-' : '';
        const abs = Math.abs(cents);
        const text = `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
        expect(parseMoney(text)).toEqual({ ok: true, cents });
      }),
    );
  });
});
