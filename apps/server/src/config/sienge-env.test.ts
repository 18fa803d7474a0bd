import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('Sienge configuration (SIENGE_*)', () => {
  it('leaves the connector off while SIENGE_BASE_URL is unset', () => {
    expect(loadConfig({}, '/').sienge).toBeUndefined();
  });

  it('reads the tenant, credentials, interval, webhook token and slips', () => {
    const config = loadConfig(
      {
        SIENGE_BASE_URL: 'https://api.sienge.com.br/empresa/public/api/v1/',
        SIENGE_USER: 'empresa-portal',
        SIENGE_PASSWORD: 'segredo',
        SIENGE_SYNC_MINUTES: '60',
        SIENGE_WEBHOOK_TOKEN: 'x'.repeat(32),
        SIENGE_TENANT_SLIPS: 'true',
        SIENGE_REPORT_HOSTS: 'Relatorios.Sienge.com.br, *.exemplo.com.br',
      },
      '/',
    );
    expect(config.sienge).toEqual({
      baseUrl: 'https://api.sienge.com.br/empresa/public/api/v1',
      user: 'empresa-portal',
      password: 'segredo',
      syncMinutes: 60,
      webhookToken: 'x'.repeat(32),
      tenantSlips: true,
      reportHosts: ['relatorios.sienge.com.br', '*.exemplo.com.br'],
    });
  });

  it('names each unusable variable on its own line, in Portuguese, with the others', () => {
    expect(() =>
      loadConfig({ SIENGE_BASE_URL: 'ftp://sienge', SIENGE_SYNC_MINUTES: '1', PORT: 'x' }, '/'),
    ).toThrow(
      /PORT: .*\n.*SIENGE_BASE_URL: deve ser a URL da API do tenant.*\n.*SIENGE_SYNC_MINUTES: deve ser pelo menos 5/s,
    );
    expect(() => loadConfig({ SIENGE_BASE_URL: 'https://api.sienge.com.br/e/public/api/v1' }, '/')).toThrow(
      'SIENGE_USER: obrigatório quando SIENGE_BASE_URL está definido\n  SIENGE_PASSWORD: obrigatório',
    );
    expect(() => loadConfig({ SIENGE_WEBHOOK_TOKEN: 'curto' }, '/')).toThrow(
      'SIENGE_WEBHOOK_TOKEN: deve ter pelo menos 24 caracteres',
    );
    expect(() => loadConfig({ SIENGE_USER: 'u' }, '/')).toThrow(
      'SIENGE_USER: só vale com SIENGE_BASE_URL definido',
    );
  });
});
