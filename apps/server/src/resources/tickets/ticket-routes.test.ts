import { TICKET_SUBJECTS } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../app-error';
import { mailOutbox, tickets } from '../../db/schema/operations';
import { accounts } from '../../db/schema/people';
import { ACCOUNTS, tokenOf } from '../../test/demo-fixtures';
import { backends, startTestServer, type TestServer } from '../../test/test-server';
import { openTicket } from './service';

describe.each(backends())('ticket subjects (%s)', (backend) => {
  let server: TestServer;
  let ana: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    ana = await tokenOf(server, 'ana');
  });
  afterAll(() => server?.stop());

  const ticket = (body: unknown) => server.json('POST', '/api/v1/user/ticket', { token: ana, body });
  const stored = async () => ({
    tickets: (await server.ctx.db.select({ n: count() }).from(tickets))[0]?.n ?? 0,
    mails: (await server.ctx.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0,
  });

  it.each([
    ['an unknown subject', 'Reclamação', 'Assunto inválido. Escolha um dos assuntos da lista.'],
    ['another case', 'financeiro', 'Assunto inválido. Escolha um dos assuntos da lista.'],
    ['padding', ' Financeiro ', 'Assunto inválido. Escolha um dos assuntos da lista.'],
    ['a number', 7, 'Assunto inválido. Escolha um dos assuntos da lista.'],
    ['an empty subject', '', 'Campo de assunto obrigatório.'],
    ['no subject', undefined, 'Campo de assunto obrigatório.'],
  ])('%s gets 400 with a Portuguese issue and stores nothing', async (_label, title, message) => {
    const before = await stored();
    const answer = await ticket({ title, message: 'Quero falar sobre o meu contrato.' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('REQUEST-400');
    expect(answer.body.issues).toEqual([{ path: 'body.title', message }]);
    expect(await stored()).toEqual(before);
  });

  it('accepts each of the 12 subjects of the domain list, exactly as spelled', async () => {
    expect(TICKET_SUBJECTS).toHaveLength(12);
    const before = await stored();
    for (const title of TICKET_SUBJECTS) {
      const answer = await ticket({ title, message: `Dúvida sobre ${title}` });
      expect(answer.status, title).toBe(200);
    }
    const rows = await server.ctx.db
      .select({ title: tickets.title })
      .from(tickets)
      .where(eq(tickets.email, ACCOUNTS.ana.email));
    expect(rows.map((r) => r.title).sort()).toEqual([...TICKET_SUBJECTS].sort());
    expect(await stored()).toEqual({ tickets: before.tickets + 12, mails: before.mails + 12 });
  });

  it('the service itself refuses a subject outside the list, for callers other than the route', async () => {
    const [account] = await server.ctx.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, ACCOUNTS.ana.email));
    const caller = {
      accountId: account?.id ?? 0,
      sessionId: '00000000-0000-4000-8000-000000000000',
      customerId: account?.customerId ?? 0,
      type: 'user' as const,
      email: ACCOUNTS.ana.email,
      name: 'Ana Beatriz Souza',
      cpf: ACCOUNTS.ana.cpf,
      cnpj: null,
      createdAt: new Date(),
    };
    const before = await stored();
    const refused = openTicket(server.ctx, caller, { title: 'Outro assunto', message: 'Olá' });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ status: 400, code: 'REQUEST-400' });
    expect(await stored()).toEqual(before);
    // Surrounding blanks are trimmed before the check, so a padded valid subject is stored clean.
    const juridico = async () =>
      (await server.ctx.db.select({ n: count() }).from(tickets).where(eq(tickets.title, 'Jurídico')))[0]?.n;
    const clean = await juridico();
    await openTicket(server.ctx, caller, { title: '  Jurídico ', message: 'Olá' });
    expect(await juridico()).toBe((clean ?? 0) + 1);
  });
});
