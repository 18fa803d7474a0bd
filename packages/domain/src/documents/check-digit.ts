/**
 * The modulo-11 check digit shared by CPF and CNPJ (Receita Federal): weights start at 2 on the
 * rightmost value and grow towards the left, wrapping back to 2 after `maxWeight` (CNPJ: 9; CPF never
 * wraps). Remainder below 2 gives 0, otherwise the digit is 11 minus the remainder.
 */
export function mod11CheckDigit(values: readonly number[], maxWeight: number): number {
  let sum = 0;
  let weight = 2;
  for (const value of [...values].reverse()) {
    sum += value * weight;
    weight = weight === maxWeight ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Removes every character that is not an ASCII digit ('123.456-7' -> '1234567'). */
export function onlyDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Tells whether a non-empty string repeats one character only ('1111', 'AAAA'). */
export function isOneRepeatedChar(value: string): boolean {
  return value.length > 0 && [...value].every((char) => char === value[0]);
}
