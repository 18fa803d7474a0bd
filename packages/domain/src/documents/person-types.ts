/**
 * The two person types of a customer: individual (CPF) or company (CNPJ). Its own module, so the
 * customer record's schema does not bring the sign-up form's rules into every page that reads it.
 */
export const PERSON_TYPES = ['individual', 'company'] as const;

/** Person type of a customer; on the sign-up form it decides whether CPF or CNPJ is checked and sent. */
export type PersonType = (typeof PERSON_TYPES)[number];
