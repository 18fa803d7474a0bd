/**
 * What an e-mailed token is for, and how long it lives: the accounts issue them, and the mail queue stops
 * retrying a message once its link has expired.
 */
export const TOKEN_LIFETIMES = {
  activation: 48 * 60 * 60 * 1000,
  /** Product rule §3: 30 minutes. */
  reset: 30 * 60 * 1000,
  /** A staff invitation or `admin:create` link (docs/decisions/051-staff-accounts.md): 24 hours. */
  invitation: 24 * 60 * 60 * 1000,
} as const;
