import { describe, expect, it } from 'vitest';
import { EXAMPLE_BRAND_FILE } from '../test/brand-fixtures';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('has working defaults for a laptop', () => {
    const config = loadConfig({}, '/srv/portal');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      dataDir: '/srv/portal/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      ipLookupUrl: undefined,
      argon2: { memoryCost: 19456, timeCost: 2 },
    });
  });

  it('names every bad variable on its own line, in Portuguese', () => {
    let message = '';
    try {
      loadConfig(
        {
          PORT: 'abc',
          DATABASE_URL: 'mysql://x',
          TRUST_PROXY: 'talvez',
          PUBLIC_URL: 'ftp://x',
          JWT_SECRET: 'curto',
        },
        '/',
      );
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ['PORT', 'DATABASE_URL', 'TRUST_PROXY', 'PUBLIC_URL', 'JWT_SECRET']) {
      expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    }
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, '/')).toThrow(/JWT_SECRET: obrigatório em produção/);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), BRAND_FILE: EXAMPLE_BRAND_FILE };
    expect(loadConfig(production, '/').jwtSecret).toHaveLength(32);
  });

  it('treats empty variables as unset and trims the public URL', () => {
    const config = loadConfig(
      { DATABASE_URL: '', PUBLIC_URL: 'https://portal.exemplo.com.br/', TRUST_PROXY: 'true' },
      '/',
    );
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://portal.exemplo.com.br');
    expect(config.trustProxy).toBe(true);
  });

  it('reads TRUST_PROXY as a number of trusted proxies (true = 1)', () => {
    const hops = (value: string) => loadConfig({ TRUST_PROXY: value }, '/').trustedProxyHops;
    expect([hops('true'), hops('yes'), hops('1'), hops('false'), hops('0'), hops('2')]).toEqual([
      1, 1, 1, 0, 0, 2,
    ]);
    expect(loadConfig({}, '/').trustedProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }, '/').trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: '11' }, '/')).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' }, '/')).toThrow(/TRUST_PROXY/);
  });
});
