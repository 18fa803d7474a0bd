import { describe, expect, it } from 'vitest';
import { buildBoleto } from './build-boleto';
import { buildBancoDoBrasilFreeField } from './free-field-banco-do-brasil';
import { REFERENCE_BOLETOS } from './test/boleto-references';

const valid = {
  bankCode: '001',
  dueDate: '2026-01-02',
  amountCents: 80_400,
  freeField: '0000001234567000000032111',
};

describe('buildBoleto', () => {
  it.each(REFERENCE_BOLETOS)('reproduces $formattedLine ($source)', (ref) => {
    expect(buildBoleto(ref)).toEqual({
      ok: true,
      value: {
        barcode: ref.barcode,
        digitableLine: ref.formattedLine.replace(/\D/g, ''),
        formattedLine: ref.formattedLine,
      },
    });
  });

  it('accepts the extremes of the amount', () => {
    expect(buildBoleto({ ...valid, amountCents: 0 })).toMatchObject({
      ok: true,
      value: { barcode: expect.stringMatching(/^\d{5}\d{4}0{10}/) },
    });
    expect(buildBoleto({ ...valid, amountCents: 9_999_999_999 })).toMatchObject({
      ok: true,
      value: { formattedLine: expect.stringMatching(/ 13149999999999$/) },
    });
  });

  it.each([
    [{ bankCode: '01' }, 'bank-code', '3 dígitos'],
    [{ bankCode: '0011' }, 'bank-code', '3 dígitos'],
    [{ bankCode: 'abc' }, 'bank-code', '3 dígitos'],
    [{ amountCents: -1 }, 'amount', 'negativos'],
    [{ amountCents: 10.5 }, 'amount', 'inteiro'],
    [{ amountCents: Number.NaN }, 'amount', 'inteiro'],
    [{ amountCents: Number.POSITIVE_INFINITY }, 'amount', 'inteiro'],
    [{ amountCents: 10_000_000_000 }, 'amount', '10 dígitos'],
    [{ freeField: '000000123456700000003211' }, 'free-field', '25 dígitos'],
    [{ freeField: '00000012345670000000321111' }, 'free-field', '25 dígitos'],
    [{ freeField: '000000123456700000003211x' }, 'free-field', '25 dígitos'],
    [{ dueDate: '2000-07-02' }, 'due-date', '03/07/2000'],
    [{ dueDate: '02/01/2026' }, 'due-date', 'AAAA-MM-DD'],
  ])('refuses %j', (change, code, fragment) => {
    const result = buildBoleto({ ...valid, ...change });
    expect(result).toMatchObject({ ok: false, error: { code } });
    if (!result.ok) expect(result.error.message).toContain(fragment);
  });
});

describe('buildBancoDoBrasilFreeField', () => {
  it('lays out zeros, convênio, nosso número and carteira like the BoletoNetCore BB examples', () => {
    const fromExample = REFERENCE_BOLETOS[1];
    expect(buildBancoDoBrasilFreeField({ convenio: '1234567', nossoNumero: '321', carteira: '11' })).toEqual({
      ok: true,
      value: fromExample?.freeField,
    });
    // kivanio/brcobranca: convênio 1238798, nosso número 7777700168, carteira 18.
    expect(
      buildBancoDoBrasilFreeField({ convenio: '1238798', nossoNumero: '7777700168', carteira: '18' }),
    ).toEqual({
      ok: true,
      value: '0000001238798777770016818',
    });
  });

  it.each([
    [{ convenio: '123456' }, 'convenio'],
    [{ convenio: '12345678' }, 'convenio'],
    [{ nossoNumero: '' }, 'nosso-numero'],
    [{ nossoNumero: '12345678901' }, 'nosso-numero'],
    [{ nossoNumero: '12a' }, 'nosso-numero'],
    [{ carteira: '1' }, 'carteira'],
    [{ carteira: '117' }, 'carteira'],
  ])('refuses %j', (change, code) => {
    const input = { convenio: '1234567', nossoNumero: '321', carteira: '11', ...change };
    expect(buildBancoDoBrasilFreeField(input)).toMatchObject({
      ok: false,
      error: { code, message: expect.any(String) },
    });
  });
});
