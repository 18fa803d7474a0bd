/**
 * The two check digits of the FEBRABAN bank slip. Both read the digits from the right.
 */

/**
 * Modulo 10 check digit of a digitable-line field: weights 2,1,2,1… from the right, the digits of
 * each product are summed (12 → 1 + 2), DV = (10 − sum mod 10) mod 10.
 */
export function modulo10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    // A product is at most 18, so its digit sum is the product minus 9 when it has two digits.
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Modulo 11 general check digit of the 44-digit barcode, computed over the other 43 digits: weights
 * 2..9 cycling from the right, DV = 11 − sum mod 11, and the results 0, 10 and 11 become 1 (FEBRABAN
 * never prints 0 in position 5 of a bank-slip barcode).
 */
export function modulo11Boleto(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 10 || dv === 11 ? 1 : dv;
}
