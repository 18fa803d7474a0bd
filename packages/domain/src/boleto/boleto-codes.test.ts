import validator from 'boleto-brasileiro-validator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barcodeFromDigitableLine,
  digitableLineFromBarcode,
  parseBarcode,
  parseDigitableLine,
  slipCodeShapeError,
  validateDigitableLine,
} from './boleto-codes';
import { buildBoleto } from './build-boleto';
import { modulo11Boleto } from './check-digits';
import { dateFromFactor } from './due-date-factor';
import { REFERENCE_BOLETOS, REFERENCE_LINES } from './test/boleto-references';

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

/** A random valid slip built by our own builder (dates across both factor cycles). */
const builtBoleto = fc
  .record({
    bankCode: digits(3),
    dueDay: fc.integer({ min: 0, max: 17_000 }),
    amountCents: fc.integer({ min: 0, max: 9_999_999_999 }),
    freeField: digits(25),
  })
  .map(({ dueDay, ...rest }) => {
    const dueDate = new Date(Date.UTC(2000, 6, 3 + dueDay)).toISOString().slice(0, 10);
    const built = buildBoleto({ ...rest, dueDate });
    if (!built.ok) throw new Error(built.error.message);
    return { input: { ...rest, dueDate }, built: built.value };
  });

describe('published examples', () => {
  it.each(REFERENCE_BOLETOS)('parses $formattedLine ($source)', (ref) => {
    const parsed = parseDigitableLine(ref.formattedLine);
    expect(parsed).toEqual({
      ok: true,
      value: {
        bankCode: ref.bankCode,
        currency: '9',
        dueDateFactor: expect.any(Number),
        amountCents: ref.amountCents,
        freeField: ref.freeField,
        barcode: ref.barcode,
        digitableLine: ref.formattedLine.replace(/\D/g, ''),
        formattedLine: ref.formattedLine,
      },
    });
    if (parsed.ok)
      expect(dateFromFactor(parsed.value.dueDateFactor, ref.dueDate)).toEqual({
        ok: true,
        value: ref.dueDate,
      });
    expect(barcodeFromDigitableLine(ref.formattedLine)).toEqual({ ok: true, value: ref.barcode });
    expect(digitableLineFromBarcode(ref.barcode)).toEqual({
      ok: true,
      value: ref.formattedLine.replace(/\D/g, ''),
    });
    expect(parseBarcode(ref.barcode)).toEqual(parsed);
  });

  it.each(REFERENCE_LINES)('validates %s', (line) => {
    expect(validateDigitableLine(line)).toBeNull();
    const barcode = barcodeFromDigitableLine(line);
    expect(barcode.ok && validator.boletoBancarioCodigoBarras(barcode.value)).toBe(true);
  });
});

describe('parseDigitableLine', () => {
  const line = '00190.00009 01234.567004 00000.321117 2 13140000080400';

  it('accepts any spacing and punctuation', () => {
    expect(parseDigitableLine(` 0019000009-0123456700\n4.00000.321117/2 1314000008 0400 `)).toMatchObject({
      ok: true,
      value: { formattedLine: line },
    });
  });

  it('reads a slip without due date (factor 0000) and with the amount left open', () => {
    const barcode = `0019${modulo11Boleto(`0019${'0'.repeat(14)}0000001234567000000032111`)}${'0'.repeat(14)}0000001234567000000032111`;
    const parsed = parseBarcode(barcode);
    expect(parsed).toMatchObject({ ok: true, value: { dueDateFactor: 0, amountCents: 0 } });
  });

  it.each([
    ['00190.00009 01234.567004 00000.321117 2 1314000008040', 'length', 'foram informados 46'],
    [`${line}0`, 'length', 'foram informados 48'],
    ['', 'length', 'foram informados 0'],
    ['00190.0000A 01234.567004 00000.321117 2 13140000080400', 'characters', 'apenas números'],
    ['00190.00008 01234.567004 00000.321117 2 13140000080400', 'field-1-check-digit', 'campo 1'],
    ['00190.00009 01234.567005 00000.321117 2 13140000080400', 'field-2-check-digit', 'campo 2'],
    ['00190.00009 01234.567004 00000.321118 2 13140000080400', 'field-3-check-digit', 'campo 3'],
    ['00190.00009 01234.567004 00000.321117 3 13140000080400', 'general-check-digit', 'geral'],
    ['00190.00009 01234.567004 00000.321117 2 13140000080401', 'general-check-digit', 'geral'],
  ])('refuses %j (%s)', (text, code, fragment) => {
    const result = parseDigitableLine(text);
    expect(result).toMatchObject({ ok: false, error: { code } });
    if (!result.ok) expect(result.error.message).toContain(fragment);
    expect(validateDigitableLine(text)).toEqual(result.ok ? null : result.error);
    expect(barcodeFromDigitableLine(text)).toEqual(result);
  });
});

describe('parseBarcode', () => {
  it.each([
    ['0019213140000080400000000123456700000003211', 'length'],
    ['0019213140000080400000000123456700000003211x', 'characters'],
    ['00193131400000804000000001234567000000032111', 'general-check-digit'],
  ])('refuses %j (%s)', (text, code) => {
    expect(parseBarcode(text)).toMatchObject({ ok: false, error: { code, message: expect.any(String) } });
    expect(digitableLineFromBarcode(text)).toMatchObject({ ok: false, error: { code } });
  });
});

describe('properties', () => {
  it('every built slip parses back to its own fields, and both codes round-trip', () => {
    fc.assert(
      fc.property(builtBoleto, ({ input, built }) => {
        const parsed = parseDigitableLine(built.formattedLine);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(parsed.value).toMatchObject({ ...built, bankCode: input.bankCode, currency: '9' });
        expect(parsed.value.amountCents).toBe(input.amountCents);
        expect(parsed.value.freeField).toBe(input.freeField);
        expect(dateFromFactor(parsed.value.dueDateFactor, input.dueDate)).toEqual({
          ok: true,
          value: input.dueDate,
        });
        expect(barcodeFromDigitableLine(built.digitableLine)).toEqual({ ok: true, value: built.barcode });
        expect(digitableLineFromBarcode(built.barcode)).toEqual({ ok: true, value: built.digitableLine });
      }),
    );
  });

  it('the independent validator (boleto-brasileiro-validator 1.0.5) accepts every built slip', () => {
    // It checks only check digits and layout, not dates, so the 2025 factor restart does not matter to it.
    fc.assert(
      fc.property(builtBoleto, ({ built }) => {
        expect(validator.boletoBancarioLinhaDigitavel(built.formattedLine, true)).toBe(true);
        expect(validator.boletoBancarioCodigoBarras(built.barcode)).toBe(true);
      }),
    );
  });

  it('changing any one digit makes the line invalid, except in field 5 when the mod-11 DV stays 1', () => {
    // Fields 1-3 are covered by a modulo-10 (Luhn) digit, which catches every single substitution.
    // Field 5 (factor + amount) is covered only by the modulo-11 general digit, whose results 0, 10 and
    // 11 all print as 1: a substitution that moves the sum between remainders 0 and 1 goes unnoticed.
    fc.assert(
      fc.property(builtBoleto, fc.nat(46), fc.integer({ min: 1, max: 9 }), ({ built }, position, delta) => {
        const line = built.digitableLine;
        const changed = `${line.slice(0, position)}${(Number(line[position]) + delta) % 10}${line.slice(position + 1)}`;
        const error = validateDigitableLine(changed);
        const independent = validator.boletoBancarioLinhaDigitavel(changed, true);
        expect(independent).toBe(error === null);
        if (error !== null) return;
        expect(position).toBeGreaterThanOrEqual(33);
        const barcode = `${changed.slice(0, 4)}${changed.slice(33)}${changed.slice(4, 9)}${changed.slice(10, 20)}${changed.slice(21, 31)}`;
        expect(line[32]).toBe('1');
        expect(modulo11Boleto(barcode)).toBe(1);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('slipCodeShapeError (a bad slip code is the error of that slip only)', () => {
  it('accepts 47 digits, with or without the usual separators', () => {
    expect(slipCodeShapeError('00190.00009 01234.567004 00000.001180 6 12850000150000')).toBeNull();
    expect(slipCodeShapeError('0'.repeat(47))).toBeNull();
  });

  it('names the wrong length or the stray characters in Portuguese', () => {
    expect(slipCodeShapeError('1'.repeat(48))).toEqual({
      code: 'length',
      message: 'A linha digitável deve ter 47 dígitos; foram informados 48.',
    });
    expect(slipCodeShapeError('')?.code).toBe('length');
    expect(slipCodeShapeError('0019X')).toEqual({
      code: 'characters',
      message: 'A linha digitável deve conter apenas números (espaços e pontos são ignorados).',
    });
  });
});
