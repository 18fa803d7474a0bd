import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MyDocuments } from '@portal/api';
import { MAX_DOCUMENT_BYTES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../app-error';
import { enterprises } from '../../../db/schema/enterprises';
import { contracts } from '../../../db/schema/finance';
import { billsOf, get, startDemoServer } from '../../../test/demo-fixtures';
import { backends, type TestServer } from '../../../test/test-server';
import { fetchDocumentBytes } from './service';

const pdfOf = (marker: string) => new TextEncoder().encode(`%PDF-1.7\n% ${marker}\n%%EOF\n`);
const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe.each(backends())('documents through the import API (%s)', (backend) => {
  let server: TestServer;
  let ana: string;
  let admin: string;
  let key: string;
  beforeAll(async () => {
    ({ server, ana, admin } = await startDemoServer(backend));
    const created = await server.json('POST', '/api/v1/import/keys', { token: admin, body: { name: 'ERP' } });
    expect(created.status).toBe(201);
    key = created.body.secret;
    // The demo rows carry no ERP id: give Ana's contract and its enterprise the ones an ERP would.
    const [bill = 0] = await billsOf(server, ana);
    const [row] = await server.ctx.db
      .update(contracts)
      .set({ externalId: 'ERP-T-ANA' })
      .where(eq(contracts.id, bill))
      .returning({ enterpriseId: contracts.enterpriseId });
    await server.ctx.db
      .update(enterprises)
      .set({ externalId: 'ERP-O-ANA' })
      .where(eq(enterprises.id, row?.enterpriseId ?? 0));
  });
  afterAll(() => server?.stop());

  const put = (body: unknown, token = key) => server.json('PUT', '/api/v1/import/documents', { token, body });
  const deed = {
    external_id: 'ERP-DOC-1',
    contract_external_id: 'ERP-T-ANA',
    kind: 'deed',
    title: 'Escritura',
    content_base64: base64Of(pdfOf('v1')),
  };
  const anaTitles = async () => {
    const mine = (await get(server, ana, '/api/v1/documents')).body as MyDocuments;
    return [...mine.contracts, ...mine.enterprises].flatMap((g) => g.documents.map((d) => d.title));
  };

  it('publishes a base64 PDF once, then replaces it only when something changed', async () => {
    const first = await put(deed);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.outcome).toBe('created');
    expect(await anaTitles()).toContain('Escritura');
    expect((await put(deed)).body).toEqual({ id: first.body.id, outcome: 'unchanged' });
    const renamed = await put({ ...deed, title: 'Escritura definitiva' });
    expect(renamed.body).toEqual({ id: first.body.id, outcome: 'replaced' });
    const newBytes = await put({
      ...deed,
      title: 'Escritura definitiva',
      content_base64: base64Of(pdfOf('v2')),
    });
    expect(newBytes.body).toEqual({ id: first.body.id, outcome: 'replaced' });
    const link = await get(server, ana, `/api/v1/documents/${first.body.id}/pdf`);
    const bytes = new Uint8Array(await (await server.fetch(link.body.url)).arrayBuffer());
    expect(bytes).toEqual(pdfOf('v2'));
    const listed = await get(
      server,
      admin,
      `/api/v1/documents/manage?contract_id=${
        (await server.ctx.db.select().from(contracts).where(eq(contracts.externalId, 'ERP-T-ANA')))[0]?.id
      }`,
    );
    expect(listed.body[0]).toMatchObject({ id: first.body.id, uploaded_by: 'ERP' });
  });

  it('creates one document when the same new one arrives twice at once', async () => {
    const twin = { ...deed, external_id: 'ERP-DOC-TWIN', content_base64: base64Of(pdfOf('twin')) };
    const answers = await Promise.all([put(twin), put(twin)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['created', 'unchanged']);
    expect(answers[0]?.body.id).toBe(answers[1]?.body.id);
    const removed = await server.json('DELETE', '/api/v1/import/documents/ERP-DOC-TWIN', { token: key });
    expect(removed.status).toBe(204);
  });

  it('refuses bad input with its code and changes nothing', async () => {
    const before = await anaTitles();
    const cases: [unknown, number, string][] = [
      [{ ...deed, external_id: 'X1', contract_external_id: 'NAO-EXISTE' }, 404, 'DOCUMENT-OWNER-404'],
      [
        { ...deed, external_id: 'X2', contract_external_id: undefined, enterprise_external_id: 'ERP-O-ANA' },
        422,
        'DOCUMENT-KIND-422',
      ],
      [
        { ...deed, external_id: 'X3', content_base64: base64Of(new TextEncoder().encode('<html>')) },
        422,
        'DOCUMENT-PDF-422',
      ],
      [
        { ...deed, external_id: 'X4', content_base64: undefined, url: 'http://127.0.0.1/a.pdf' },
        400,
        'REQUEST-400',
      ],
      [
        { ...deed, external_id: 'X5', content_base64: undefined, url: 'https://127.0.0.1/a.pdf' },
        422,
        'DOCUMENT-FETCH-422',
      ],
      [
        { ...deed, external_id: 'X6', content_base64: undefined, url: 'https://erp.example.com/a.pdf' },
        422,
        'DOCUMENT-FETCH-422',
      ],
      [{ ...deed, external_id: 'X7', url: 'https://erp.example.com/a.pdf' }, 400, 'REQUEST-400'],
      [{ ...deed, external_id: 'X8', kind: 'boleto' }, 400, 'REQUEST-400'],
    ];
    for (const [body, status, code] of cases) {
      const res = await put(body);
      expect([res.status, res.body.code], JSON.stringify(body).slice(0, 120)).toEqual([status, code]);
    }
    // A PDF one byte over 20 MB, inline: the same 413 as an upload's.
    const huge = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    huge.set(pdfOf('grande'));
    const tooLarge = await put({ ...deed, external_id: 'X9', content_base64: base64Of(huge) });
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, 'DOCUMENT-PDF-413']);
    // A portal token, even an administrator's, is not an integration key.
    expect((await put(deed, admin)).status).toBe(403);
    expect((await put(deed, ana)).status).toBe(403);
    for (const token of [admin, ana]) {
      expect((await server.json('DELETE', '/api/v1/import/documents/ERP-DOC-1', { token })).status).toBe(403);
    }
    expect(await anaTitles()).toEqual(before);
  });

  it('removes a document by its ERP id, once', async () => {
    const gone = await server.json('DELETE', '/api/v1/import/documents/ERP-DOC-1', { token: key });
    expect(gone.status).toBe(204);
    expect(await anaTitles()).not.toContain('Escritura definitiva');
    const again = await server.json('DELETE', '/api/v1/import/documents/ERP-DOC-1', { token: key });
    expect([again.status, again.body.code]).toEqual([404, 'DOCUMENT-404']);
    // The same ERP id may be sent again: a new document.
    expect((await put(deed)).body.outcome).toBe('created');
  });
});

describe('fetching a document link (decision 058)', () => {
  let origin: Server;
  let port = 0;
  beforeAll(async () => {
    origin = createServer((req, res) => {
      if (req.url === '/doc.pdf') return res.end(Buffer.from(pdfOf('link')));
      if (req.url === '/private') {
        res.writeHead(302, { Location: 'http://10.0.0.1/doc.pdf' });
        return res.end();
      }
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    port = (origin.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

  const ctx = {
    config: { importDocumentHosts: [] },
    logger: { warn: () => {} },
  } as unknown as Parameters<typeof fetchDocumentBytes>[0];

  it('downloads the bytes from an allowed address', async () => {
    const bytes = await fetchDocumentBytes(ctx, `http://127.0.0.1:${port}/doc.pdf`, {
      loopbackPorts: [port],
    });
    expect(bytes).toEqual(pdfOf('link'));
  });

  it('refuses a loopback address without the test switch, a redirect to a private one and a 404', async () => {
    for (const [url, testOnly] of [
      [`http://127.0.0.1:${port}/doc.pdf`, undefined],
      [`http://127.0.0.1:${port}/private`, { loopbackPorts: [port] }],
      [`http://127.0.0.1:${port}/missing`, { loopbackPorts: [port] }],
    ] as const) {
      const error = await fetchDocumentBytes(ctx, url, testOnly).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('DOCUMENT-FETCH-422');
    }
  });
});
