import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../messages/pt-BR';
import { readCpfCnpj } from './cpf-cnpj';

describe('readCpfCnpj', () => {
  it('reads a masked or bare CPF', () => {
    expect(readCpfCnpj('123.456.789-09')).toEqual({ ok: true, kind: 'cpf', value: '12345678909' });
    expect(readCpfCnpj(' 12345678909 ')).toEqual({ ok: true, kind: 'cpf', value: '12345678909' });
  });

  it('reads numeric and alphanumeric CNPJs, upper-casing letters', () => {
    expect(readCpfCnpj('11.222.333/0001-81')).toEqual({ ok: true, kind: 'cnpj', value: '11222333000181' });
    expect(readCpfCnpj('12.abc.345/01de-35')).toEqual({ ok: true, kind: 'cnpj', value: '12ABC34501DE35' });
  });

  it('says what is wrong in Portuguese', () => {
    expect(readCpfCnpj('123.456.789-00')).toEqual({ ok: false, message: IMPORT_MESSAGES.cpfInvalid });
    expect(readCpfCnpj('11222333000182')).toEqual({ ok: false, message: IMPORT_MESSAGES.cnpjInvalid });
    expect(readCpfCnpj('1234')).toEqual({ ok: false, message: IMPORT_MESSAGES.cpfCnpjLength });
    expect(readCpfCnpj('  ')).toEqual({ ok: false, message: IMPORT_MESSAGES.required });
  });
});

describe('IMPORT_MESSAGES', () => {
  it('names the row and the value it is about', () => {
    expect(IMPORT_MESSAGES.tooLong(100)).toBe('Texto longo demais (máximo de 100 caracteres).');
    expect(IMPORT_MESSAGES.duplicateId(3)).toContain('linha 3');
    expect(IMPORT_MESSAGES.unknownReference('cliente', 'C-9')).toContain('cliente "C-9"');
    expect(IMPORT_MESSAGES.duplicateDocument(2)).toContain('linha 2');
    expect(IMPORT_MESSAGES.documentTaken('C-1')).toContain('"C-1"');
    expect(IMPORT_MESSAGES.duplicateNumber(7)).toContain('linha 7');
    expect(IMPORT_MESSAGES.tooManyRows(10)).toContain('10');
  });
});
