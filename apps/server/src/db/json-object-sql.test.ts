import { describe, expect, it } from 'vitest';
import { jsonObjectSql } from './json-object-sql';

describe('jsonObjectSql', () => {
  it('writes the keys in order, each value coalesced to null', () => {
    expect(
      jsonObjectSql([
        ['a', 'x::text'],
        ['b_2', `'true'`],
      ]),
    ).toBe(`'{"a":' || coalesce(x::text, 'null') || ',"b_2":' || coalesce('true', 'null') || '}'`);
  });

  it('writes an empty object without fields', () => {
    expect(jsonObjectSql([])).toBe(`'{}'`);
  });

  it('refuses a key that would need escaping in SQL or JSON', () => {
    for (const key of ['a"b', "a'b", 'A', '', '1a']) expect(() => jsonObjectSql([[key, '1']]), key).toThrow();
  });
});
