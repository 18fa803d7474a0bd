import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './query-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['admin shutdown (pg_ctl stop)', withCode('57P01')],
    ['the database is starting up', withCode('57P03')],
    ['a connection exception', withCode('08006')],
    ['wrapped by Drizzle', Object.assign(new Error('Failed query: select 1'), { cause: withCode('57P01') })],
    ['an AggregateError of connection attempts', new AggregateError([withCode('ECONNREFUSED')], 'connect')],
    ['node-postgres in words', new Error('Connection terminated unexpectedly')],
    ['the pool connect timeout', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('leaves the unique-violation check as it was', () => {
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
  });
});
