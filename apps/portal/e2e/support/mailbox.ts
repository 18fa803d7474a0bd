import type { APIRequestContext } from '@playwright/test';

/**
 * The development mailbox (`/dev/mail`, apps/server/src/http/dev-mail-routes.ts): the outbox as an
 * HTML table, newest first, and each message as a page whose `<pre>` holds the plain-text body. It
 * answers loopback clients only, hence the suite's 127.0.0.1 base URL.
 */
export interface MailSummary {
  id: number;
  to: string;
  subject: string;
  createdAt: string;
}

export interface Mail extends MailSummary {
  /** The plain-text body, unescaped. */
  text: string;
  /** Every http(s) URL of the text body, in order. */
  links: string[];
}

const ROW =
  /<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><td><a href="\/dev\/mail\/(\d+)">([^<]*)<\/a><\/td><\/tr>/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Undoes the server's escapeHtml (numeric entities) and the usual named ones. */
export function unescapeHtml(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return String.fromCodePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

/** The http(s) URLs of a text, without trailing punctuation. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0].replace(/[.,;:!?]+$/, ''));
}

/** Every message of the outbox (the newest 200), newest first. */
export async function listMail(request: APIRequestContext): Promise<MailSummary[]> {
  const response = await request.get('/dev/mail');
  if (!response.ok()) throw new Error(`GET /dev/mail answered ${response.status()}`);
  const html = await response.text();
  return [...html.matchAll(ROW)].map(([, createdAt = '', to = '', id = '', subject = '']) => ({
    id: Number(id),
    to: unescapeHtml(to),
    subject: unescapeHtml(subject),
    createdAt,
  }));
}

/** One message with its text body and links. */
export async function readMail(request: APIRequestContext, summary: MailSummary): Promise<Mail> {
  const response = await request.get(`/dev/mail/${summary.id}`);
  if (!response.ok()) throw new Error(`GET /dev/mail/${summary.id} answered ${response.status()}`);
  const pre = /<pre>([\s\S]*?)<\/pre>/.exec(await response.text());
  const text = unescapeHtml(pre?.[1] ?? '');
  return { ...summary, text, links: linksIn(text) };
}

export interface WaitOptions {
  /** Only a message whose subject matches. */
  subject?: RegExp;
  /** Only messages newer than this id (take `latestMailId` before the action that sends). */
  after?: number;
  timeoutMs?: number;
}

/** The id of the newest message in the outbox (0 when empty): a mark to wait for newer ones. */
export async function latestMailId(request: APIRequestContext): Promise<number> {
  return (await listMail(request))[0]?.id ?? 0;
}

/** Waits for the newest message to `address` (and matching `options`) and reads it. */
export async function latestMailTo(
  request: APIRequestContext,
  address: string,
  options: WaitOptions = {},
): Promise<Mail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const found = (await listMail(request)).find(
      (mail) =>
        mail.to.toLowerCase() === address.toLowerCase() &&
        mail.id > (options.after ?? 0) &&
        (!options.subject || options.subject.test(mail.subject)),
    );
    if (found) return readMail(request, found);
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} in /dev/mail`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The first link of the newest message to `address` whose URL matches `pattern`, as a path + query
 * (so `page.goto` uses the suite's base URL whatever PUBLIC_URL the server has).
 */
export async function latestLinkTo(
  request: APIRequestContext,
  address: string,
  pattern: RegExp,
  options: WaitOptions = {},
): Promise<string> {
  const mail = await latestMailTo(request, address, options);
  const link = mail.links.find((url) => pattern.test(url));
  if (!link) throw new Error(`no link matching ${pattern} in "${mail.subject}" to ${address}: ${mail.links}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
}
