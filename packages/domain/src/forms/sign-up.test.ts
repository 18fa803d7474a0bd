import { describe, expect, it } from 'vitest';
import type { PersonType } from '../documents/person-types';
import { SIGN_UP_MESSAGES } from '../messages/pt-BR-access';
import { buildSignUpPayload, type SignUpForm, validateSignUp } from './sign-up';

/** A valid individual sign-up (CPF of product rule §5); each case overrides what it tests. */
const individual: SignUpForm = {
  personType: 'individual',
  email: 'bruno@demo.com.br',
  cpf: '987.654.321-00',
  cnpj: '',
  password: 'Senha#2026',
  passwordConfirmation: 'Senha#2026',
};
const company: SignUpForm = { ...individual, personType: 'company', cpf: '', cnpj: '11.222.333/0001-81' };

describe('validateSignUp', () => {
  it('accepts a complete individual and company form', () => {
    expect(validateSignUp(individual)).toEqual({});
    expect(validateSignUp(company)).toEqual({});
    expect(validateSignUp({ ...company, cnpj: '12.abc.345/01de-35' })).toEqual({});
  });

  it.each([
    [{ email: '' }, { email: 'Campo de email vazio.' }],
    [{ email: '   ' }, { email: 'Campo de email vazio.' }],
    [{ email: 'bruno@demo' }, { email: 'Insira o email corretamente.' }],
    [
      { password: '', passwordConfirmation: 'x' },
      { password: 'Campo de senha vazio.', passwordConfirmation: 'As senhas não coincidem.' },
    ],
    [
      { password: '', passwordConfirmation: '' },
      { password: 'Campo de senha vazio.', passwordConfirmation: 'Por favor, confirme sua senha.' },
    ],
    [{ passwordConfirmation: '' }, { passwordConfirmation: 'Por favor, confirme sua senha.' }],
    // The reset rules apply to sign-up too (product rule §4): each missing rule refuses the password.
    [{ password: 'Ab#12', passwordConfirmation: 'Ab#12' }, { password: SIGN_UP_MESSAGES.passwordWeak }],
    [
      { password: 'Senha2026', passwordConfirmation: 'Senha2026' },
      { password: SIGN_UP_MESSAGES.passwordWeak },
    ],
    [
      { password: 'Senha#abc', passwordConfirmation: 'Senha#abc' },
      { password: SIGN_UP_MESSAGES.passwordWeak },
    ],
    [
      { password: '2026#2026', passwordConfirmation: '2026#2026' },
      { password: SIGN_UP_MESSAGES.passwordWeak },
    ],
    [
      { password: `Aa1#${'x'.repeat(253)}`, passwordConfirmation: `Aa1#${'x'.repeat(253)}` },
      { password: 'A senha pode ter no máximo 256 caracteres.' },
    ],
    [{ passwordConfirmation: 'Senha#2027' }, { passwordConfirmation: 'As senhas não coincidem.' }],
    [{ cpf: '' }, { cpf: 'Campo de CPF vazio.' }],
    [{ cpf: '...-' }, { cpf: 'Campo de CPF vazio.' }],
    [{ cpf: '987.654.321-0' }, { cpf: 'O CPF deve ter pelo menos 11 números.' }],
    [{ cpf: '987.654.321-01' }, { cpf: 'CPF inválido.' }],
    [{ cpf: '111.111.111-11' }, { cpf: 'CPF inválido.' }],
  ] as const)('individual %j gives %j', (override, expected) => {
    expect(validateSignUp({ ...individual, ...override })).toEqual(expected);
  });

  it.each([
    [{ cnpj: '' }, { cnpj: 'Campo de CNPJ vazio.' }],
    [{ cnpj: '11.222.333/0001-8' }, { cnpj: 'O CNPJ deve ter pelo menos 14 números.' }],
    [{ cnpj: '11.222.333/0001-80' }, { cnpj: 'CNPJ inválido.' }],
    [{ cnpj: '12.ABC.345/01DE-36' }, { cnpj: 'CNPJ inválido.' }],
  ] as const)('company %j gives %j', (override, expected) => {
    expect(validateSignUp({ ...company, ...override })).toEqual(expected);
  });

  it('accepts a password of exactly 8 and of exactly 256 characters that meets the rules', () => {
    const long = `Aa1#${'x'.repeat(252)}`;
    expect(validateSignUp({ ...individual, password: 'Ab#12345', passwordConfirmation: 'Ab#12345' })).toEqual(
      {},
    );
    expect(validateSignUp({ ...individual, password: long, passwordConfirmation: long })).toEqual({});
  });

  it('checks only the document of the chosen person type', () => {
    expect(validateSignUp({ ...individual, cnpj: 'lixo' })).toEqual({});
    expect(validateSignUp({ ...company, cpf: 'lixo' })).toEqual({});
  });

  it('reports every failing field at once', () => {
    const blank: SignUpForm = {
      personType: 'individual',
      email: '',
      cpf: '',
      cnpj: '',
      password: '',
      passwordConfirmation: '',
    };
    expect(validateSignUp(blank)).toEqual({
      email: SIGN_UP_MESSAGES.emailEmpty,
      password: SIGN_UP_MESSAGES.passwordEmpty,
      passwordConfirmation: SIGN_UP_MESSAGES.confirmationEmpty,
      cpf: SIGN_UP_MESSAGES.cpfEmpty,
    });
  });

  it('refuses a tampered person type instead of treating it as a company', () => {
    const tampered = { ...company, personType: 'alien' as PersonType };
    expect(validateSignUp(tampered)).toEqual({ personType: SIGN_UP_MESSAGES.personTypeInvalid });
  });
});

describe('buildSignUpPayload', () => {
  it('sends the CPF digits only and an empty CNPJ', () => {
    expect(
      buildSignUpPayload({ ...individual, email: ' bruno@demo.com.br ', cnpj: '11.222.333/0001-81' }),
    ).toEqual({
      cnpj: '',
      cpf: '98765432100',
      email: 'bruno@demo.com.br',
      password: 'Senha#2026',
    });
  });

  it('sends the CNPJ without mask, letters upper-cased, and an empty CPF', () => {
    expect(buildSignUpPayload({ ...company, cpf: '987.654.321-00' })).toEqual({
      cnpj: '11222333000181',
      cpf: '',
      email: 'bruno@demo.com.br',
      password: 'Senha#2026',
    });
    expect(buildSignUpPayload({ ...company, cnpj: '12.abc.345/01de-35' }).cnpj).toBe('12ABC34501DE35');
  });

  it('throws a Portuguese error for an unknown person type', () => {
    expect(() => buildSignUpPayload({ ...company, personType: 'alien' as PersonType })).toThrow(
      SIGN_UP_MESSAGES.personTypeInvalid,
    );
  });
});
