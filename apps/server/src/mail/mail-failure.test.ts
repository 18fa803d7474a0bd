import { createServer } from 'node:net';
import { and, count, desc, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentProofs } from '../db/schema/finance';
import { loginAudit, mailOutbox, tickets } from '../db/schema/operations';
import { accounts, accountTokens } from '../db/schema/people';
import { messages } from '../messages/pt-BR';
import { ACCOUNTS, tokenOf } from '../test/demo-fixtures';
import { lastMailTo, linkIn } from '../test/outbox';
import { findInstallment } from '../test/slip-helpers';
import { backends, clientAddress, startTestServer, type TestServer } from '../test/test-server';
import type { MailMessage } from './mail-message';
import { KEPT_KIND_PREFIX, keptCount } from './mail-queue';
import { createDeliveringMailer, createSmtpMailer, type Mailer } from './mailer';

const PUBLIC_URL = 'https://portal.exemplo.test';
const FROM = 'Portal <nao-responda@demo.com.br>';
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** An SMTP URL nothing listens on: nodemailer really connects and is really refused. */
async function deadSmtpUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

/** A mail server that is down until `up` is set, recording what it delivers once up. */
function flakySmtp() {
  const state = { up: false, delivered: [] as MailMessage[] };
  const deliver = async (message: MailMessage) => {
    if (!state.up) throw new Error('connect ECONNREFUSED 10.0.0.25:587');
    state.delivered.push(message);
  };
  return { state, deliver };
}

describe.each(backends())('a failing mail server (%s)', (backend) => {
  let server: TestServer;
  let outbox: Mailer;
  let deadUrl: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    outbox = server.ctx.mailer;
    deadUrl = await deadSmtpUrl();
  });
  afterAll(() => server?.stop());
  afterEach(() => useMailer(outbox));

  /** Swaps the server's mailer: only the SMTP side is replaced, every service runs for real. */
  const useMailer = (mailer: Mailer) => Object.assign(server.ctx, { mailer });
  const store = () => ({ db: server.ctx.db, clock: server.clock, logger: server.ctx.logger });
  const post = (path: string, body: unknown) => server.json('POST', path, { body, headers: clientAddress() });
  const kept = (kind: string) =>
    server.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, `${KEPT_KIND_PREFIX}${kind}`))
      .orderBy(desc(mailOutbox.id));

  it('login of a pending account: LOGIN-503, no live token, still pending, audited; then the normal 403', async () => {
    const bruno = { email: 'bruno@demo.com.br', cpf: '98765432100', cnpj: '', password: 'Bruno#2026' };
    expect((await post('/api/v1/user', bruno)).status).toBe(200);
    const [account] = await server.ctx.db.select().from(accounts).where(eq(accounts.email, bruno.email));
    if (!account) throw new Error('sign-up did not create the account');

    useMailer(createSmtpMailer(deadUrl, FROM, store()));
    const refused = await post('/api/v1/token', { email: bruno.email, password: bruno.password });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      code: 'LOGIN-503',
      msg: 'Sua conta ainda não foi ativada e não conseguimos enviar o e-mail de ativação agora. Tente entrar novamente em alguns minutos.',
      error:
        'Sua conta ainda não foi ativada e não conseguimos enviar o e-mail de ativação agora. Tente entrar novamente em alguns minutos.',
    });
    expect(refused.headers.get('retry-after')).toBe('60');
    const tokens = await server.ctx.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.accountId, account.id));
    expect(tokens).toHaveLength(0);
    const [still] = await server.ctx.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(still?.status).toBe('pending');
    expect(await keptCount(server.ctx)).toBe(0); // a link the person was told to ask again is not queued
    const [audited] = await server.ctx.db
      .select()
      .from(loginAudit)
      .where(eq(loginAudit.email, bruno.email))
      .orderBy(desc(loginAudit.id))
      .limit(1);
    expect(audited?.description).toBe(messages.audit.activationMailFailed);

    // The mail server is back: the same login gets the activation e-mail and the usual 403.
    useMailer(outbox);
    const again = await post('/api/v1/token', { email: bruno.email, password: bruno.password });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('LOGIN-403');
    const link = linkIn(
      (await lastMailTo(server, bruno.email))?.text ?? '',
      `${PUBLIC_URL}/ativar-conta?token=`,
    );
    const activated = await post('/api/v1/user/activate', {
      token: new URL(link).searchParams.get('token'),
      password: bruno.password,
    });
    expect(activated.status).toBe(200);
    expect((await post('/api/v1/token', { email: bruno.email, password: bruno.password })).status).toBe(200);
  });

  it('password recovery: the same 200, the e-mail kept and delivered once the server is back', async () => {
    const smtp = flakySmtp();
    useMailer(createDeliveringMailer(smtp.deliver, FROM, store()));
    const answer = await post('/api/v1/user/send-reset-password-email', { email: ACCOUNTS.company.email });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 'PASSWORD-RECOVERY-200', msg: 'Email enviado com sucesso!' });
    expect(await kept('reset')).toHaveLength(1);

    expect(await server.ctx.mailer.retryKept()).toEqual({ sent: 0, failed: 1, dropped: 0 });
    expect(await kept('reset')).toHaveLength(1); // still down: put back, not lost
    smtp.state.up = true;
    expect(await server.ctx.mailer.retryKept()).toEqual({ sent: 1, failed: 0, dropped: 0 });
    expect(await kept('reset')).toHaveLength(0);
    const [delivered] = smtp.state.delivered;
    expect(delivered?.to).toBe(ACCOUNTS.company.email);
    expect(delivered?.kind).toBe('reset');
    const token = new URL(
      linkIn(delivered?.text ?? '', `${PUBLIC_URL}/reset-password?token=`),
    ).searchParams.get('token');
    const reset = await post('/api/v1/user/reset-password', { token, new_password: 'Nova#Senha2026' });
    expect(reset.status).toBe(200);
  });

  it('a kept reset e-mail whose link has expired is dropped, not sent', async () => {
    const smtp = flakySmtp();
    useMailer(createDeliveringMailer(smtp.deliver, FROM, store()));
    expect((await post('/api/v1/user/send-reset-password-email', { email: ACCOUNTS.ana.email })).status).toBe(
      200,
    );
    server.clock.advance(31 * 60 * 1000);
    smtp.state.up = true;
    expect(await server.ctx.mailer.retryKept()).toEqual({ sent: 0, failed: 0, dropped: 1 });
    expect(smtp.state.delivered).toHaveLength(0);
    expect(await keptCount(server.ctx)).toBe(0);
  });

  it('support ticket: 200, stored, and the notification kept for a retry', async () => {
    useMailer(createSmtpMailer(deadUrl, FROM, store()));
    const token = await tokenOf(server, 'ana');
    const before = (await server.ctx.db.select({ n: count() }).from(tickets))[0]?.n ?? 0;
    const answer = await server.json('POST', '/api/v1/user/ticket', {
      token,
      body: { title: 'Financeiro', message: 'Preciso da segunda via.' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe('TICKET-POST-200');
    expect((await server.ctx.db.select({ n: count() }).from(tickets))[0]?.n).toBe(before + 1);
    const [mail] = await kept('ticket');
    expect(mail?.to).toBe(server.ctx.brand.supportEmail);
    expect(mail?.text).toContain('Preciso da segunda via.');
    await server.ctx.db.delete(mailOutbox).where(like(mailOutbox.kind, `${KEPT_KIND_PREFIX}%`));
  });

  it('support ticket with a mailer that cannot even keep the message: still 200 and stored', async () => {
    useMailer(createSmtpMailer(deadUrl, FROM)); // no retry store
    const token = await tokenOf(server, 'ana');
    const answer = await server.json('POST', '/api/v1/user/ticket', {
      token,
      body: { title: 'Engenharia', message: 'Fissura na parede da sala.' },
    });
    expect(answer.status).toBe(200);
    const stored = await server.ctx.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.email, ACCOUNTS.ana.email), eq(tickets.title, 'Engenharia')));
    expect(stored).toHaveLength(1);
  });

  it('password recovery with a mailer that cannot keep the message: the same 200 and no live link', async () => {
    useMailer(createSmtpMailer(deadUrl, FROM)); // no retry store
    const [ana] = await server.ctx.db.select().from(accounts).where(eq(accounts.email, ACCOUNTS.ana.email));
    const liveBefore = await server.ctx.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.accountId, ana?.id ?? 0), eq(accountTokens.purpose, 'reset')));
    const answer = await post('/api/v1/user/send-reset-password-email', { email: ACCOUNTS.ana.email });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe('PASSWORD-RECOVERY-200');
    const liveAfter = await server.ctx.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.accountId, ana?.id ?? 0), eq(accountTokens.purpose, 'reset')));
    expect(liveAfter).toHaveLength(liveBefore.length);
  });

  it('proof of payment: 200, the PDF recorded, the finance notification and the receipt kept and delivered later', async () => {
    const smtp = flakySmtp();
    useMailer(createDeliveringMailer(smtp.deliver, FROM, store()));
    const token = await tokenOf(server, 'ana');
    const { bill, installment } = await findInstallment(server, token, 'payable-this-month');
    const proofs = async () => (await server.ctx.db.select({ n: count() }).from(paymentProofs))[0]?.n ?? 0;
    const before = await proofs();
    const answer = await server.fetch(
      `/api/v1/invoice/payment_slip/proof?cpfcnpj=${ACCOUNTS.ana.cpf}&billReceivableId=${bill}&installmentId=${installment.installment_id}&message=${encodeURIComponent('Pago no PIX')}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
        body: PDF as unknown as BodyInit,
      },
    );
    expect(answer.status).toBe(200);
    expect((await answer.json()).code).toBe('SEND-PAYMENT-PROOF-200');
    expect(await proofs()).toBe(before + 1);
    expect(await kept('payment-proof')).toHaveLength(1);
    // The customer's receipt (docs/product/decisions.md section 7) is kept the same way.
    expect(await kept('proof-receipt')).toHaveLength(1);

    smtp.state.up = true;
    expect((await server.ctx.mailer.retryKept()).sent).toBe(2);
    const toFinance = smtp.state.delivered.find((mail) => mail.to === server.ctx.brand.financeEmail);
    expect(toFinance?.text).toContain('Pago no PIX');
    const receipt = smtp.state.delivered.find((mail) => mail.to === ACCOUNTS.ana.email);
    expect(receipt?.text).toContain('Observações: Pago no PIX');
  });

  it('the development outbox never hands its own messages to the retry', async () => {
    const smtp = flakySmtp();
    smtp.state.up = true;
    const mailer = createDeliveringMailer(smtp.deliver, FROM, store());
    expect(await server.ctx.db.select({ n: count() }).from(mailOutbox)).not.toEqual([{ n: 0 }]);
    expect(await mailer.retryKept()).toEqual({ sent: 0, failed: 0, dropped: 0 });
    expect(smtp.state.delivered).toHaveLength(0);
  });
});
