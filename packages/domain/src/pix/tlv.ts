/**
 * EMV TLV fields of the BR Code: 2-digit id, 2-digit length, value (lengths count characters; the
 * payloads we build are ASCII, so characters and bytes agree).
 */

/** One field: id, value and where it starts in the decoded text (0-based). */
export interface TlvField {
  readonly id: string;
  readonly value: string;
  readonly position: number;
}

/** `id` + 2-digit length + `value`; the caller guarantees `value` has at most 99 characters. */
export function encodeTlv(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * Splits a TLV string into its fields, or gives the position where it stops making sense (an id or
 * length that is not 2 digits, or a value running past the end).
 */
export function decodeTlv(text: string): { fields: TlvField[] } | { errorAt: number } {
  const fields: TlvField[] = [];
  let position = 0;
  while (position < text.length) {
    const head = text.slice(position, position + 4);
    if (!/^\d{4}$/.test(head)) return { errorAt: position };
    const length = Number(head.slice(2));
    const value = text.slice(position + 4, position + 4 + length);
    if (value.length !== length) return { errorAt: position };
    fields.push({ id: head.slice(0, 2), value, position });
    position += 4 + length;
  }
  return { fields };
}
