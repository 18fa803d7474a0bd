import { TICKET_MESSAGES } from '../messages/pt-BR';

/** The 12 ticket subjects in the order the spec lists them (section 5). */
const SUBJECTS = [
  'Atualização Cadastral',
  'Cessão de Direitos e Obrigações',
  'Comissão / Corretagem',
  'Condomínio / IPTU',
  'Contrato de Venda e Compra',
  'Engenharia',
  'Financeiro',
  'Assistência Técnica',
  'Financiamento Bancário',
  'Vistoria e entrega de chaves',
  'Jurídico',
  'Incorporação',
] as const;

/** One of the 12 subjects a support ticket can have. */
export type TicketSubject = (typeof SUBJECTS)[number];

/** The 12 ticket subjects sorted in Portuguese collation, as the subject select shows them. */
export const TICKET_SUBJECTS: readonly TicketSubject[] = [...SUBJECTS].sort(
  new Intl.Collator('pt-BR').compare,
);

/** The ticket form as typed. */
export interface TicketForm {
  subject: string;
  message: string;
}

/** Error message per failing ticket field; a field that passes is absent. */
export type TicketErrors = Partial<Record<keyof TicketForm, string>>;

/** The body of `POST /api/v1/user/ticket` (spec section 7). */
export interface TicketPayload {
  title: TicketSubject;
  message: string;
  email: string;
  name: string;
}

/** Longest ticket message, in characters (UTF-16 units, as a text field and the API count them). */
export const TICKET_MESSAGE_MAX_LENGTH = 5000;

/** Tells whether a value is one of the 12 ticket subjects (exact spelling). */
export function isTicketSubject(value: unknown): value is TicketSubject {
  return typeof value === 'string' && (SUBJECTS as readonly string[]).includes(value);
}

/**
 * Validates the ticket form (spec section 5): subject and message required, whitespace-only counting as
 * empty; a subject outside the list is refused; the message holds at most 5,000 characters. Returns one message per failing field; `{}` means valid.
 */
export function validateTicket(form: TicketForm): TicketErrors {
  const errors: TicketErrors = {};
  const subject = form.subject.trim();
  if (subject === '') errors.subject = TICKET_MESSAGES.subjectEmpty;
  else if (!isTicketSubject(subject)) errors.subject = TICKET_MESSAGES.subjectUnknown;
  const message = form.message.trim();
  if (message === '') errors.message = TICKET_MESSAGES.messageEmpty;
  else if (message.length > TICKET_MESSAGE_MAX_LENGTH) errors.message = TICKET_MESSAGES.messageTooLong;
  return errors;
}

/**
 * Builds the ticket request body: the subject as `title`, the message trimmed, and the sender's e-mail
 * and name taken from the session user (spec section 3).
 * @throws RangeError with the Portuguese validation message when the form is not valid.
 */
export function buildTicketPayload(form: TicketForm, user: { email: string; name: string }): TicketPayload {
  const title = form.subject.trim();
  const message = form.message.trim();
  if (!isTicketSubject(title)) {
    throw new RangeError(title === '' ? TICKET_MESSAGES.subjectEmpty : TICKET_MESSAGES.subjectUnknown);
  }
  if (message === '') throw new RangeError(TICKET_MESSAGES.messageEmpty);
  return { title, message, email: user.email, name: user.name };
}
