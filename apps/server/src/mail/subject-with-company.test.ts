import { describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../config/brand';
import type { MailMessage } from './mail-message';
import { NOTHING_RETRIED } from './mail-queue';
import type { Mailer } from './mailer';
import { subjectWithCompany, withCompanyInSubjects } from './subject-with-company';
import { activationMail, invitationMail, resetMail, ticketMail } from './templates';

/** A mailer that keeps what it is handed, the way each path (send, sendNow) received it. */
function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    transport: 'outbox',
    send: async (message) => {
      sent.push(message);
    },
    sendNow: async (message) => {
      sent.push(message);
    },
    retryKept: async () => NOTHING_RETRIED,
    close: () => undefined,
  };
}

describe('subjectWithCompany', () => {
  it('ends the subject with the company’s name', () => {
    expect(subjectWithCompany('Portal do Cliente: ative sua conta', 'Horizonte Incorporadora')).toBe(
      'Portal do Cliente: ative sua conta | Horizonte Incorporadora',
    );
  });

  it('leaves a subject that names the company already, and keeps it on one line', () => {
    expect(subjectWithCompany('Recibo — Horizonte Incorporadora', 'Horizonte Incorporadora')).toBe(
      'Recibo — Horizonte Incorporadora',
    );
    expect(subjectWithCompany('Linha\r\nBcc: x@y.z', ' Aurora\nLtda ')).toBe(
      'Linha Bcc: x@y.z | Aurora Ltda',
    );
  });
});

describe('withCompanyInSubjects', () => {
  const link = 'https://portal.exemplo.test/x?token=1';
  const templates: [string, MailMessage][] = [
    ['activation', activationMail(DEMO_BRAND, 'ana@demo.com.br', 'Ana', link)],
    ['reset', resetMail(DEMO_BRAND, 'ana@demo.com.br', 'Ana', link)],
    ['invitation', invitationMail(DEMO_BRAND, 'eva@demo.com.br', 'Eva', link)],
    [
      'ticket',
      ticketMail(DEMO_BRAND, { title: 'Financeiro', message: 'Olá', name: 'Ana', email: 'ana@demo.com.br' }),
    ],
  ];

  it.each(templates)('names the company in the %s e-mail, sent now or queued', async (_kind, message) => {
    const inner = recordingMailer();
    const mailer = withCompanyInSubjects(inner, DEMO_BRAND.companyName);
    await mailer.send(message);
    await mailer.sendNow(message);
    for (const sent of inner.sent) {
      expect(sent.subject).toBe(`${message.subject} | Horizonte Incorporadora`);
      expect(sent).toMatchObject({
        to: message.to,
        html: message.html,
        text: message.text,
        kind: message.kind,
      });
    }
    expect(inner.sent).toHaveLength(2);
  });

  it('the three link e-mails read as the product contract writes them', async () => {
    const inner = recordingMailer();
    const mailer = withCompanyInSubjects(inner, DEMO_BRAND.companyName);
    for (const [, message] of templates.slice(0, 3)) await mailer.send(message);
    expect(inner.sent.map((sent) => sent.subject)).toEqual([
      'Portal do Cliente: ative sua conta | Horizonte Incorporadora',
      'Portal do Cliente: redefinição de senha | Horizonte Incorporadora',
      'Portal do Cliente: convite para a equipe | Horizonte Incorporadora',
    ]);
  });
});
