import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayName, hasUnstorableCharacter, storableText } from '../../../security/display-text';
import { startDemoServer } from '../../../test/demo-fixtures';
import { sampleBatch } from '../../../test/import-fixtures';
import type { TestServer } from '../../../test/test-server';
import { workbookOf } from '../spreadsheets/spreadsheet-fixtures';

/**
 * Names people read (docs/product/rules.md, "Texts from outside"): a key name of spaces alone is
 * refused, direction controls are removed from key names and from uploaded file names.
 */
describe('display names', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    ({ server, admin } = await startDemoServer('pglite'));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses an integration key named with spaces (or direction controls) only, in Portuguese', async () => {
    for (const name of ['   ', '\u202E \u200F']) {
      const answer = await server.json('POST', '/api/v1/import/keys', { token: admin, body: { name } });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'REQUEST-400',
        issues: [{ path: 'body.name', message: 'Informe um nome para a chave.' }],
      });
    }
    const listed = await server.json('GET', '/api/v1/import/keys', { token: admin });
    expect((listed.body.keys as { name: string }[]).some((k) => k.name.trim() === '')).toBe(false);
  });

  it('stores a key name without direction controls', async () => {
    const answer = await server.json('POST', '/api/v1/import/keys', {
      token: admin,
      body: { name: ' Sienge \u202Eoãçudorp\u202C ' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.key.name).toBe('Sienge oãçudorp');
  });

  it('shows an uploaded spreadsheet name without direction controls', async () => {
    // A filled workbook (the template's own rows are examples, never imported).
    const form = new FormData();
    const bytes = workbookOf(sampleBatch('BIDI')) as Uint8Array<ArrayBuffer>;
    form.append('file', new Blob([bytes]), 'carteira\u202Eslx.exe.xlsx');
    const response = await server.fetch('/api/v1/import/spreadsheet/preview', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin}` },
    });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.file_name).toBe('carteiraslx.exe.xlsx');
  });

  it('helpers: bidi controls stripped, NUL and lone surrogates found and made storable', () => {
    expect(displayName('\u2066a\u200Eb\u061C\u2069 ')).toBe('ab');
    expect(hasUnstorableCharacter('a\u0000b')).toBe(true);
    expect(hasUnstorableCharacter('a\uD800b')).toBe(true);
    expect(hasUnstorableCharacter('a😀b')).toBe(false);
    expect(storableText('a\u0000b\uDC00')).toBe('ab\uFFFD');
  });
});
