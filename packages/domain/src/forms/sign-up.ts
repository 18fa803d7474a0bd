import { onlyDigits } from '../documents/check-digit';
import { isValidCnpj } from '../documents/cnpj';
import { isValidCpf } from '../documents/cpf';
import { PERSON_TYPES, type PersonType } from '../documents/person-types';
import { SIGN_UP_MESSAGES } from '../messages/pt-BR-access';
import { isValidEmail } from './email';
import { isPasswordStrong, MAX_PASSWORD_LENGTH } from './new-password';

/** The sign-up form as typed (spec section 3: email, password, cpf, cnpj, password_confirmation). */
export interface SignUpForm {
  personType: PersonType;
  email: string;
  cpf: string;
  cnpj: string;
  password: string;
  passwordConfirmation: string;
}

/** A field of the sign-up form that can carry an error message. */
export type SignUpField = keyof SignUpForm;

/** Error message per failing field; a field that passes is absent. */
export type SignUpErrors = Partial<Record<SignUpField, string>>;

/** The body of `POST /api/v1/user` (spec section 3): documents without mask, exactly one of them filled. */
export interface SignUpPayload {
  cnpj: string;
  cpf: string;
  email: string;
  password: string;
}

/** CNPJ as sent and counted: digits and (alphanumeric CNPJ) upper-case letters only. */
function cnpjChars(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]+/g, '');
}

function documentError(form: SignUpForm): Pick<SignUpErrors, 'cpf' | 'cnpj'> {
  if (form.personType === 'individual') {
    const cpf = onlyDigits(form.cpf);
    if (cpf === '') return { cpf: SIGN_UP_MESSAGES.cpfEmpty };
    if (cpf.length < 11) return { cpf: SIGN_UP_MESSAGES.cpfTooShort };
    return isValidCpf(cpf) ? {} : { cpf: SIGN_UP_MESSAGES.cpfInvalid };
  }
  const cnpj = cnpjChars(form.cnpj);
  if (cnpj === '') return { cnpj: SIGN_UP_MESSAGES.cnpjEmpty };
  if (cnpj.length < 14) return { cnpj: SIGN_UP_MESSAGES.cnpjTooShort };
  return isValidCnpj(cnpj) ? {} : { cnpj: SIGN_UP_MESSAGES.cnpjInvalid };
}

/**
 * Validates the sign-up form on submit with the exact messages of spec section 5, plus the CPF/CNPJ
 * check digits and the new-password rules of a reset (letter, digit, special character, 8 to 256
 * characters). Only the document of the chosen person type is checked. Returns one message per
 * failing field (the password mismatch is reported on `passwordConfirmation`); `{}` means valid.
 */
export function validateSignUp(form: SignUpForm): SignUpErrors {
  const errors: SignUpErrors = {};
  const email = form.email.trim();
  if (email === '') errors.email = SIGN_UP_MESSAGES.emailEmpty;
  else if (!isValidEmail(email)) errors.email = SIGN_UP_MESSAGES.emailInvalid;

  if (form.password === '') errors.password = SIGN_UP_MESSAGES.passwordEmpty;
  else if (form.password.length > MAX_PASSWORD_LENGTH) errors.password = SIGN_UP_MESSAGES.passwordTooLong;
  // The same rules as a reset (spec section 5), so a password the checklist accepts is never refused.
  else if (!isPasswordStrong(form.password)) errors.password = SIGN_UP_MESSAGES.passwordWeak;
  if (form.passwordConfirmation === '') errors.passwordConfirmation = SIGN_UP_MESSAGES.confirmationEmpty;
  else if (form.passwordConfirmation !== form.password) {
    errors.passwordConfirmation = SIGN_UP_MESSAGES.confirmationMismatch;
  }

  // The person type comes from a radio group; a tampered value must not slip through as "company".
  if (!PERSON_TYPES.includes(form.personType)) errors.personType = SIGN_UP_MESSAGES.personTypeInvalid;
  else Object.assign(errors, documentError(form));
  return errors;
}

/**
 * Builds the sign-up request body (spec section 3): the chosen document without mask (CPF digits only;
 * CNPJ digits and, for the alphanumeric CNPJ, upper-case letters) and the other document as ''.
 * E-mail is trimmed; the password is sent as typed. Call it after `validateSignUp` returned `{}`.
 * @throws RangeError with a Portuguese message for an unknown person type.
 */
export function buildSignUpPayload(form: SignUpForm): SignUpPayload {
  const base = { email: form.email.trim(), password: form.password };
  if (form.personType === 'individual') return { cnpj: '', cpf: onlyDigits(form.cpf), ...base };
  if (form.personType === 'company') return { cnpj: cnpjChars(form.cnpj), cpf: '', ...base };
  throw new RangeError(SIGN_UP_MESSAGES.personTypeInvalid);
}
