import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterClientsByName,
  filterEnterprisesByName,
  matchesClientName,
  matchesEnterpriseSearch,
  normalizeForSearch,
} from './search';

describe('normalizeForSearch', () => {
  it.each([
    ['João', 'joao'],
    ['  CONSTRUÇÃO   Alta  ', 'construcao alta'],
    ['Ângela Müller', 'angela muller'],
    ['', ''],
    [null, ''],
    [42, ''],
  ])('normalises %j to %j', (text, expected) => {
    expect(normalizeForSearch(text)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normalizeForSearch(text);
        expect(normalizeForSearch(once)).toBe(once);
      }),
    );
  });
});

describe('client name filter', () => {
  it.each([
    ['Ana Maria da Silva', 'silva ana', true],
    ['Ana Maria da Silva', 'ANA  maria', true],
    ['Ana Maria da Silva', 'ana souza', false],
    ['José Conceição', 'jose conceicao', true],
    ['José Conceição', '', true],
    ['José Conceição', '   ', true],
    [undefined, 'ana', false],
  ])('%j matches %j: %s', (name, query, expected) => {
    expect(matchesClientName(name, query)).toBe(expected);
  });

  it('filters a list by a name accessor', () => {
    const clients = [{ name: ['Ana Silva'] }, { name: ['Bruno Souza'] }];
    expect(filterClientsByName(clients, 'souza', (c) => c.name.join(' '))).toEqual([clients[1]]);
    expect(filterClientsByName(clients, '', (c) => c.name.join(' '))).toEqual(clients);
  });
});

describe('enterprise search', () => {
  it.each([
    ['Residencial Jardim América', 'jardim', true],
    ['Residencial Jardim América', 'AMERICA', true],
    ['Residencial Jardim América', 'america jardim', false],
    ['Edifício Aurora', 'edificio', true],
    ['Edifício Aurora', '', true],
  ])('%j matches %j: %s', (name, query, expected) => {
    expect(matchesEnterpriseSearch(name, query)).toBe(expected);
  });

  it('filters a list', () => {
    const list = [{ name: 'Aurora' }, { name: 'Solar' }];
    expect(filterEnterprisesByName(list, 'sol', (e) => e.name)).toEqual([list[1]]);
  });
});
