import { formatDateBr } from '@portal/domain';
import type { Brand } from '../config/brand';
import { escapeHtml } from '../html/escape-html';
import { messages } from '../messages/pt-BR';
import type { MailMessage } from './mail-message';

/**
 * Wraps paragraphs (already escaped HTML) in the brand's layout: its logo (as PNG, when it has one), its
 * colours and names (decision 049); tables and inline styles, for e-mail clients. Fluid (product
 * rule §3): the page takes the phone's width (the viewport meta), the card shrinks below 560 px, and
 * long words, addresses and links wrap instead of widening it.
 */
function layout(brand: Brand, title: string, bodyHtml: string): string {
  const c = brand.colors;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="x-apple-disable-message-reformatting"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;-webkit-text-size-adjust:100%;overflow-wrap:break-word;word-wrap:break-word">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;table-layout:fixed;background:#ffffff;border-radius:8px;overflow:hidden">
${brand.emailLogoUrl ? `<tr><td style="padding:20px 24px 12px"><img src="${escapeHtml(brand.emailLogoUrl)}" alt="${escapeHtml(brand.companyName)}" height="48" style="display:block;height:48px;width:auto;max-width:100%;object-fit:contain;border:0"></td></tr>` : ''}
<tr><td style="background:${c.primary};color:${c.primaryText};padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(brand.companyName)} · ${escapeHtml(brand.portalName)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">${bodyHtml}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#616e7c;border-top:1px solid #e4e7eb">${escapeHtml(messages.mail.footer(brand.companyName))}<br>${escapeHtml(brand.phone)} · <a href="${escapeHtml(brand.contactUrl)}" style="color:${c.primary}">${escapeHtml(brand.contactUrl)}</a></td></tr>
</table></td></tr></table></body></html>`;
}

function button(brand: Brand, href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:${brand.colors.primary};color:${brand.colors.primaryText};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#616e7c">${escapeHtml(messages.mail.linkFallback)}<br><a href="${escapeHtml(href)}" style="word-break:break-all">${escapeHtml(href)}</a></p>`;
}

function linkMail(
  brand: Brand,
  to: string,
  name: string,
  link: string,
  kind: 'activation' | 'reset' | 'invitation',
): MailMessage {
  const m = messages.mail[kind];
  const subject = m.subject(brand.portalName);
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const html = layout(
    brand,
    subject,
    p(messages.mail.greeting(name)) + p(m.intro) + button(brand, link, m.button) + p(m.expiry) + p(m.ignore),
  );
  const text = [
    messages.mail.greeting(name),
    '',
    m.intro,
    '',
    `${m.button}: ${link}`,
    '',
    m.expiry,
    m.ignore,
    '',
    `— ${brand.companyName}`,
  ].join('\n');
  return { to, subject, html, text, kind };
}

/** The activation e-mail sent on the first login of a pending account. */
export function activationMail(brand: Brand, to: string, name: string, link: string): MailMessage {
  return linkMail(brand, to, name, link, 'activation');
}

/** The password-reset e-mail. */
export function resetMail(brand: Brand, to: string, name: string, link: string): MailMessage {
  return linkMail(brand, to, name, link, 'reset');
}

/** A staff invitation: the link sets the first password (docs/decisions/051-staff-accounts.md). */
export function invitationMail(brand: Brand, to: string, name: string, link: string): MailMessage {
  return linkMail(brand, to, name, link, 'invitation');
}

/** A row of a mail's table of facts: the label, then the value kept as written (line breaks too). */
function labelRow(label: string, value: string): string {
  return `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap;word-break:break-word;overflow-wrap:anywhere">${escapeHtml(value)}</td></tr>`;
}

/** The copy of a support ticket sent to the brand's support address. */
export function ticketMail(
  brand: Brand,
  ticket: { title: string; message: string; name: string; email: string },
): MailMessage {
  const t = messages.mail.ticket;
  const subject = t.subject(ticket.title, ticket.name);
  const html = layout(
    brand,
    subject,
    `<p>${escapeHtml(t.intro)}</p><table role="presentation" width="100%">${labelRow(t.subjectLabel, ticket.title)}${labelRow(t.customerLabel, ticket.name)}${labelRow(t.emailLabel, ticket.email)}${labelRow(t.messageLabel, ticket.message)}</table>`,
  );
  const text = [
    t.intro,
    '',
    `${t.subjectLabel}: ${ticket.title}`,
    `${t.customerLabel}: ${ticket.name}`,
    `${t.emailLabel}: ${ticket.email}`,
    '',
    `${t.messageLabel}:`,
    ticket.message,
  ].join('\n');
  return { to: brand.supportEmail, subject, html, text, kind: 'ticket' };
}

/** What the finance team's copy of an anticipation request names (texts already formatted). */
export interface PrepaymentRequestCopy {
  readonly customerName: string;
  readonly customerEmail: string;
  readonly contract: string;
  /** '34 a 36'. */
  readonly installments: string;
  /** dd/mm/yyyy. */
  readonly paymentDate: string;
  readonly value: string;
  readonly discount: string;
  readonly total: string;
  /** One line per installment: number, due date, value and what it costs on the payment date. */
  readonly lines: readonly string[];
}

/**
 * An anticipation request, to the brand's finance address (product rule §8): when the company's slips
 * come from its ERP, finance issues the slip there with the portal's figures and marks it 'Concluída'.
 */
export function prepaymentRequestMail(brand: Brand, request: PrepaymentRequestCopy): MailMessage {
  const t = messages.mail.prepaymentRequest;
  const subject = t.subject(request.contract, request.customerName);
  const pairs: [string, string][] = [
    [t.customerLabel, request.customerName],
    [t.emailLabel, request.customerEmail],
    [t.contractLabel, request.contract],
    [t.installmentsLabel, request.installments],
    [t.paymentDateLabel, request.paymentDate],
    [t.valueLabel, request.value],
    [t.discountLabel, request.discount],
    [t.totalLabel, request.total],
  ];
  const row = ([label, value]: [string, string]) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;word-break:break-word;overflow-wrap:anywhere">${escapeHtml(value)}</td></tr>`;
  const html = layout(
    brand,
    subject,
    `<p>${escapeHtml(t.intro)}</p><table role="presentation" width="100%">${pairs.map(row).join('')}</table><p><strong>${escapeHtml(t.linesTitle)}</strong></p><ul>${request.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
  );
  const text = [
    t.intro,
    '',
    ...pairs.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.linesTitle}:`,
    ...request.lines,
  ].join('\n');
  return { to: brand.financeEmail, subject, html, text, kind: 'prepayment-request' };
}

/** What an e-mail about a request of 'Assistência técnica' names (product rule §9). */
export interface AssistanceMailInfo {
  /** `AT-000123`. */
  readonly number: string;
  readonly unit: string;
  readonly system: string;
  readonly location: string;
  /** The page of the request in the portal (absolute). */
  readonly link: string;
}

/** What a status change adds: the status's name, the visit, the reason, the staff's note. */
export interface AssistanceStatusMailInfo extends AssistanceMailInfo {
  readonly status: string;
  /** The visit of 'Visita agendada' (ISO day, 'HH:MM' window); null otherwise. */
  readonly visit: { readonly date: string; readonly start: string; readonly end: string } | null;
  readonly reason: string | null;
  readonly note: string | null;
  /** 'Concluída': the customer is asked to rate the service. */
  readonly askRating: boolean;
}

function assistanceMail(
  brand: Brand,
  to: string,
  name: string,
  subject: string,
  intro: string,
  pairs: [string, string][],
  after: readonly string[],
  link: string,
  kind: string,
): MailMessage {
  const t = messages.mail.assistance;
  const html = layout(
    brand,
    subject,
    `<p>${escapeHtml(messages.mail.greeting(name))}</p><p>${escapeHtml(intro)}</p><table role="presentation" width="100%">${pairs.map(([label, value]) => labelRow(label, value)).join('')}</table>${after.map((line) => `<p style="white-space:pre-wrap">${escapeHtml(line)}</p>`).join('')}${button(brand, link, t.button)}`,
  );
  const text = [
    messages.mail.greeting(name),
    '',
    intro,
    '',
    ...pairs.map(([label, value]) => `${label}: ${value}`),
    ...(after.length > 0 ? ['', ...after] : []),
    '',
    `${t.button}: ${link}`,
    '',
    `— ${brand.companyName}`,
  ].join('\n');
  return { to, subject, html, text, kind };
}

/** A request changed status: to its customer, with the visit, the reason or the ask to rate. */
export function assistanceStatusMail(
  brand: Brand,
  to: string,
  name: string,
  info: AssistanceStatusMailInfo,
): MailMessage {
  const t = messages.mail.assistance;
  const pairs: [string, string][] = [
    [t.unitLabel, info.unit],
    [t.systemLabel, info.system],
    [t.locationLabel, info.location],
    ...(info.visit
      ? [
          [t.visitLabel, t.visit(formatDateBr(info.visit.date), info.visit.start, info.visit.end)] as [
            string,
            string,
          ],
        ]
      : []),
    ...(info.reason ? [[t.reasonLabel, info.reason] as [string, string]] : []),
    ...(info.note ? [[t.noteLabel, info.note] as [string, string]] : []),
  ];
  return assistanceMail(
    brand,
    to,
    name,
    t.statusSubject(brand.portalName, info.number, info.status),
    t.statusIntro(info.number, info.status),
    pairs,
    info.askRating ? [t.rateAsk] : [],
    info.link,
    'assistance-status',
  );
}

/** The staff wrote on a request: to its customer, with the message. */
export function assistanceMessageMail(
  brand: Brand,
  to: string,
  name: string,
  info: AssistanceMailInfo & { readonly text: string },
): MailMessage {
  const t = messages.mail.assistance;
  return assistanceMail(
    brand,
    to,
    name,
    t.messageSubject(brand.portalName, info.number),
    t.messageIntro(info.number),
    [
      [t.unitLabel, info.unit],
      [t.systemLabel, info.system],
    ],
    [info.text],
    info.link,
    'assistance-message',
  );
}

/** What the customer's receipt of a proof names. */
export interface ProofReceipt {
  readonly contract: string;
  readonly installmentNumber: number;
  /** dd/mm/yyyy. */
  readonly dueDate: string;
  /** dd/mm/yyyy às hh:mm, São Paulo. */
  readonly sentAt: string;
  readonly bytes: number;
  readonly notes: string;
}

/**
 * The receipt of a proof of payment, to the customer who sent it (docs/product/decisions.md, "Proof of
 * payment"): contract, installment, when, the file and the notes, and what happens next.
 */
export function proofReceiptMail(brand: Brand, to: string, name: string, proof: ProofReceipt): MailMessage {
  const t = messages.mail.proofReceipt;
  const subject = t.subject(brand.portalName);
  const pairs: [string, string][] = [
    [t.contractLabel, proof.contract],
    [t.installmentLabel, t.installment(proof.installmentNumber, proof.dueDate)],
    [t.sentLabel, proof.sentAt],
    [t.fileLabel, t.file(Math.max(1, Math.round(proof.bytes / 1024)))],
    ...(proof.notes ? [[t.notesLabel, proof.notes] as [string, string]] : []),
  ];
  const row = ([label, value]: [string, string]) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`;
  const html = layout(
    brand,
    subject,
    `<p>${escapeHtml(messages.mail.greeting(name))}</p><p>${escapeHtml(t.intro)}</p><table role="presentation">${pairs.map(row).join('')}</table><p>${escapeHtml(t.next)}</p>`,
  );
  const text = [
    messages.mail.greeting(name),
    '',
    t.intro,
    '',
    ...pairs.map(([label, value]) => `${label}: ${value}`),
    '',
    t.next,
    '',
    `— ${brand.companyName}`,
  ].join('\n');
  return { to, subject, html, text, kind: 'proof-receipt' };
}
