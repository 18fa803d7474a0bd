import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, isErrorCode, messageForCode } from './error-catalogue';

describe('error catalogue', () => {
  it.each([
    ['PAYMENT-SLIP-PDF-404', 'Boleto indisponível'],
    ['SEND-PAYMENT-PROOF-422', 'Formato de arquivo não suportado.'],
    ['GET-INCOME-TAX-404', 'Erro ao gerar o link do PDF ou PDF indisponivel'],
    ['IMG-POST-201', 'Imagem adicionada com sucesso.'],
    ['SIGN-UP-400', 'Email e CPF/CNPJ devem coincidir com a base de dados.'],
    ['SIGN-UP-421', 'Não foi possível cadastrar o usuário. Tente novamente.'],
    ['IMG-DELETE-404', 'Houve um erro ao remover a imagem.'],
    ['IMG-DELETE-500', 'Houve um erro ao remover a imagem.'],
  ] as const)('keeps the exact spec text of %s', (code, text) => {
    expect(ERROR_CATALOGUE[code]).toBe(text);
    expect(messageForCode(code)).toBe(text);
  });

  it('recognises only its own codes', () => {
    expect(isErrorCode('LOGIN-401')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });

  it('falls back to the generic text for an unknown code', () => {
    expect(messageForCode('WHATEVER-999')).toBe(ERROR_CATALOGUE['INTERNAL-500']);
  });
});
