/**
 * @portal/domain — the pure rules of the customer portal. No React, no DOM, no I/O; time is passed in.
 * Every export is named here by hand (architecture.md, style rule 1).
 */
export type { ErrorCode } from './errors/error-catalogue';
export { ERROR_CATALOGUE, isErrorCode, messageForCode } from './errors/error-catalogue';
