/**
 * The environment every test server runs with: the demo data (`DEMO_DATA=1`, decision 047: the suite
 * signs in as the demo's people), cheap argon2 (1 MiB, 1 pass — production keeps the
 * OWASP defaults), silent logs, a trusted proxy so each test can be "another client" through
 * `X-Forwarded-For`, and a fixed public URL to prove links never come from the Host header.
 */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  DEMO_DATA: '1',
  HOST: '127.0.0.1',
  PORT: '0',
  PUBLIC_URL: 'https://portal.exemplo.test',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  LOG_LEVEL: 'silent',
  TRUST_PROXY: 'true',
};

/** A URL of the same PostgreSQL server, pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
