import { MAX_IMPORT_BATCH_BYTES } from '@portal/api';
import { generateCpf, IMPORT_MESSAGES } from '@portal/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, installments, units } from '../../../db/schema/finance';
import { customers } from '../../../db/schema/people';
import { ACCOUNTS, customerIdOf, get, startDemoServer, tokenOf } from '../../../test/demo-fixtures';
import { IMPORTED_CPF, sampleBatch } from '../../../test/import-fixtures';
import { debitsInfoOf, sendHeadOnly, signUpImported } from '../../../test/sienge-import-fixtures';
import { backends, type TestServer } from '../../../test/test-server';

/** The row at `index`, failing the test when there is none. */
function nth<T>(list: readonly T[] | undefined, index: number): T {
  const row = list?.[index];
  if (row === undefined) throw new Error(`no row ${index}`);
  return row;
}

/** Sends only the head of a PUT that declares a body over the limit; resolves with the answer. */
function declareHugeBody(baseUrl: string, key: string): Promise<string> {
  return sendHeadOnly(baseUrl, [
    'PUT /api/v1/import/batch HTTP/1.1',
    `Authorization: Bearer ${key}`,
    'Content-Type: application/json',
    `Content-Length: ${MAX_IMPORT_BATCH_BYTES + 1}`,
    '',
    '{"customers":[',
  ]);
}

/** The customer of the batches that are not about sign-up (Carla's CPF stays free for it). */
const OTHER_CUSTOMER = { cpf: generateCpf('141421356'), email: 'dois@importada.com.br' };

describe.each(backends())('ERP import API on %s', (backend) => {
  let server: TestServer;
  let admin: string;
  let ana: string;
  let key: string;
  beforeAll(async () => {
    ({ server, admin, ana } = await startDemoServer(backend));
    const created = await server.json('POST', '/api/v1/import/keys', {
      token: admin,
      body: { name: 'ERP de teste' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    key = created.body.secret;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const put = (body: unknown, token = key) => server.json('PUT', '/api/v1/import/batch', { token, body });
  const installmentsOf = async (contractExternalId: string) => {
    const [contract] = await server.ctx.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.externalId, contractExternalId));
    return server.ctx.db
      .select()
      .from(installments)
      .where(eq(installments.contractId, contract?.id ?? -1))
      .orderBy(asc(installments.number));
  };

  it('creates on the first import; the same batch again changes nothing; a changed row updates in place', async () => {
    const batch = sampleBatch('TWICE', OTHER_CUSTOMER);
    const first = await put(batch);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.counts).toEqual({
      companies: { created: 1, updated: 0, unchanged: 0 },
      enterprises: { created: 1, updated: 0, unchanged: 0 },
      customers: { created: 1, updated: 0, unchanged: 0 },
      contracts: { created: 1, updated: 0, unchanged: 0 },
      units: { created: 2, updated: 0, unchanged: 0 },
      installments: { created: 12, updated: 0, unchanged: 0 },
    });
    const rowsBefore = await installmentsOf('TWICE-T-1');

    const second = await put(batch);
    expect(second.status).toBe(200);
    for (const counts of Object.values(second.body.counts) as { created: number; updated: number }[]) {
      expect(counts).toMatchObject({ created: 0, updated: 0 });
    }
    expect(second.body.counts.installments.unchanged).toBe(12);
    expect(await installmentsOf('TWICE-T-1')).toEqual(rowsBefore);

    const changed = sampleBatch('TWICE', OTHER_CUSTOMER);
    changed.installments[8] = { ...nth(changed.installments, 8), adjusted_cents: 999_999 };
    const third = await put({ installments: changed.installments });
    expect(third.body.counts.installments).toEqual({ created: 0, updated: 1, unchanged: 11 });
    const rowsAfter = await installmentsOf('TWICE-T-1');
    expect(rowsAfter.map((row) => row.id)).toEqual(rowsBefore.map((row) => row.id));
    expect(rowsAfter[8]?.adjustedCents).toBe(999_999);

    const runs = await server.json('GET', '/api/v1/import/runs?limit=3', { token: admin });
    expect(runs.status).toBe(200);
    expect(runs.body.items[0]).toMatchObject({
      source: 'api',
      status: 'applied',
      actor: expect.stringContaining('ERP de teste'),
    });
  });

  it('refuses a batch with one bad CPF whole, naming the row, and writes nothing', async () => {
    const batch = sampleBatch('BADCPF');
    const customersRows = [
      { external_id: 'BADCPF-C-0', name: 'Dora Boa', cpf_cnpj: '529.982.247-25', email: 'dora@x.com.br' },
      { ...nth(batch.customers, 0), cpf_cnpj: '123.456.789-00' },
    ];
    const refused = await put({ ...batch, customers: customersRows });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'IMPORT-422',
      msg: expect.any(String),
      error: expect.any(String),
    });
    expect(refused.body.errors).toEqual([
      { entity: 'customers', row: 2, field: 'cpf_cnpj', message: IMPORT_MESSAGES.cpfInvalid },
    ]);
    expect(refused.body.error_count).toBe(1);
    const written = await server.ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(inArray(customers.externalId, ['BADCPF-C-0', 'BADCPF-C-1']));
    expect(written).toEqual([]);
    expect(await installmentsOf('BADCPF-T-1')).toEqual([]);
    const runs = await server.json('GET', '/api/v1/import/runs?limit=1', { token: admin });
    expect(runs.body.items[0]).toMatchObject({ status: 'refused', error_count: 1, counts: null });
  });

  it('reports unknown references, repeated ids and broken rows, all at once', async () => {
    const refused = await put({
      customers: [
        { external_id: 'X-1', name: 'Sem e-mail', cpf_cnpj: '52998224725', email: 'nao-e-email' },
        { external_id: 'X-1', name: 'Repetido', cpf_cnpj: '11144477735', email: 'r@x.com.br' },
      ],
      installments: [
        {
          external_id: 'X-P-1',
          contract_external_id: 'NAO-EXISTE',
          number: 1,
          due_date: '2025-02-28',
          original_cents: 0,
        },
        {
          external_id: 'X-P-3',
          contract_external_id: 'NAO-EXISTE',
          number: 3,
          due_date: '2025-02-30',
          original_cents: 1,
        },
        {
          external_id: 'X-P-2',
          contract_external_id: 'NAO-EXISTE',
          number: 2,
          due_date: '2025-03-01',
          original_cents: '10,00',
        },
      ],
    });
    expect(refused.status).toBe(422);
    const fields = refused.body.errors.map(
      (error: { entity: string; row: number; field: string }) =>
        `${error.entity}:${error.row}:${error.field}`,
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        'customers:1:email',
        'customers:2:external_id',
        'installments:2:due_date',
        'installments:1:original_cents',
        'installments:1:contract_external_id',
        'installments:3:original_cents',
      ]),
    );
  });

  it('lets an imported customer sign up and read the imported contract, installments and totals', async () => {
    const imported = await put(sampleBatch('SIGNUP'));
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const carla = await signUpImported(server, {
      email: 'carla@importada.com.br',
      cpf: IMPORTED_CPF,
      password: 'Carla#2026',
    });

    const bills = await debitsInfoOf(server, carla);
    expect(bills.status, JSON.stringify(bills.body)).toBe(200);
    expect(bills.body).toHaveLength(1);
    expect(bills.body[0]).toMatchObject({
      company: { name: 'SPE Jardim Importado Ltda' },
      enterprise: { name: 'Residencial Jardim Importado' },
    });
    expect(bills.body[0].unit.map((unit: { name: string }) => unit.name).sort()).toEqual([
      'Apto 101',
      'Vaga 12',
    ]);
    const bill = bills.body[0].bill_id as number;
    const info = await get(server, carla, `/api/v1/financial_statement/bill_info?numberTitle=${bill}`);
    expect(info.body.document).toBe('CT.2024/90001');
    // The expected delivery reaches the card and the status page; the card carries the overall progress.
    const [enterprise] = (await get(server, carla, '/api/v1/enterprises')).body;
    expect(enterprise).toMatchObject({ delivery_date: '2027-12-15', progress_percent: 46 });
    const timeline = await get(server, carla, `/api/v1/enterprise/timeline?enterprise_id=${enterprise.id}`);
    expect(timeline.body.delivery_date).toBe('2027-12-15');
    const rows = await get(
      server,
      carla,
      `/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`,
    );
    expect(rows.status).toBe(200);
    expect(rows.body).toHaveLength(12);
    const statuses = (rows.body as { installment_number: number; status: string }[])
      .sort((a, b) => a.installment_number - b.installment_number)
      .map((row) => row.status);
    expect(statuses.slice(0, 4)).toEqual(['paid', 'paid', 'paid', 'paid']);
    expect(statuses.slice(4, 6)).toEqual(['due', 'due']);
    expect(statuses.at(-1)).toBe('payable');
    const total = await get(
      server,
      carla,
      `/api/v1/financial_statement/total_current_debit_balance?cpf=${IMPORTED_CPF}&numberTitle=${bill}`,
    );
    expect(total.status).toBe(200);
    const open = (rows.body as { status: string; adjusted_value: number }[]).filter(
      (row) => row.status !== 'paid',
    );
    expect(total.body.total_adjusted_value).toBe(open.reduce((sum, row) => sum + row.adjusted_value, 0));

    // A receipt imported later: the next read (cached until now) shows the installment paid.
    const batch = sampleBatch('SIGNUP');
    const last = nth(batch.installments, 11);
    const paid = await put({
      installments: [
        { ...last, receipt_date: last.due_date, receipt_cents: last.adjusted_cents ?? last.original_cents },
      ],
    });
    expect(paid.body.counts.installments).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const again = await get(
      server,
      carla,
      `/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`,
    );
    const twelfth = (again.body as { installment_number: number; status: string }[]).find(
      (row) => row.installment_number === 12,
    );
    expect(twelfth?.status).toBe('paid');
  });

  it("keeps a customer's account when the ERP imports the same person (adopted by CPF)", async () => {
    const [before] = await server.ctx.db.select().from(customers).where(eq(customers.cpf, ACCOUNTS.ana.cpf));
    const imported = await put({
      customers: [
        {
          external_id: 'ANA-ERP',
          name: 'Ana Paula Demo',
          cpf_cnpj: ACCOUNTS.ana.cpf,
          email: ACCOUNTS.ana.email,
        },
      ],
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.counts.customers).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const [after] = await server.ctx.db.select().from(customers).where(eq(customers.cpf, ACCOUNTS.ana.cpf));
    expect(after?.id).toBe(before?.id);
    expect(after?.externalId).toBe('ANA-ERP');
    expect(customerIdOf(await tokenOf(server, 'ana'))).toBe(before?.id);
    // Another ERP id with the same CPF is a conflict, not a second Ana.
    const clash = await put({
      customers: [{ external_id: 'ANA-2', name: 'Ana', cpf_cnpj: ACCOUNTS.ana.cpf, email: 'outra@x.com.br' }],
    });
    expect(clash.status).toBe(422);
    expect(clash.body.errors[0]).toMatchObject({ entity: 'customers', row: 1, field: 'cpf_cnpj' });
  });

  it('refuses portal tokens (403), unknown and revoked keys (401), and keys on portal calls', async () => {
    expect((await put({}, ana)).status).toBe(403);
    const asAdmin = await put({}, admin);
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.code).toBe('INTEGRATION-KEY-403');
    expect((await put({}, `pk_${'A'.repeat(43)}`)).status).toBe(401);
    expect((await put({}, 'qualquer-coisa')).status).toBe(401);
    expect((await server.json('PUT', '/api/v1/import/batch', { body: {} })).status).toBe(401);

    const created = await server.json('POST', '/api/v1/import/keys', {
      token: admin,
      body: { name: 'Temporária' },
    });
    const temporary = created.body.secret as string;
    expect(temporary).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
    expect((await put({}, temporary)).status).toBe(200);
    // A key is no portal credential.
    expect((await get(server, temporary, '/api/v1/enterprises')).status).toBe(401);
    expect((await server.json('GET', '/api/v1/import/keys', { token: temporary })).status).toBe(401);

    const listed = await server.json('GET', '/api/v1/import/keys', { token: admin });
    const entry = listed.body.keys.find((k: { id: number }) => k.id === created.body.key.id);
    expect(entry).toMatchObject({
      name: 'Temporária',
      prefix: temporary.slice(0, 11),
      created_by: 'admin@demo.com.br',
      revoked_at: null,
    });
    expect(entry.last_used_at).toEqual(expect.any(String));
    expect(JSON.stringify(listed.body)).not.toContain(temporary);

    const revoked = await server.json('DELETE', `/api/v1/import/keys/${created.body.key.id}`, {
      token: admin,
    });
    expect(revoked.status).toBe(204);
    const refused = await put({}, temporary);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('INTEGRATION-KEY-401');
    expect((await server.json('DELETE', '/api/v1/import/keys/999999', { token: admin })).status).toBe(404);
    // Key administration is for administrators only.
    expect(
      (await server.json('POST', '/api/v1/import/keys', { token: ana, body: { name: 'x' } })).status,
    ).toBe(403);
    expect((await server.json('GET', '/api/v1/import/runs', { token: ana })).status).toBe(403);
  });

  it('answers 413 to a batch over the size limit before reading it', async () => {
    const answer = await declareHugeBody(server.url, key);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('IMPORT-413');
  });

  it('answers 400 to a body that is not a batch', async () => {
    const unknown = await put({ clientes: [] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('IMPORT-400');
    expect((await put([1, 2])).status).toBe(400);
  });

  it('keeps units pointing at the contract that sold them', async () => {
    const rows = await server.ctx.db
      .select()
      .from(units)
      .where(inArray(units.externalId, ['TWICE-U-1', 'TWICE-U-2']));
    expect(new Set(rows.map((row) => row.contractId)).size).toBe(1);
  });
});
