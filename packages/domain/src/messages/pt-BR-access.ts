/**
 * Portuguese texts of the domain rules the signed-out pages use (login, sign-up). Apart from
 * `pt-BR.ts` so the login's first script carries only these (decision 078).
 */

/** Messages of the sign-up form (spec section 5), keyed by rule. */
export const SIGN_UP_MESSAGES = {
  emailEmpty: 'Campo de email vazio.',
  emailInvalid: 'Insira o email corretamente.',
  passwordEmpty: 'Campo de senha vazio.',
  passwordWeak: 'A senha deve ter pelo menos 8 caracteres, com uma letra, um número e um caractere especial.',
  passwordTooLong: 'A senha pode ter no máximo 256 caracteres.',
  confirmationEmpty: 'Por favor, confirme sua senha.',
  confirmationMismatch: 'As senhas não coincidem.',
  cpfEmpty: 'Campo de CPF vazio.',
  cnpjEmpty: 'Campo de CNPJ vazio.',
  cpfTooShort: 'O CPF deve ter pelo menos 11 números.',
  cnpjTooShort: 'O CNPJ deve ter pelo menos 14 números.',
  cpfInvalid: 'CPF inválido.',
  cnpjInvalid: 'CNPJ inválido.',
  personTypeInvalid: 'Escolha o tipo de pessoa: física (CPF) ou jurídica (CNPJ).',
} as const;
