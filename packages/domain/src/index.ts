/**
 * @portal/domain — the pure rules of the customer portal. No React, no DOM, no I/O; time is passed in.
 * Every export is named here by hand (architecture.md, style rule 1).
 */

export { onlyDigits } from './documents/check-digit';
export { CNPJ_LENGTH, generateCnpj, isValidCnpj, normalizeCnpj } from './documents/cnpj';
export { CPF_LENGTH, generateCpf, isValidCpf, normalizeCpf } from './documents/cpf';
export { CNPJ_MASK_LENGTH, CPF_MASK_LENGTH, formatCpfCnpj, maskCnpj, maskCpf } from './documents/masks';
export type { ErrorCode } from './errors/error-catalogue';
export { ERROR_CATALOGUE, isErrorCode, messageForCode } from './errors/error-catalogue';
