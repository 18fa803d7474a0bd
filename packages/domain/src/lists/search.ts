/**
 * Text search of the lists (spec section 5): case- and accent-insensitive, so 'joao' finds 'João'
 * and 'CONSTRUÇÃO' finds 'construcao'.
 */

/**
 * Text prepared for comparison: NFD decomposition with combining marks removed (so 'ç' → 'c',
 * 'ã' → 'a'), lower case, runs of white space collapsed to one space, trimmed. Non-text → ''.
 */
export function normalizeForSearch(text: unknown): string {
  if (typeof text !== 'string') return '';
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Client name filter (spec section 5): the query is split into words and every word must appear
 * somewhere in the name, in any order ('silva ana' finds 'Ana Maria da Silva'). Empty query → true.
 */
export function matchesClientName(name: unknown, query: string): boolean {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  const target = normalizeForSearch(name);
  return words.every((word) => target.includes(word));
}

/** Keeps the clients whose name matches {@link matchesClientName}; an empty query keeps everyone. */
export function filterClientsByName<T>(
  clients: readonly T[],
  query: string,
  nameOf: (client: T) => unknown,
): T[] {
  return clients.filter((client) => matchesClientName(nameOf(client), query));
}

/**
 * Enterprise search (spec section 5): the whole query, case- and accent-insensitive, must appear in
 * the name. An empty query matches everything, which restores the full list for a customer.
 */
export function matchesEnterpriseSearch(name: unknown, query: string): boolean {
  return normalizeForSearch(name).includes(normalizeForSearch(query));
}

/** Keeps the enterprises whose name matches {@link matchesEnterpriseSearch}. */
export function filterEnterprisesByName<T>(
  enterprises: readonly T[],
  query: string,
  nameOf: (enterprise: T) => unknown,
): T[] {
  return enterprises.filter((enterprise) => matchesEnterpriseSearch(nameOf(enterprise), query));
}
