import {
  checkNewPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  NEW_PASSWORD_RULE_LABELS,
  type NewPasswordRuleId,
} from '@portal/domain';
import * as z from 'zod/mini';
import { described, text } from './primitives';

/** One rule of the domain's new-password checklist, as a zod check with the checklist's label. */
const rule = (id: Exclude<NewPasswordRuleId, 'match' | 'length'>) =>
  z.refine<string>((password) => checkNewPassword(password, password).some((r) => r.id === id && r.met), {
    message: NEW_PASSWORD_RULE_LABELS[id],
  });

/**
 * A password chosen by a person, at sign-up or reset: the domain's checklist of spec section 5 (the
 * confirmation rule stays on the form) — a letter, a digit, a special character, 8 to 256 characters.
 */
export const newPassword = () =>
  described(
    text(MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH).check(rule('letter'), rule('digit'), rule('special')),
    'At least 8 characters, with a letter, a digit and one of !@#$%^&*(),.?":{}|<>.',
  );
