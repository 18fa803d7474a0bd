/**
 * SQL text that writes one JSON object by concatenation, for reads whose answer PostgreSQL serialises:
 * cheaper per row than `row_to_json`, which looks up every column's type and output function again on
 * each row (the installments answer: 0.8 → 0.55 ms of database CPU a call, docs/benchmarks.md
 * 2026-11-26). Each field pairs a key with an SQL expression whose value is already JSON text: a
 * number's `::text`, `to_json(x)::text` for a text or a date (it escapes and writes ISO dates whatever
 * `DateStyle` says), `'true'`/`'false'`. A null value is written `null`, as `row_to_json` does, and never
 * makes the whole object null (which `string_agg` would silently skip).
 */
export function jsonObjectSql(fields: readonly (readonly [key: string, jsonText: string])[]): string {
  if (fields.length === 0) return `'{}'`;
  const parts = fields.map(([key, jsonText], index) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(key)) throw new Error(`invalid JSON key ${key}`);
    return `'${index === 0 ? '{' : ','}"${key}":' || coalesce(${jsonText}, 'null')`;
  });
  return `${parts.join(' || ')} || '}'`;
}
