import { describe, expect, it } from 'vitest';
import { TICKET_MESSAGES } from '../messages/pt-BR';
import {
  buildTicketPayload,
  isTicketSubject,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_SUBJECTS,
  validateTicket,
} from './ticket';

describe('ticket subjects', () => {
  it('lists the 12 subjects of spec section 5 in Portuguese collation', () => {
    expect(TICKET_SUBJECTS).toEqual([
      'Assistência Técnica',
      'Atualização Cadastral',
      'Cessão de Direitos e Obrigações',
      'Comissão / Corretagem',
      'Condomínio / IPTU',
      'Contrato de Venda e Compra',
      'Engenharia',
      'Financeiro',
      'Financiamento Bancário',
      'Incorporação',
      'Jurídico',
      'Vistoria e entrega de chaves',
    ]);
  });

  it('recognises only the listed subjects, spelled exactly', () => {
    expect(isTicketSubject('Jurídico')).toBe(true);
    expect(isTicketSubject('juridico')).toBe(false);
    expect(isTicketSubject(12)).toBe(false);
  });
});

describe('validateTicket', () => {
  it.each([
    [{ subject: 'Financeiro', message: 'Preciso da segunda via.' }, {}],
    [{ subject: '', message: 'Olá' }, { subject: 'Campo de assunto obrigatório.' }],
    [{ subject: '   ', message: 'Olá' }, { subject: 'Campo de assunto obrigatório.' }],
    [{ subject: 'Financeiro', message: '' }, { message: 'Campo de mensagem obrigatório.' }],
    [{ subject: 'Financeiro', message: ' \n\t ' }, { message: 'Campo de mensagem obrigatório.' }],
    [{ subject: 'Reclamação', message: 'Olá' }, { subject: TICKET_MESSAGES.subjectUnknown }],
    [
      { subject: '', message: '' },
      { subject: 'Campo de assunto obrigatório.', message: 'Campo de mensagem obrigatório.' },
    ],
  ])('%j gives %j', (form, expected) => {
    expect(validateTicket(form)).toEqual(expected);
  });
});

describe('buildTicketPayload', () => {
  const user = { email: 'ana@demo.com.br', name: 'Ana Souza' };

  it('sends the subject as title, the trimmed message and the session user', () => {
    expect(
      buildTicketPayload({ subject: ' Engenharia ', message: '  Infiltração na sala.\n' }, user),
    ).toEqual({
      title: 'Engenharia',
      message: 'Infiltração na sala.',
      email: 'ana@demo.com.br',
      name: 'Ana Souza',
    });
  });

  it.each([
    [{ subject: '', message: 'Olá' }, TICKET_MESSAGES.subjectEmpty],
    [{ subject: 'Outro', message: 'Olá' }, TICKET_MESSAGES.subjectUnknown],
    [{ subject: 'Financeiro', message: ' ' }, TICKET_MESSAGES.messageEmpty],
  ])('refuses %j with %j', (form, message) => {
    expect(() => buildTicketPayload(form, user)).toThrow(message);
  });

  it('caps the message at 5,000 characters (spec section 5), counted after trimming', () => {
    const form = { subject: 'Financeiro', message: 'a'.repeat(5000) };
    expect(validateTicket(form)).toEqual({});
    expect(validateTicket({ ...form, message: `  ${'a'.repeat(5000)}  ` })).toEqual({});
    expect(validateTicket({ ...form, message: 'a'.repeat(5001) })).toEqual({
      message: 'A mensagem pode ter no máximo 5.000 caracteres.',
    });
    expect(TICKET_MESSAGE_MAX_LENGTH).toBe(5000);
  });
});
