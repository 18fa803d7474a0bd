import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPixPayload, toPixText } from './build-pix-payload';
import { crc16Ccitt } from './crc16';
import { parsePixPayload, validatePixPayload } from './parse-pix-payload';

/**
 * Static example of the Banco Central "Manual de Padrões para Iniciação do Pix" (BR Code section):
 * random key 123e4567-e12b-12d1-a456-426655440000, "Fulano de Tal", "BRASILIA", no amount, txid ***.
 */
const BCB_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
/** Dynamic example of the same manual (01 = 12, URL in 26-25, amount 123.45), as quoted by the pixcode npm README. */
const BCB_DYNAMIC =
  '00020101021226720014br.gov.bcb.pix2550bx.com.br/pix/8b3da2f3-9a41-40d1-a91a-bd93113bd4415204000053039865406123.455802BR5913Fulano de Tal6008BRASILIA62190515RP12345678-2019630445C8';
/** A Mercado Pago sandbox payload (M-Robot35/Boilerplate-Node.js-Start, backend/exemplos-in-out/pix.ts). */
const MERCADO_PAGO =
  '00020126580014br.gov.bcb.pix0136b76aa9c2-2ec4-4110-954e-ebfe34f05b61520400005303986540512.345802BR5911TE35069Wi056014Begz kGOBJEUte62230519mpqrinter132741051963042B7C';
/** Output of the pixcode npm README generator example (dynamic, R$ 99,99, RIO DE JANEIRO). */
const PIXCODE_README =
  '00020101021226720014br.gov.bcb.pix2550bx.com.br/pix/8b3da2f3-9a41-40d1-a91a-bd93113bd441520400005303986540599.995802BR5914Ciclano de Tal6014RIO DE JANEIRO62190515RP12345678-201963047A12';

const base = {
  key: '123e4567-e12b-12d1-a456-426655440000',
  receiverName: 'Fulano de Tal',
  receiverCity: 'BRASILIA',
};

describe('published BR Codes', () => {
  it('reproduces the Banco Central static example byte for byte', () => {
    expect(buildPixPayload(base)).toEqual({ ok: true, value: BCB_STATIC });
    expect(crc16Ccitt(BCB_STATIC.slice(0, -4))).toBe('1D3D');
  });

  it('reads the static example', () => {
    expect(parsePixPayload(BCB_STATIC)).toEqual({
      ok: true,
      value: {
        key: base.key,
        receiverName: 'Fulano de Tal',
        receiverCity: 'BRASILIA',
        merchantCategoryCode: '0000',
        crc: '1D3D',
      },
    });
  });

  it('reads the dynamic example (URL instead of key, single use)', () => {
    expect(parsePixPayload(BCB_DYNAMIC)).toEqual({
      ok: true,
      value: {
        url: 'bx.com.br/pix/8b3da2f3-9a41-40d1-a91a-bd93113bd441',
        receiverName: 'Fulano de Tal',
        receiverCity: 'BRASILIA',
        amountCents: 12_345,
        txid: 'RP12345678-2019',
        pointOfInitiation: '12',
        merchantCategoryCode: '0000',
        crc: '45C8',
      },
    });
  });

  it.each([
    [MERCADO_PAGO, { amountCents: 1234, txid: 'mpqrinter1327410519', receiverCity: 'Begz kGOBJEUte' }],
    [PIXCODE_README, { amountCents: 9999, receiverName: 'Ciclano de Tal', receiverCity: 'RIO DE JANEIRO' }],
  ])('validates a real payload from another issuer (%#)', (payload, fields) => {
    expect(validatePixPayload(payload)).toBeNull();
    expect(parsePixPayload(payload)).toMatchObject({ ok: true, value: fields });
  });
});

describe('buildPixPayload', () => {
  it('writes amount, txid and description, and removes accents', () => {
    const built = buildPixPayload({
      key: 'financeiro@construtiva.com.br',
      receiverName: 'Construtiva Incorporações',
      receiverCity: 'São José',
      amountCents: 123_456,
      txid: 'BOLETO2026010001',
      description: '1ª parcela de março',
    });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.value).toContain('0129financeiro@construtiva.com.br');
    expect(built.value).toContain('02191a parcela de marco');
    expect(built.value).toContain('54071234.56');
    expect(built.value).toContain('5925Construtiva Incorporacoes');
    expect(built.value).toContain('6008Sao Jose');
    expect(built.value).toContain('62200516BOLETO2026010001');
    expect(parsePixPayload(built.value)).toMatchObject({
      ok: true,
      value: {
        amountCents: 123_456,
        txid: 'BOLETO2026010001',
        receiverCity: 'Sao Jose',
        description: '1a parcela de marco',
      },
    });
  });

  it('writes small amounts with two decimals', () => {
    const built = buildPixPayload({ ...base, amountCents: 5 });
    expect(built.ok && built.value).toContain('54040.05');
  });

  it.each([
    [{ key: '  ' }, 'key', 'Informe a chave'],
    [{ key: 'a b' }, 'key', 'não permitidos'],
    [{ key: 'chave-çom-acento' }, 'key', 'não permitidos'],
    [{ key: 'k'.repeat(78) }, 'key', '77'],
    [{ receiverName: ' ' }, 'receiver-name', 'Informe o nome'],
    [{ receiverName: 'A'.repeat(26) }, 'receiver-name', '25'],
    [{ receiverName: 'Loja 😀' }, 'receiver-name', 'não permitidos'],
    [{ receiverCity: '' }, 'receiver-city', 'Informe a cidade'],
    [{ receiverCity: 'Santa Rita do Sapucaí' }, 'receiver-city', '15'],
    [{ receiverCity: '東京' }, 'receiver-city', 'não permitidos'],
    [{ amountCents: 0 }, 'amount', 'maior que zero'],
    [{ amountCents: -100 }, 'amount', 'maior que zero'],
    [{ amountCents: 1.5 }, 'amount', 'inteiro'],
    [{ amountCents: 1_000_000_000_000 }, 'amount', '13 caracteres'],
    [{ txid: 'ABC-123' }, 'txid', '25 letras'],
    [{ txid: 'A'.repeat(26) }, 'txid', '25 letras'],
    [{ description: 'x'.repeat(38) }, 'description', 'no máximo 37'],
    [{ description: 'Olá 😀' }, 'description', 'não permitidos'],
  ])('refuses %j', (change, code, fragment) => {
    const result = buildPixPayload({ ...base, ...change });
    expect(result).toMatchObject({ ok: false, error: { code } });
    if (!result.ok) expect(result.error.message).toContain(fragment);
  });

  it('accepts the longest description that fits and the largest amount', () => {
    expect(buildPixPayload({ ...base, description: 'x'.repeat(37) }).ok).toBe(true);
    expect(buildPixPayload({ ...base, amountCents: 999_999_999_999 })).toMatchObject({
      ok: true,
      value: expect.stringContaining('54139999999999.99'),
    });
    expect(buildPixPayload({ ...base, key: 'k'.repeat(77), description: 'x' })).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('no máximo 0') },
    });
  });

  it('normalises text for the code', () => {
    expect(toPixText('  Ação   Imóveis\tLtda ')).toBe('Acao Imoveis Ltda');
  });
});

describe('parsePixPayload refusals', () => {
  /** One TLV field, length computed (so the cases below cannot miscount). */
  const t = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
  const withCrc = (body: string) => `${body}6304${crc16Ccitt(`${body}6304`)}`;
  const staticBody = BCB_STATIC.slice(0, -8);
  const account = t('26', `${t('00', 'br.gov.bcb.pix')}${t('01', 'chave@exemplo.com')}`);
  const tail = `${t('58', 'BR')}${t('59', 'A')}${t('60', 'B')}`;
  const valid = `${t('00', '01')}${account}${t('52', '0000')}${t('53', '986')}${tail}`;

  it('has a valid baseline for the cases below', () => {
    expect(validatePixPayload(withCrc(valid))).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0002', 'malformed'],
    ['000201260', 'malformed'],
    ['XX0201', 'malformed'],
    [withCrc(t('00', '02')), 'payload-format'],
    [withCrc(`${t('52', '0000')}${t('00', '01')}`), 'payload-format'],
    [staticBody, 'crc'],
    [`${staticBody}${t('63', 'ABCDE')}`, 'crc'],
    [`${staticBody}6304ZZZZ`, 'crc'],
    [BCB_STATIC.replace('Fulano', 'Fulana'), 'crc'],
    [withCrc(`${t('00', '01')}${t('52', '0000')}${t('53', '986')}${tail}`), 'no-pix-account'],
    [
      withCrc(`${t('00', '01')}${t('26', t('00', 'br.gov.bcb.pix'))}${t('52', '0000')}${tail}`),
      'no-pix-account',
    ],
    [
      withCrc(`${t('00', '01')}${t('26', `${t('00', 'br.com.outro')}${t('01', 'x')}`)}${tail}`),
      'no-pix-account',
    ],
    [withCrc(`${t('00', '01')}${t('26', '0500010')}${tail}`), 'no-pix-account'],
    [
      withCrc(`${t('00', '01')}${t('52', `${t('00', 'br.gov.bcb.pix')}${t('01', 'x')}`)}${tail}`),
      'no-pix-account',
    ],
  ])('refuses %j (%s)', (text, code) => {
    const result = parsePixPayload(text);
    expect(result).toMatchObject({ ok: false, error: { code, message: expect.any(String) } });
    expect(validatePixPayload(text)).toEqual(result.ok ? null : result.error);
  });

  it('finds the PIX account among other merchant account templates (ids 26 to 51)', () => {
    const other = t('27', `${t('00', 'br.com.outro')}${t('01', 'x')}`);
    const pix = t('51', `${t('00', 'BR.GOV.BCB.PIX')}${t('01', 'chave')}`);
    const payload = withCrc(`${t('00', '01')}${other}${pix}${t('52', '0000')}${t('53', '986')}${tail}`);
    expect(parsePixPayload(payload)).toMatchObject({ ok: true, value: { key: 'chave' } });
  });

  it.each([
    [valid.replace(t('52', '0000'), ''), 'missing-field', '52'],
    [valid.replace(t('53', '986'), ''), 'missing-field', '53'],
    [valid.replace(t('58', 'BR'), ''), 'missing-field', '58'],
    [valid.replace(t('59', 'A'), ''), 'missing-field', '59'],
    [valid.replace(t('60', 'B'), ''), 'missing-field', '60'],
    [valid.replace(t('59', 'A'), t('59', '')), 'missing-field', 'nome do recebedor'],
    [valid.replace(t('53', '986'), t('53', '840')), 'currency', '986'],
    [valid.replace(t('58', 'BR'), t('58', 'US')), 'country', 'BR'],
    [`${valid}${t('54', '12a')}`, 'amount', 'valor'],
    [`${valid}${t('54', '1.555')}`, 'amount', 'valor'],
    [`${valid}${t('54', '12345678901234')}`, 'amount', 'valor'],
    [`${valid}${t('54', '')}`, 'amount', 'valor'],
    [valid.replace(t('00', '01'), `${t('00', '01')}${t('01', '13')}`), 'point-of-initiation', '11 ou 12'],
    [`${valid}${t('62', '0501')}`, 'malformed', `posição ${valid.length + 1}`],
    [`${valid}${t('59', 'B')}`, 'malformed', 'repete o campo 59'],
  ])('refuses %j (%s)', (body, code, fragment) => {
    const result = parsePixPayload(withCrc(body));
    expect(result).toMatchObject({ ok: false, error: { code } });
    if (!result.ok) expect(result.error.message).toContain(fragment);
  });

  it('accepts a lowercase CRC, blanks around the code, amounts without decimals and 62 without 05', () => {
    const payload = withCrc(`${valid}${t('54', '10')}${t('62', t('07', 'X'))}`);
    expect(parsePixPayload(`\n ${payload.slice(0, -4)}${payload.slice(-4).toLowerCase()} \n`)).toMatchObject({
      ok: true,
      value: { amountCents: 1000, txid: undefined, receiverName: 'A' },
    });
    expect(parsePixPayload(withCrc(`${valid}${t('54', '0.5')}${t('01', '11')}`))).toMatchObject({
      ok: true,
      value: { amountCents: 50, pointOfInitiation: '11' },
    });
  });
});

describe('properties', () => {
  const ascii = (min: number, max: number) =>
    fc.string({
      unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
      minLength: min,
      maxLength: max,
    });
  const input = fc.record(
    {
      key: ascii(1, 40),
      receiverName: fc.string({ unit: fc.constantFrom(...'abcdeéãçÁ XYZ'), minLength: 1, maxLength: 25 }),
      receiverCity: fc.string({ unit: fc.constantFrom(...'São Paulo-ÍÊ'), minLength: 1, maxLength: 15 }),
      amountCents: fc.integer({ min: 1, max: 999_999_999_999 }),
      txid: fc.string({ unit: fc.constantFrom(...'ABCxyz0189'), minLength: 1, maxLength: 25 }),
      description: fc.string({ unit: fc.constantFrom(...'Parcela 1ªé'), maxLength: 30 }),
    },
    { requiredKeys: ['key', 'receiverName', 'receiverCity'] },
  );

  it('every built payload validates and parses back to its input', () => {
    fc.assert(
      fc.property(input, (data) => {
        fc.pre(toPixText(data.receiverName) !== '' && toPixText(data.receiverCity) !== '');
        const built = buildPixPayload(data);
        expect(built.ok).toBe(true);
        if (!built.ok) return;
        const description = toPixText(data.description ?? '');
        expect(parsePixPayload(built.value)).toEqual({
          ok: true,
          value: {
            key: data.key,
            description: description === '' ? undefined : description,
            receiverName: toPixText(data.receiverName),
            receiverCity: toPixText(data.receiverCity),
            amountCents: data.amountCents,
            txid: data.txid,
            merchantCategoryCode: '0000',
            crc: built.value.slice(-4),
          },
        });
      }),
    );
  });

  it('a payload with any one character changed no longer validates', () => {
    fc.assert(
      fc.property(input, fc.nat(), fc.integer({ min: 0x20, max: 0x7e }), (data, index, code) => {
        fc.pre(toPixText(data.receiverName) !== '' && toPixText(data.receiverCity) !== '');
        const built = buildPixPayload(data);
        if (!built.ok) return false;
        const position = index % built.value.length;
        const replacement = String.fromCharCode(code);
        fc.pre(built.value[position] !== replacement);
        // The CRC is read case-insensitively, so 'd' for 'D' in the last 4 characters is the same code.
        fc.pre(!(position >= built.value.length - 4 && replacement.toUpperCase() === built.value[position]));
        const changed = `${built.value.slice(0, position)}${replacement}${built.value.slice(position + 1)}`;
        return validatePixPayload(changed) !== null;
      }),
      { numRuns: 1000 },
    );
  });
});
