import { NEW_PASSWORD_RULE_LABELS } from '../messages/pt-BR';

/** Minimum length of a new password (spec section 9). */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Maximum length of a password, in UTF-16 units as the API's schema counts them: long enough for any
 * pass-phrase, short enough that hashing a request's password stays cheap.
 */
export const MAX_PASSWORD_LENGTH = 256;

/** The special characters of which a new password needs at least one (spec section 5). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

/** Identifier of one rule of the new-password checklist. */
export type NewPasswordRuleId = keyof typeof NEW_PASSWORD_RULE_LABELS;

/** One line of the live checklist: the rule, its Portuguese label and whether it holds now. */
export interface NewPasswordRuleResult {
  id: NewPasswordRuleId;
  label: string;
  met: boolean;
}

/** The rules in checklist order, each a predicate over the password and its confirmation. */
const RULES: ReadonlyArray<
  readonly [NewPasswordRuleId, (password: string, confirmation: string) => boolean]
> = [
  // Any Unicode letter counts ('ç', 'é'): Portuguese speakers type them and they are letters.
  ['letter', (password) => /\p{L}/u.test(password)],
  ['digit', (password) => /[0-9]/.test(password)],
  ['special', (password) => [...password].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char))],
  // Counted in characters (code points), not UTF-16 units, so an emoji counts once.
  ['length', (password) => [...password].length >= MIN_PASSWORD_LENGTH],
  // An empty confirmation never "matches": the box must not be ticked before anything is typed.
  ['match', (password, confirmation) => confirmation !== '' && confirmation === password],
];

/**
 * Evaluates the five new-password rules of spec section 5 separately (letter, digit, special
 * character, length ≥ 8, confirmation equal), in checklist order, for the live checklist.
 */
export function checkNewPassword(password: string, confirmation: string): NewPasswordRuleResult[] {
  return RULES.map(([id, holds]) => ({
    id,
    label: NEW_PASSWORD_RULE_LABELS[id],
    met: holds(password, confirmation),
  }));
}

/**
 * Tells whether a password alone satisfies the four rules that do not need the confirmation (letter,
 * digit, special character, length ≥ 8): the rule sign-up and reset share (spec section 5).
 */
export function isPasswordStrong(password: string): boolean {
  return checkNewPassword(password, password)
    .filter((rule) => rule.id !== 'match')
    .every((rule) => rule.met);
}

/** Tells whether all five new-password rules hold (the 'Redefinir senha' button is enabled only then). */
export function isNewPasswordValid(password: string, confirmation: string): boolean {
  return checkNewPassword(password, confirmation).every((rule) => rule.met);
}
