import { describe, expect, it } from 'vitest';
import { configProblemOf } from '../test/config-problem';
import { loadConfig } from './env';

describe('file store configuration (FILES_URL, S3_*)', () => {
  it('keeps files in DATA_DIR/files when FILES_URL is unset', () => {
    expect(loadConfig({}, '/').files).toEqual({ kind: 'local' });
  });

  it('reads an S3-compatible bucket, its prefix, endpoint, region, key pair and path style', () => {
    const config = loadConfig(
      {
        FILES_URL: 's3://portal-arquivos/producao/files/',
        S3_ENDPOINT: 'http://minio.interno:9000',
        S3_REGION: 'sa-east-1',
        S3_ACCESS_KEY_ID: 'AKIAEXEMPLO',
        S3_SECRET_ACCESS_KEY: 'segredo',
        S3_FORCE_PATH_STYLE: 'true',
        S3_TIMEOUT_SECONDS: '8',
      },
      '/',
    );
    expect(config.files).toEqual({
      kind: 's3',
      bucket: 'portal-arquivos',
      prefix: 'producao/files',
      endpoint: 'http://minio.interno:9000',
      region: 'sa-east-1',
      credentials: { accessKeyId: 'AKIAEXEMPLO', secretAccessKey: 'segredo' },
      forcePathStyle: true,
      timeoutMs: 8000,
    });
  });

  it('defaults to AWS itself: us-east-1, virtual-hosted names, the SDK credential chain', () => {
    expect(loadConfig({ FILES_URL: 's3://portal' }, '/').files).toEqual({
      kind: 's3',
      bucket: 'portal',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      timeoutMs: 5000,
    });
  });

  it('names a bad FILES_URL, endpoint, region or path style on its own line, in Portuguese', () => {
    const message = configProblemOf({
      FILES_URL: 'https://portal/files',
      S3_ENDPOINT: 'minio:9000',
      S3_REGION: 'São Paulo',
      S3_FORCE_PATH_STYLE: 'talvez',
    });
    expect(message).toMatch(/^ {2}FILES_URL: use s3:\/\/bucket ou s3:\/\/bucket\/prefixo/m);
    expect(message).toMatch(/^ {2}S3_ENDPOINT: deve ser uma URL http\(s\)/m);
    expect(message).toMatch(/^ {2}S3_REGION: deve ser o nome de uma região/m);
    expect(message).toMatch(/^ {2}S3_FORCE_PATH_STYLE: use true ou false/m);
    expect(configProblemOf({ FILES_URL: 's3://Maiusculas' })).toMatch(/FILES_URL: use s3:\/\/bucket/);
  });

  it('refuses S3 settings without an s3:// FILES_URL, and half a key pair', () => {
    expect(configProblemOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatch(
      /^ {2}S3_ENDPOINT: só vale com FILES_URL=s3:\/\/bucket\/prefixo$/m,
    );
    expect(configProblemOf({ FILES_URL: 's3://portal', S3_ACCESS_KEY_ID: 'AKIA' })).toMatch(
      /^ {2}S3_SECRET_ACCESS_KEY: defina S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntos/m,
    );
  });
});
