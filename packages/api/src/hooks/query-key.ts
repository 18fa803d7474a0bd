import type { Endpoint } from '../endpoint';

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, item]) => [name, stable(item)]),
    );
  }
  return value;
}

/**
 * The SWR key of a read: the endpoint id and its input as JSON with sorted keys and undefined fields
 * dropped, so `{ a: 1, b: undefined }` and `{ a: 1 }` share one cache entry. Keys start with the id,
 * so `mutate((key) => key.startsWith('enterprises '))` revalidates every page of one endpoint.
 */
export function queryKey(endpoint: Pick<Endpoint, 'id'>, input: unknown): string {
  return `${endpoint.id} ${JSON.stringify(stable(input ?? {}))}`;
}
