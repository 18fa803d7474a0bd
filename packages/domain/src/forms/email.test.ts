import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    ['ana@demo.com.br', true],
    ['financeiro@construtiva.com.br', true],
    ['  ana@demo.com.br  ', true],
    ['a.b+tag@sub.example.org', true],
    ['', false],
    ['ana', false],
    ['ana@', false],
    ['ana@demo', false],
    ['ana@demo.c', false],
    ['ana@@demo.com', false],
    ['ana demo@demo.com', false],
    ['ana@demo..com', false],
    ['@demo.com', false],
  ])('isValidEmail(%j) is %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});
