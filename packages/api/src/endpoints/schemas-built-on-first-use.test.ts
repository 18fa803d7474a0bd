import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Endpoint, Schema } from '../endpoint';
import { ENDPOINTS } from './all-endpoints';
import { currentDebitBalanceEndpoint } from './financial/current-debit-balance';

// Decision 046: a page that loads the contract builds none of its schemas until a call uses one, so the
// module evaluation a signed-in page waits on stays short. These tests run in a fresh module graph
// (one per test file), so nothing has parsed with these schemas before them.

/** The schemas an endpoint declares, named by their part. */
function schemasOf(endpoint: Endpoint): [string, Schema][] {
  const parts: [string, Schema | undefined][] = [
    ['params', endpoint.params],
    ['query', endpoint.query],
    ['headers', endpoint.headers],
    ['body', endpoint.body],
    ['response', endpoint.response],
    ...Object.entries(endpoint.errorBodies ?? {}).map(([status, schema]): [string, Schema] => [
      `errorBodies.${status}`,
      schema,
    ]),
  ];
  return parts.filter((part): part is [string, Schema] => part[1] !== undefined);
}

/** Whether a lazy schema has built the schema it stands for. */
const isBuilt = (schema: Schema) =>
  (schema._zod.def as { _cachedInner?: unknown })._cachedInner !== undefined;

describe('contract schemas', () => {
  it('are all built on first use (z.lazy), for every endpoint and part', () => {
    const eager = ENDPOINTS.flatMap((endpoint) =>
      schemasOf(endpoint)
        .filter(([, schema]) => schema._zod.def.type !== 'lazy')
        .map(([part]) => `${endpoint.id}.${part}`),
    );
    expect(eager).toEqual([]);
  });

  it('are never built at module level in the contract’s sources (a schema shared by several is a function or a z.lazy)', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => /^(endpoints|schemas)\//.test(file));
    expect(sources.length).toBeGreaterThan(30);
    const eager = sources.flatMap((file) =>
      readFileSync(join(src, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${relative(src, join(src, file))}:${index + 1}` }))
        .filter(({ line }) => /^(export )?const \w+ = (z\.(?!lazy\()|described\()/.test(line))
        .map(({ at }) => at),
    );
    expect(eager).toEqual([]);
  });

  it('are not built by importing the contract', () => {
    const built = ENDPOINTS.flatMap((endpoint) =>
      schemasOf(endpoint)
        .filter(([, schema]) => isBuilt(schema))
        .map(([part]) => `${endpoint.id}.${part}`),
    );
    expect(built).toEqual([]);
  });

  it('are built by the first parse and validate as before', () => {
    const { query } = currentDebitBalanceEndpoint;
    expect(isBuilt(query)).toBe(false);
    expect(z.safeParse(query, { numberTitle: '12' })).toMatchObject({
      success: true,
      data: { numberTitle: 12 },
    });
    expect(isBuilt(query)).toBe(true);
    expect(z.safeParse(query, { numberTitle: '0' }).success).toBe(false);
  });
});
