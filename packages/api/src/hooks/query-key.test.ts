import { describe, expect, it } from 'vitest';
import { enterprisesEndpoint } from '../endpoints/enterprises/enterprises';
import { queryKey } from './query-key';

describe('queryKey', () => {
  it('ignores key order and undefined fields', () => {
    const a = queryKey(enterprisesEndpoint, { query: { limit: 100, offset: 0, query: undefined } });
    const b = queryKey(enterprisesEndpoint, { query: { offset: 0, limit: 100 } });
    expect(a).toBe(b);
    expect(a).toBe('enterprises {"query":{"limit":100,"offset":0}}');
  });

  it('tells different inputs and endpoints apart', () => {
    expect(queryKey(enterprisesEndpoint, { query: { offset: 0 } })).not.toBe(
      queryKey(enterprisesEndpoint, { query: { offset: 100 } }),
    );
    expect(queryKey({ id: 'timeline' }, { query: { offset: 0 } })).not.toBe(
      queryKey(enterprisesEndpoint, { query: { offset: 0 } }),
    );
  });
});
