import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  isNewPasswordValid,
  isPasswordStrong,
  PASSWORD_SPECIAL_CHARACTERS,
} from './new-password';

/** The `met` flags in checklist order: letter, digit, special, length, match. */
function flags(password: string, confirmation: string): boolean[] {
  return checkNewPassword(password, confirmation).map((rule) => rule.met);
}

describe('new-password rules', () => {
  it('lists the five rules in checklist order with their Portuguese labels', () => {
    expect(checkNewPassword('', '')).toEqual([
      { id: 'letter', label: 'Pelo menos uma letra', met: false },
      { id: 'digit', label: 'Pelo menos um número', met: false },
      { id: 'special', label: 'Pelo menos um caractere especial (!@#$%^&*(),.?":{}|<>)', met: false },
      { id: 'length', label: 'Pelo menos 8 caracteres', met: false },
      { id: 'match', label: 'As senhas coincidem', met: false },
    ]);
  });

  it.each([
    ['Cliente#2026', 'Cliente#2026', [true, true, true, true, true]],
    ['abcdefgh', 'abcdefgh', [true, false, false, true, true]],
    ['12345678', '', [false, true, false, true, false]],
    ['!!!!!!!!', '!!!!!!!', [false, false, true, true, false]],
    ['a1!', 'a1!', [true, true, true, false, true]],
    ['a1!bcdeF', 'a1!bcdef', [true, true, true, true, false]],
    ['ção1234;', 'ção1234;', [true, true, false, true, true]],
    ['ção1234"', 'ção1234"', [true, true, true, true, true]],
    ['a1-_+=~/', 'a1-_+=~/', [true, true, false, true, true]],
    ['a1<😀😀😀', 'a1<😀😀😀', [true, true, true, false, true]],
  ])('%j / %j gives %j', (password, confirmation, expected) => {
    expect(flags(password, confirmation)).toEqual(expected);
    expect(isNewPasswordValid(password, confirmation)).toBe(expected.every(Boolean));
  });

  it('accepts each special character of the spec set', () => {
    for (const special of PASSWORD_SPECIAL_CHARACTERS) {
      expect(isNewPasswordValid(`abcdef1${special}`, `abcdef1${special}`)).toBe(true);
    }
  });

  it('is valid exactly when all five rules hold', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), fc.boolean(), (password, same) => {
        const confirmation = same ? password : `${password}x`;
        expect(isNewPasswordValid(password, confirmation)).toBe(flags(password, confirmation).every(Boolean));
      }),
    );
  });

  it('calls a password strong when the four rules without the confirmation hold', () => {
    expect(isPasswordStrong('Cliente#2026')).toBe(true);
    expect(isPasswordStrong('a1!')).toBe(false);
    expect(isPasswordStrong('abcdefgh')).toBe(false);
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (password) => {
        expect(isPasswordStrong(password)).toBe(isNewPasswordValid(password, password));
      }),
    );
  });
});
