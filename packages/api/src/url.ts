import type { Endpoint } from './endpoint';

/** Fills the `{name}` placeholders of a path; values are URI-encoded. */
export function fillPath(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new TypeError(`Missing path parameter "${name}".`);
    return encodeURIComponent(String(value));
  });
}

/** Serialises query values: absent ones are left out, arrays repeat the name. */
export function queryString(query: unknown): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Joins a base URL (may be empty for same-origin, may end with `/`) and a path. */
export function joinUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path;
}

/**
 * The full URL of an endpoint call, e.g. the activation link the server puts in an e-mail:
 * `endpointUrl('https://portal.example', activateEndpoint, {}, { token })`.
 */
export function endpointUrl(baseUrl: string, endpoint: Endpoint, params: unknown, query: unknown): string {
  return joinUrl(baseUrl, fillPath(endpoint.path, params)) + queryString(query);
}
