import { describe, expect, it } from 'vitest';
import {
  parseStoredTokens,
  parseStoredUser,
  SESSION_STORAGE_KEYS,
  serializeStoredTokens,
  serializeStoredUser,
  startupSessionAction,
} from './stored-session';
import { tokenWith } from './test/encoding';

const NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('stored session keys', () => {
  it('uses the local-storage keys of spec section 9', () => {
    expect(SESSION_STORAGE_KEYS).toEqual({ tokens: 'access_token', user: 'user_data' });
  });
});

describe('parseStoredTokens', () => {
  it('round-trips a token pair and drops unknown fields', () => {
    const tokens = { access_token: 'a.b.c', refresh_token: 'r-1' };
    expect(parseStoredTokens(serializeStoredTokens(tokens))).toEqual(tokens);
    expect(parseStoredTokens('{"access_token":"a.b.c","refresh_token":"r-1","expires_in":900}')).toEqual(
      tokens,
    );
  });

  it.each([
    null,
    undefined,
    '',
    'a.b.c',
    '{"access_token":"a.b.c"',
    'null',
    '"a.b.c"',
    '["a.b.c","r"]',
    '{"access_token":"a.b.c"}',
    '{"refresh_token":"r"}',
    '{"access_token":"","refresh_token":"r"}',
    '{"access_token":"a.b.c","refresh_token":7}',
  ])('reads %j as absent', (raw) => {
    expect(parseStoredTokens(raw)).toBeNull();
  });
});

describe('parseStoredUser', () => {
  it('round-trips a stored user', () => {
    const user = { name: 'Ana Souza', type: 'user' as const, customerId: 17 };
    expect(parseStoredUser(serializeStoredUser(user))).toEqual(user);
  });

  it.each([
    [
      '{"name":"Administrador","type":"admin","customerId":-1}',
      { name: 'Administrador', type: 'admin', customerId: -1 },
    ],
    ['{"name":"Ana","type":"user","id":17}', { name: 'Ana', type: 'user', customerId: 17 }],
    ['{"name":"Ana","type":"user","customerId":"17"}', { name: 'Ana', type: 'user', customerId: 17 }],
    ['{"name":"","type":"user","customerId":17}', { name: '', type: 'user', customerId: 17 }],
  ])('reads %j', (raw, expected) => {
    expect(parseStoredUser(raw)).toEqual(expected);
  });

  it.each([
    null,
    '',
    '{name:"Ana"}',
    '[]',
    '{"type":"user","customerId":17}',
    '{"name":"Ana","customerId":17}',
    '{"name":"Ana","type":"guest","customerId":17}',
    '{"name":"Ana","type":"user"}',
    '{"name":"Ana","type":"user","customerId":1.5}',
    '{"name":"Ana","type":"user","customerId":"17a"}',
    '{"name":"Ana","type":"user","customerId":null,"id":null}',
    '{"name":7,"type":"user","customerId":17}',
  ])('reads %j as absent', (raw) => {
    expect(parseStoredUser(raw)).toBeNull();
  });
});

describe('startupSessionAction', () => {
  const alive = tokenWith({ customer_id: 1, type: 'user', exp: NOW_MS / 1000 + 600 });
  const expired = tokenWith({ customer_id: 1, type: 'user', exp: NOW_MS / 1000 - 1 });

  it.each([
    ['nothing stored', null, 'none'],
    ['alive access token', { access_token: alive, refresh_token: 'r' }, 'keep'],
    ['expired access token', { access_token: expired, refresh_token: 'r' }, 'refresh'],
    ['undecodable access token', { access_token: 'garbage', refresh_token: 'r' }, 'refresh'],
  ] as const)('%s -> %s', (_case, tokens, action) => {
    expect(startupSessionAction(tokens, NOW_MS)).toBe(action);
  });
});
