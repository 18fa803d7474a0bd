import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistanceRequests } from '../../db/schema/assistance';
import { ACCOUNTS, startDemoServer } from '../../test/demo-fixtures';
import { lastMailTo, mailCount } from '../../test/outbox';
import type { TestServer } from '../../test/test-server';
import { backends } from '../../test/test-server';

type Answer = Awaited<ReturnType<TestServer['json']>>;

describe.each(backends())("'Assistência técnica' (%s)", (backend) => {
  let server: TestServer;
  let ana: string;
  let company: string;
  let admin: string;
  let unitId: number;
  let jpeg: Buffer;
  let png: Buffer;
  beforeAll(async () => {
    ({ server, ana, company, admin } = await startDemoServer(backend));
    // A phone photo: large, with its location in the EXIF block.
    jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#8ab' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Telefone', Model: 'X' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
      })
      .toBuffer();
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
  });
  afterAll(() => server?.stop());

  const get = (token: string, path: string) => server.json('GET', path, { token });
  const post = (token: string, path: string, body: unknown) => server.json('POST', path, { token, body });
  const form = async (
    token: string,
    path: string,
    fields: Record<string, string>,
    files: { bytes: Uint8Array; name: string; type?: string }[] = [],
  ): Promise<Answer> => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    for (const file of files)
      data.append(
        'files',
        new Blob([file.bytes as BlobPart], { type: file.type ?? 'image/jpeg' }),
        file.name,
      );
    const res = await server.fetch(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: data,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
  const newRequest = (
    token: string,
    fields: Record<string, string>,
    files: { bytes: Uint8Array; name: string }[] = [],
  ) =>
    form(
      token,
      '/api/v1/assistance/requests',
      {
        unit_id: String(unitId),
        system: 'waterproofing',
        location: 'Cozinha',
        description: 'Infiltração na parede da pia, com a tinta estufada.',
        preferred_period: 'afternoon',
        ...fields,
      },
      files,
    );
  const requestCount = async () =>
    (await server.ctx.db.select({ id: assistanceRequests.id }).from(assistanceRequests)).length;

  it('gives the warranty table and the delivered unit with each system in or out of warranty', async () => {
    const table = await get(ana, '/api/v1/assistance/warranty');
    expect(table.status).toBe(200);
    expect(table.body.source).toBe('default');
    expect(table.body.systems.map((s: { key: string }) => s.key)).toContain('visible_defects');
    const units = await get(ana, '/api/v1/assistance/units');
    expect(units.status).toBe(200);
    expect(units.body).toHaveLength(1);
    const [unit] = units.body;
    unitId = unit.id;
    const within = Object.fromEntries(
      unit.warranty.map((w: { system: string; within: boolean }) => [w.system, w.within]),
    );
    // Handed over fourteen months ago (the demo seed): 90 days and one year are past, two years not.
    expect(within).toMatchObject({ visible_defects: false, paint: false, coatings: true, structure: true });
    // Nobody else holds a delivered unit in the demo.
    expect((await get(company, '/api/v1/assistance/units')).body).toEqual([]);
  });

  it("lists the customer's requests with history, messages and photos served by a signed link", async () => {
    const list = await get(ana, '/api/v1/assistance/requests');
    expect(list.status).toBe(200);
    expect(list.body.map((r: { status: string }) => r.status).sort()).toEqual([
      'analysis',
      'done',
      'rejected',
    ]);
    const leak = list.body.find((r: { status: string }) => r.status === 'analysis');
    expect(leak.number).toMatch(/^AT-\d{6}$/);
    const detail = await get(ana, `/api/v1/assistance/requests/${leak.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.history.map((e: { status: string }) => e.status)).toEqual(['open', 'analysis']);
    expect(detail.body.messages[0].author.role).toBe('staff');
    expect(detail.body.photos).toHaveLength(1);
    const image = await server.fetch(detail.body.photos[0].url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const done = list.body.find((r: { status: string }) => r.status === 'done');
    expect(done.rating.score).toBe(5);
    expect((await get(company, '/api/v1/assistance/requests')).body).toEqual([]);
  });

  it('opens a request with two photos, re-encoded without their EXIF location', async () => {
    const before = await mailCount(server, ACCOUNTS.ana.email);
    const made = await newRequest(ana, {}, [
      { bytes: jpeg, name: 'IMG_0001.jpg' },
      { bytes: png, name: 'detalhe.png' },
    ]);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      status: 'open',
      system: 'waterproofing',
      system_label: 'Impermeabilização',
      within_warranty: true,
      preferred_period: 'afternoon',
      can_rate: false,
    });
    expect(made.body.history).toHaveLength(1);
    expect(made.body.photos).toHaveLength(2);
    const stored = Buffer.from(await (await server.fetch(made.body.photos[0].url)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1920);
    expect(stored.includes(Buffer.from('Telefone'))).toBe(false);
    // Opening needs no e-mail; the changes that follow do.
    expect(await mailCount(server, ACCOUNTS.ana.email)).toBe(before);
  });

  it('opens a request out of warranty all the same, marked so', async () => {
    const made = await newRequest(ana, { system: 'paint', location: 'Quarto 1' });
    expect(made.status).toBe(201);
    expect(made.body.within_warranty).toBe(false);
    expect(made.body.photos).toEqual([]);
  });

  it.each([
    [
      'a short location',
      { location: 'x' },
      'body.location',
      'Informe onde fica o problema na unidade (de 2 a 120 caracteres).',
    ],
    [
      'a blank description',
      { description: '          ' },
      'body.description',
      'Descreva o problema com 10 a 4000 caracteres.',
    ],
    [
      'an unknown period',
      { preferred_period: 'night' },
      'body.preferred_period',
      'Escolha o período de preferência para a visita.',
    ],
    ['a badly written system', { system: 'Pintura!' }, 'body.system', 'Escolha um dos sistemas da lista.'],
  ])('refuses %s with a Portuguese issue and stores nothing', async (_label, fields, path, message) => {
    const before = await requestCount();
    const answer = await newRequest(ana, fields);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('REQUEST-400');
    expect(answer.body.issues).toContainEqual({ path, message });
    expect(await requestCount()).toBe(before);
  });

  it('refuses a system outside the table, a file that is no image and eleven photos', async () => {
    const before = await requestCount();
    const unknown = await newRequest(ana, { system: 'piscina' });
    expect([unknown.status, unknown.body.code]).toEqual([422, 'ASSISTANCE-SYSTEM-422']);
    expect(unknown.body.msg).toBe('Escolha um dos sistemas da lista.');
    const pdf = await newRequest(ana, {}, [
      { bytes: new TextEncoder().encode('%PDF-1.7 not a photo'), name: 'a.jpg' },
    ]);
    expect([pdf.status, pdf.body.code]).toEqual([400, 'ASSISTANCE-PHOTO-400']);
    expect(pdf.body.msg).toBe('Envie fotos em PNG, JPEG ou WebP de até 15 MB cada.');
    const eleven = await newRequest(
      ana,
      {},
      Array.from({ length: 11 }, (_, i) => ({ bytes: png, name: `${i}.png` })),
    );
    expect(eleven.status).toBe(400);
    expect(eleven.body.issues).toContainEqual({
      path: 'body.files',
      message: 'Envie no máximo 10 fotos por vez.',
    });
    expect(await requestCount()).toBe(before);
  });

  it("answers 404 to another customer on every endpoint of someone else's request or unit", async () => {
    const [mine] = (await get(ana, '/api/v1/assistance/requests')).body;
    const id = mine.id as number;
    const before = await requestCount();
    const read = await get(company, `/api/v1/assistance/requests/${id}`);
    expect([read.status, read.body.code]).toEqual([404, 'ASSISTANCE-404']);
    const message = await form(company, `/api/v1/assistance/requests/${id}/messages`, { text: 'Olá' });
    expect([message.status, message.body.code]).toEqual([404, 'ASSISTANCE-404']);
    const rating = await post(company, `/api/v1/assistance/requests/${id}/rating`, { score: 1 });
    expect([rating.status, rating.body.code]).toEqual([404, 'ASSISTANCE-404']);
    const onAnasUnit = await newRequest(company, {});
    expect([onAnasUnit.status, onAnasUnit.body.code]).toEqual([404, 'ASSISTANCE-UNIT-404']);
    // Unknown ids read exactly the same.
    expect((await get(ana, '/api/v1/assistance/requests/2147483647')).body.code).toBe('ASSISTANCE-404');
    // The staff's endpoints are the staff's only.
    for (const path of [
      `/api/v1/assistance/queue`,
      `/api/v1/assistance/queue/${id}`,
      '/api/v1/reports/assistance',
    ]) {
      expect((await get(ana, path)).status, path).toBe(403);
    }
    expect((await post(ana, `/api/v1/assistance/queue/${id}/status`, { status: 'done' })).status).toBe(403);
    expect((await form(ana, `/api/v1/assistance/queue/${id}/messages`, { text: 'Olá' })).status).toBe(403);
    expect((await get(admin, '/api/v1/assistance/queue/2147483647')).body.code).toBe('ASSISTANCE-404');
    expect(await requestCount()).toBe(before);
  });

  it('takes a request through the flow: each change kept, e-mailed, then rated once', async () => {
    const made = await newRequest(ana, {
      system: 'electrical',
      location: 'Área de serviço',
      description: 'A tomada da máquina de lavar desarma o disjuntor.',
    });
    const id = made.body.id as number;
    const path = `/api/v1/assistance/queue/${id}/status`;
    const mails = await mailCount(server, ACCOUNTS.ana.email);

    const tooEarly = await post(admin, path, { status: 'done' });
    expect([tooEarly.status, tooEarly.body.code]).toEqual([409, 'ASSISTANCE-STATUS-409']);
    const noVisit = await post(admin, path, {
      status: 'visit_scheduled',
      visit_start: '14:00',
      visit_end: '12:00',
    });
    expect([noVisit.status, noVisit.body.code]).toEqual([422, 'ASSISTANCE-CHANGE-422']);
    expect(noVisit.body.issues).toEqual([
      { path: 'body.visit_date', message: 'Informe a data da visita: de hoje até um ano à frente.' },
      {
        path: 'body.visit_end',
        message: 'Informe o horário da visita entre 06:00 e 22:00, com o início antes do fim.',
      },
    ]);
    expect(await mailCount(server, ACCOUNTS.ana.email)).toBe(mails);

    expect((await post(admin, path, { status: 'analysis' })).status).toBe(200);
    const visitDate = new Date(server.clock.now().getTime() + 5 * 86_400_000).toISOString().slice(0, 10);
    const scheduled = await post(admin, path, {
      status: 'visit_scheduled',
      visit_date: visitDate,
      visit_start: '08:00',
      visit_end: '12:00',
      note: 'O técnico levará um multímetro.',
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.visit).toEqual({ date: visitDate, start: '08:00', end: '12:00' });
    expect(scheduled.body.customer_email).toBe(ACCOUNTS.ana.email);
    const visitMail = await lastMailTo(server, ACCOUNTS.ana.email);
    expect(visitMail?.subject).toContain('Visita agendada');
    expect(visitMail?.text).toContain(`das 08:00 às 12:00`);
    expect(visitMail?.text).toContain(`/assistencia-tecnica/${id}`);

    await server.ctx.db.execute(
      sql`update accounts set name = 'Marina Costa' where email = ${ACCOUNTS.admin.email}`,
    );
    const staffNote = await form(
      admin,
      `/api/v1/assistance/queue/${id}/messages`,
      { text: 'Confirmamos a visita.' },
      [{ bytes: png, name: 'rota.png' }],
    );
    expect(staffNote.status).toBe(201);
    expect((await lastMailTo(server, ACCOUNTS.ana.email))?.subject).toContain('nova mensagem');
    const reply = await form(ana, `/api/v1/assistance/requests/${id}/messages`, {
      text: 'Obrigada, estarei em casa.',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.messages.map((m: { author: { role: string } }) => m.author.role)).toEqual([
      'staff',
      'customer',
    ]);
    expect(reply.body.messages[0].photos).toHaveLength(1);
    // The staff member is named by their own name (decision 051), the customer by theirs.
    expect(reply.body.messages.map((m: { author: { name: string } }) => m.author.name)).toEqual([
      'Marina Costa',
      'Ana Beatriz Souza',
    ]);

    const notYet = await post(ana, `/api/v1/assistance/requests/${id}/rating`, { score: 5 });
    expect([notYet.status, notYet.body.code]).toEqual([409, 'ASSISTANCE-RATING-409']);
    expect((await post(admin, path, { status: 'in_progress' })).status).toBe(200);
    const done = await post(admin, path, { status: 'done', note: 'Tomada trocada.' });
    expect(done.status).toBe(200);
    const doneMail = await lastMailTo(server, ACCOUNTS.ana.email);
    expect(doneMail?.subject).toContain('Concluída');
    expect(doneMail?.text).toContain('avalie de 1 a 5');
    expect(await mailCount(server, ACCOUNTS.ana.email)).toBe(mails + 5);

    const closed = await form(ana, `/api/v1/assistance/requests/${id}/messages`, { text: 'Mais uma coisa' });
    expect([closed.status, closed.body.code]).toEqual([409, 'ASSISTANCE-CLOSED-409']);
    const badScore = await post(ana, `/api/v1/assistance/requests/${id}/rating`, { score: 6 });
    expect(badScore.body.issues).toEqual([{ path: 'body.score', message: 'Escolha uma nota de 1 a 5.' }]);
    const rated = await post(ana, `/api/v1/assistance/requests/${id}/rating`, {
      score: 4,
      comment: ' Rápido. ',
    });
    expect(rated.status).toBe(200);
    expect(rated.body.rating).toMatchObject({ score: 4, comment: 'Rápido.' });
    expect(rated.body.can_rate).toBe(false);
    expect(rated.body.history.map((e: { kind: string; status: string }) => `${e.kind}:${e.status}`)).toEqual([
      'created:open',
      'status:analysis',
      'status:visit_scheduled',
      'status:in_progress',
      'status:done',
      'rated:done',
    ]);
    const twice = await post(ana, `/api/v1/assistance/requests/${id}/rating`, { score: 1 });
    expect([twice.status, twice.body.code]).toEqual([409, 'ASSISTANCE-RATING-409']);
    const after = await post(admin, path, { status: 'analysis' });
    expect(after.status).toBe(409);
  });

  it("refuses 'Improcedente' without a reason and keeps the reason given", async () => {
    const made = await newRequest(ana, { system: 'fixtures', location: 'Lavabo' });
    const path = `/api/v1/assistance/queue/${made.body.id}/status`;
    const bare = await post(admin, path, { status: 'rejected', reason: '  ' });
    expect(bare.body.issues).toEqual([
      { path: 'body.reason', message: 'Informe o motivo da improcedência (de 3 a 1000 caracteres).' },
    ]);
    const rejected = await post(admin, path, {
      status: 'rejected',
      reason: 'Dano causado por uso indevido.',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.history.at(-1)).toMatchObject({
      status: 'rejected',
      reason: 'Dano causado por uso indevido.',
    });
    expect((await lastMailTo(server, ACCOUNTS.ana.email))?.text).toContain('Dano causado por uso indevido.');
  });

  it('gives the staff a filtered queue with counts, and the report', async () => {
    const all = await get(admin, '/api/v1/assistance/queue');
    expect(all.status).toBe(200);
    const total = all.body.total as number;
    expect(Object.values(all.body.counts).reduce((a: number, b) => a + (b as number), 0)).toBe(total);
    const open = await get(admin, '/api/v1/assistance/queue?status=open');
    expect(open.body.items.every((r: { status: string }) => r.status === 'open')).toBe(true);
    expect(open.body.counts).toEqual(all.body.counts);
    expect(open.body.total).toBe(all.body.counts.open);
    const old = await get(admin, '/api/v1/assistance/queue?min_age_days=10');
    expect(old.body.items.every((r: { age_days: number }) => r.age_days >= 10)).toBe(true);
    expect(old.body.total).toBe(2); // the demo's 'Concluída' (45 days) and 'Improcedente' (20 days)
    const paint = await get(admin, '/api/v1/assistance/queue?system=paint');
    expect(paint.body.items.every((r: { system: string }) => r.system === 'paint')).toBe(true);
    // The filters' options are those of every request, whatever the filters.
    expect(paint.body.enterprises).toEqual(all.body.enterprises);
    expect(paint.body.systems).toEqual(all.body.systems);
    const inQueue = (key: string) => all.body.systems.some((s: { key: string }) => s.key === key);
    expect(inQueue('paint')).toBe(true);
    expect(old.body.systems).toEqual(all.body.systems);
    expect(all.body.enterprises).toHaveLength(1);
    expect(all.body.enterprises[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const labels = all.body.systems.map((s: { label: string }) => s.label);
    expect(labels).toEqual([...labels].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));
    const bad = await get(admin, '/api/v1/assistance/queue?status=lost');
    expect(bad.body.issues).toEqual([{ path: 'query.status', message: 'Escolha uma situação válida.' }]);

    const report = await get(admin, '/api/v1/reports/assistance');
    expect(report.status).toBe(200);
    expect(report.body.total).toBe(total);
    expect(report.body.enterprises).toHaveLength(1);
    // Ratings: the demo's 5 and the flow's 4; closed: the demo's two and the flow's two.
    expect(report.body.average_rating).toBe(4.5);
    expect(report.body.ratings).toBe(2);
    expect(report.body.median_days_to_close).toBeGreaterThanOrEqual(0);
    expect(report.body.enterprises[0].counts).toEqual(report.body.counts);
  });

  it('leaves a request untouched when the unit is not handed over', async () => {
    await server.ctx.db.execute(sql`update units set handover_date = null where id = ${unitId}`);
    const answer = await newRequest(ana, {});
    expect([answer.status, answer.body.code]).toEqual([404, 'ASSISTANCE-UNIT-404']);
    expect((await get(ana, '/api/v1/assistance/units')).body).toEqual([]);
    const unchanged = await server.ctx.db
      .select({ id: assistanceRequests.id })
      .from(assistanceRequests)
      .where(eq(assistanceRequests.unitId, unitId));
    expect(unchanged.length).toBeGreaterThan(0);
  });
  it('counts the requests a customer makes: past ten an hour, 429 with Retry-After and nothing stored', async () => {
    await server.ctx.db.execute(sql`update units set handover_date = '2025-09-10' where id = ${unitId}`);
    let refused: Answer | undefined;
    for (let attempt = 0; attempt < 11 && !refused; attempt += 1) {
      const made = await newRequest(ana, { location: `Cômodo ${attempt}` });
      if (made.status === 429) refused = made;
      else expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    expect(refused?.body.code).toBe('RATE-LIMIT-429');
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    const after = await requestCount();
    expect((await newRequest(ana, {})).status).toBe(429);
    expect(await requestCount()).toBe(after);
    // Another customer's allowance is their own.
    expect((await newRequest(company, {})).body.code).toBe('ASSISTANCE-UNIT-404');
  });
});
