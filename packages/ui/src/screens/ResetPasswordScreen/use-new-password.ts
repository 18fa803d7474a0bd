import { checkNewPassword, type NewPasswordRuleResult } from '@portal/domain';
import { useState } from 'react';

/** A new password being chosen: the two texts, the live rules and whether all of them are met. */
export interface NewPasswordState {
  password: string;
  confirmation: string;
  setPassword: (value: string) => void;
  setConfirmation: (value: string) => void;
  rules: readonly NewPasswordRuleResult[];
  isValid: boolean;
}

/** Holds a new password and its confirmation and checks them with `checkNewPassword` on each keystroke. */
export function useNewPassword(initial?: { password?: string; confirmation?: string }): NewPasswordState {
  const [password, setPassword] = useState(initial?.password ?? '');
  const [confirmation, setConfirmation] = useState(initial?.confirmation ?? '');
  const rules = checkNewPassword(password, confirmation);
  return {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    rules,
    isValid: rules.every((rule) => rule.met),
  };
}
