import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './env';

/**
 * The HS256 key of the access tokens. Production must pass `JWT_SECRET` (config refuses to start
 * without it); in development a random key is generated once and kept in `DATA_DIR`, so sessions
 * survive a restart without anyone inventing a weak secret by hand.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not there yet: first start on this data folder.
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
