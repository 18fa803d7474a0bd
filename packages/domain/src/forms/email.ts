/**
 * A pragmatic e-mail shape: something before '@', a domain with at least one dot, a final label of two
 * or more characters, no spaces anywhere. Deliverability is proven by the activation e-mail, not here.
 */
const EMAIL_SHAPE = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

/** Tells whether a typed e-mail (surrounding spaces ignored) looks like an address ('ana@demo.com.br'). */
export function isValidEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}
