import type { DocumentLink, MyDocuments, StaffDocument } from '@portal/api';
import { MAX_DOCUMENT_BYTES, PURCHASE_DOCUMENT_MESSAGES } from '@portal/domain';
import { count, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentDownloads, documents } from '../../db/schema/documents';
import { enterprises } from '../../db/schema/enterprises';
import { storedFiles } from '../../db/schema/files';
import { contracts } from '../../db/schema/finance';
import { deleteOldAuditRows } from '../../maintenance/audit-retention';
import { billsOf, get, startDemoServer } from '../../test/demo-fixtures';
import { backends, type TestServer } from '../../test/test-server';

/** A small valid-looking PDF whose bytes carry `marker`. */
const pdfOf = (marker: string) => new TextEncoder().encode(`%PDF-1.4\n% ${marker}\n%%EOF\n`);

describe.each(backends())('documents (%s)', (backend) => {
  let server: TestServer;
  let ana: string;
  let company: string;
  let admin: string;
  let anaContract: number;
  let anaEnterprise: number;
  let companyContract: number;
  let strangerEnterprise: number;
  beforeAll(async () => {
    ({ server, ana, company, admin } = await startDemoServer(backend));
    [anaContract = 0] = await billsOf(server, ana);
    [companyContract = 0] = await billsOf(server, company);
    const [row] = await server.ctx.db
      .select({ enterpriseId: contracts.enterpriseId })
      .from(contracts)
      .where(eq(contracts.id, anaContract));
    anaEnterprise = row?.enterpriseId ?? 0;
    // An enterprise none of Ana's contracts is in: its documents are not hers.
    const anaCustomer = (
      await server.ctx.db
        .select({ c: contracts.customerId })
        .from(contracts)
        .where(eq(contracts.id, anaContract))
    )[0]?.c as number;
    const anaEnterprises = server.ctx.db
      .select({ id: contracts.enterpriseId })
      .from(contracts)
      .where(eq(contracts.customerId, anaCustomer));
    const [other] = await server.ctx.db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(notInArray(enterprises.id, anaEnterprises));
    strangerEnterprise = other?.id ?? 0;
    expect(anaContract * companyContract * anaEnterprise * strangerEnterprise).toBeGreaterThan(0);
  });
  afterAll(() => server?.stop());

  const send = (
    method: 'POST' | 'PUT',
    path: string,
    token: string,
    fields: Record<string, string>,
    file?: Uint8Array,
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (file) form.set('file', new Blob([file as BlobPart], { type: 'application/pdf' }), 'documento.pdf');
    return server.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, body: form });
  };
  const upload = (token: string, fields: Record<string, string>, file?: Uint8Array) =>
    send('POST', '/api/v1/documents/manage', token, fields, file);
  const presentCount = async () =>
    Number(
      (await server.ctx.db.select({ n: count() }).from(documents).where(isNull(documents.removedAt)))[0]?.n,
    );
  const storedCount = async () =>
    Number((await server.ctx.db.select({ n: count() }).from(storedFiles))[0]?.n);

  let deed: StaffDocument;
  let manual: StaffDocument;

  it('publishes a PDF on a contract and on an enterprise (staff), kind by kind', async () => {
    const res = await upload(
      admin,
      { title: '  Escritura definitiva ', kind: 'deed', contract_id: String(anaContract) },
      pdfOf('escritura'),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    deed = (await res.json()) as StaffDocument;
    expect(deed).toMatchObject({
      title: 'Escritura definitiva',
      kind: 'deed',
      contract_id: anaContract,
      enterprise_id: anaEnterprise,
      uploaded_by: 'admin@demo.com.br',
      downloads: 0,
      replaced_at: null,
    });
    const second = await upload(
      admin,
      { title: 'Manual do proprietário', kind: 'owners_manual', enterprise_id: String(anaEnterprise) },
      pdfOf('manual'),
    );
    expect(second.status).toBe(201);
    manual = (await second.json()) as StaffDocument;
    const listed = await get(server, admin, `/api/v1/documents/manage?contract_id=${anaContract}`);
    expect(listed.status).toBe(200);
    expect((listed.body as StaffDocument[]).map((doc) => doc.kind)).toEqual([
      'deed',
      'amendment',
      'contract',
    ]);
    expect((listed.body as StaffDocument[])[0]?.id).toBe(deed.id);
    // The staff's own link opens the file.
    const file = await server.fetch(deed.url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfOf('escritura'));
  });

  it("shows the customer their contract's and their enterprise's documents, new until the visit", async () => {
    const mine = (await get(server, ana, '/api/v1/documents')).body as MyDocuments;
    const contract = mine.contracts.find((group) => group.contract_id === anaContract);
    expect(contract?.unit_name).toEqual(expect.any(String));
    // Newest first: the deed just published, then the demo's amendment and contract (seed/documents).
    expect(contract?.documents.map((doc) => [doc.title, doc.is_new])).toEqual([
      ['Escritura definitiva', true],
      ['Aditivo nº 1 — troca de acabamento', true],
      ['Contrato de compra e venda', true],
    ]);
    expect(contract?.documents[0]?.id).toBe(deed.id);
    const enterprise = mine.enterprises.find((group) => group.enterprise_id === anaEnterprise);
    expect(enterprise?.documents.map((doc) => doc.title)).toEqual([
      'Manual do proprietário',
      'Convenção de condomínio',
      'Manual do proprietário',
    ]);
    expect(enterprise?.documents[0]?.id).toBe(manual.id);
    // Before the first visit everything is new: the two just published and the demo's four.
    expect(mine.new_count).toBe(6);
    expect(mine.last_visit_at).toBeNull();
    expect((await server.json('POST', '/api/v1/documents/visit', { token: ana })).status).toBe(204);
    server.clock.advance(1000);
    const after = (await get(server, ana, '/api/v1/documents')).body as MyDocuments;
    expect(after.new_count).toBe(0);
    expect(after.last_visit_at).not.toBeNull();
    // Another customer sees none of them.
    const theirs = (await get(server, company, '/api/v1/documents')).body as MyDocuments;
    const ids = [...theirs.contracts, ...theirs.enterprises].flatMap((g) => g.documents.map((d) => d.id));
    expect(ids).not.toContain(deed.id);
  });

  it("opens a document through a signed link, audited, and never another customer's (404)", async () => {
    const res = await get(server, ana, `/api/v1/documents/${deed.id}/pdf`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const link = res.body as DocumentLink;
    expect(link.file_name).toBe('escritura-definitiva.pdf');
    const file = await server.fetch(link.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfOf('escritura'));
    // Someone else's contract document, and an enterprise she has no contract in: the same 404 as none.
    for (const token of [company]) {
      const refused = await get(server, token, `/api/v1/documents/${deed.id}/pdf`);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('DOCUMENT-404');
    }
    const foreign = await upload(
      admin,
      { title: 'Habite-se', kind: 'habite_se', enterprise_id: String(strangerEnterprise) },
      pdfOf('habite-se'),
    );
    const foreignId = ((await foreign.json()) as StaffDocument).id;
    expect((await get(server, ana, `/api/v1/documents/${foreignId}/pdf`)).status).toBe(404);
    expect((await get(server, ana, '/api/v1/documents/999999/pdf')).body.code).toBe('DOCUMENT-404');
    const audited = await server.ctx.db
      .select({ n: count() })
      .from(documentDownloads)
      .where(eq(documentDownloads.documentId, deed.id));
    expect(Number(audited[0]?.n)).toBe(1);
    const listed = (await get(server, admin, `/api/v1/documents/manage?contract_id=${anaContract}`))
      .body as StaffDocument[];
    expect(listed[0]?.downloads).toBe(1);
  });

  it('refuses every staff call to a customer (403) and bad owners, kinds, titles and files', async () => {
    const before = [await presentCount(), await storedCount()];
    expect((await get(server, ana, `/api/v1/documents/manage?contract_id=${anaContract}`)).status).toBe(403);
    expect(
      (await upload(ana, { title: 'Meu', kind: 'other', contract_id: String(anaContract) }, pdfOf('x')))
        .status,
    ).toBe(403);
    expect((await send('PUT', `/api/v1/documents/manage/${deed.id}`, ana, {}, pdfOf('x'))).status).toBe(403);
    expect((await server.json('DELETE', `/api/v1/documents/manage/${deed.id}`, { token: ana })).status).toBe(
      403,
    );
    expect((await get(server, ana, '/api/v1/reports/document-downloads')).status).toBe(403);

    const notPdf = await upload(
      admin,
      { title: 'Contrato', kind: 'contract', contract_id: String(anaContract) },
      new TextEncoder().encode('<html>não é um PDF</html>'),
    );
    expect(notPdf.status).toBe(422);
    expect(((await notPdf.json()) as { code: string }).code).toBe('DOCUMENT-PDF-422');
    const wrongSide = await upload(
      admin,
      { title: 'Escritura', kind: 'deed', enterprise_id: String(anaEnterprise) },
      pdfOf('x'),
    );
    expect(wrongSide.status).toBe(422);
    expect(((await wrongSide.json()) as { code: string }).code).toBe('DOCUMENT-KIND-422');
    const unknown = await upload(
      admin,
      { title: 'Contrato', kind: 'contract', contract_id: '2147483000' },
      pdfOf('x'),
    );
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('DOCUMENT-OWNER-404');
    const both = await upload(
      admin,
      {
        title: 'Outro',
        kind: 'other',
        contract_id: String(anaContract),
        enterprise_id: String(anaEnterprise),
      },
      pdfOf('x'),
    );
    expect(both.status).toBe(400);
    const shortTitle = await upload(
      admin,
      { title: ' x ', kind: 'boleto', contract_id: String(anaContract) },
      pdfOf('x'),
    );
    expect(shortTitle.status).toBe(400);
    const issues = ((await shortTitle.json()) as { issues: { message: string }[] }).issues.map(
      (i) => i.message,
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        PURCHASE_DOCUMENT_MESSAGES.titleLength,
        PURCHASE_DOCUMENT_MESSAGES.kindUnknown,
      ]),
    );
    const noFile = await upload(admin, {
      title: 'Contrato',
      kind: 'contract',
      contract_id: String(anaContract),
    });
    expect(noFile.status).toBe(400);
    const huge = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    huge.set(pdfOf('grande'));
    const tooLarge = await upload(
      admin,
      { title: 'Contrato', kind: 'contract', contract_id: String(anaContract) },
      huge,
    );
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { code: string }).code).toBe('DOCUMENT-PDF-413');
    expect((await get(server, admin, '/api/v1/documents/manage')).status).toBe(400);
    expect(await presentCount()).toBe(before[0]);
    expect(await storedCount()).toBe(before[1]);
  });

  it('replaces the file (new again for the customer, the old bytes gone) and removes it', async () => {
    const oldLink = ((await get(server, ana, `/api/v1/documents/${deed.id}/pdf`)).body as DocumentLink).url;
    server.clock.advance(1000);
    const replaced = await send(
      'PUT',
      `/api/v1/documents/manage/${deed.id}`,
      admin,
      { title: 'Escritura registrada' },
      pdfOf('registrada'),
    );
    expect(replaced.status, await replaced.clone().text()).toBe(200);
    expect((await replaced.json()) as StaffDocument).toMatchObject({
      id: deed.id,
      title: 'Escritura registrada',
      replaced_at: server.clock.now().toISOString(),
    });
    expect((await server.fetch(oldLink)).status).toBe(404);
    const mine = (await get(server, ana, '/api/v1/documents')).body as MyDocuments;
    expect(mine.new_count).toBe(1);
    const notPdf = await send(
      'PUT',
      `/api/v1/documents/manage/${deed.id}`,
      admin,
      {},
      new Uint8Array([1, 2, 3]),
    );
    expect(notPdf.status).toBe(422);

    expect(
      (await server.json('DELETE', `/api/v1/documents/manage/${deed.id}`, { token: admin })).status,
    ).toBe(204);
    expect(
      (await server.json('DELETE', `/api/v1/documents/manage/${deed.id}`, { token: admin })).status,
    ).toBe(404);
    expect((await get(server, ana, `/api/v1/documents/${deed.id}/pdf`)).status).toBe(404);
    const after = (await get(server, ana, '/api/v1/documents')).body as MyDocuments;
    expect(after.contracts.flatMap((g) => g.documents.map((d) => d.id))).not.toContain(deed.id);
    const [row] = await server.ctx.db.select().from(documents).where(eq(documents.id, deed.id));
    expect(row?.fileId).toBeNull();
    expect(row?.removedAt).not.toBeNull();
  });

  it('keeps one file per document when two replacements cross', async () => {
    const [a, b] = await Promise.all(
      ['um', 'dois'].map((marker) =>
        send('PUT', `/api/v1/documents/manage/${manual.id}`, admin, {}, pdfOf(marker)),
      ),
    );
    expect([a?.status, b?.status]).toEqual([200, 200]);
    const present = await server.ctx.db
      .select({ fileId: documents.fileId })
      .from(documents)
      .where(isNull(documents.removedAt));
    const documentFiles = await server.ctx.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.kind, 'document'));
    expect(documentFiles.map((f) => f.id).sort()).toEqual(present.map((d) => d.fileId as number).sort());
  });

  it('reports who opened what and when (admin), with filters and paging, kept as long as the other audits', async () => {
    await get(server, ana, `/api/v1/documents/${manual.id}/pdf`);
    const all = await get(server, admin, '/api/v1/reports/document-downloads?limit=100');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.items[0]).toMatchObject({
      customer_email: 'ana@demo.com.br',
      document_id: manual.id,
      kind: 'owners_manual',
      contract_id: null,
      contract_document: null,
      removed: false,
    });
    expect(all.body.items[1]).toMatchObject({
      document_id: deed.id,
      removed: true,
      contract_id: anaContract,
    });
    const deeds = await get(server, admin, '/api/v1/reports/document-downloads?kind=deed&limit=1');
    expect([deeds.body.total, deeds.body.items.length]).toEqual([2, 1]);
    const byName = await get(server, admin, '/api/v1/reports/document-downloads?customerName=ANA');
    expect(byName.body.total).toBe(3);
    const nobody = await get(server, admin, '/api/v1/reports/document-downloads?customerEmail=ninguem');
    expect(nobody.body.total).toBe(0);
    const past = await get(server, admin, '/api/v1/reports/document-downloads?dateTo=2020-01-01');
    expect(past.body.total).toBe(0);
    expect((await get(server, admin, '/api/v1/reports/document-downloads?kind=boleto')).status).toBe(400);
    const byContract = await get(
      server,
      admin,
      `/api/v1/reports/document-downloads?contractId=${anaContract}`,
    );
    expect(byContract.body.total).toBe(2);
    // Blanks alone filter nothing, as in every report of contracts: the manual (no contract) stays.
    for (const filter of ['contractDocument', 'customerEmail', 'customerName']) {
      const blank = await get(server, admin, `/api/v1/reports/document-downloads?${filter}=%20%20`);
      expect([filter, blank.body.total]).toEqual([filter, 3]);
    }
    const later = new Date(
      server.clock.now().getTime() + (server.ctx.config.auditRetentionDays + 1) * 86_400_000,
    );
    const removed = await deleteOldAuditRows(server.ctx.db, later, server.ctx.config.auditRetentionDays);
    expect(removed.documentDownloads).toBe(3);
  });

  it('counts the openings of one login: the 61st in 10 minutes waits (429)', async () => {
    for (let i = 0; i < 60; i++) {
      expect((await get(server, company, `/api/v1/documents/${deed.id}/pdf`)).status).toBe(404);
    }
    const limited = await get(server, company, `/api/v1/documents/${deed.id}/pdf`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('never leaves a row without its file', async () => {
    const rows = await server.ctx.db
      .select({ fileId: documents.fileId })
      .from(documents)
      .where(isNull(documents.removedAt));
    const files = await server.ctx.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          rows.map((r) => r.fileId as number),
        ),
      );
    expect(files.length).toBe(rows.length);
  });
});
