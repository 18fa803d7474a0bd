/**
 * True when any string inside `value` (query values, JSON body fields, nested) holds a NUL character.
 * PostgreSQL cannot store one in `text`, so such input used to reach the database and fail with a 500
 * (decision 016, edge input); endpoint registration answers it with a 400 before the handler runs.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  const items = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return items.some((item) => containsNul(item, depth + 1));
}
