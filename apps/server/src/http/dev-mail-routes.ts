import type { Hono } from 'hono';
import type { AppContext } from '../context';
import { escapeHtml } from '../html/escape-html';
import { messages } from '../messages/pt-BR';
import type { AppEnv } from './app-env';
import { errorResponse } from './error-response';
import { loopbackOnly } from './loopback-only';
import { selectOutboxList, selectOutboxMessage } from './queries';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2933}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left}iframe{width:100%;height:70vh;border:1px solid #ddd}pre{white-space:pre-wrap;background:#f4f5f7;padding:1rem}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

/** Largest id of the outbox (a PostgreSQL `integer`); a longer number is a bad request, not a 500. */
const MAX_MAIL_ID = 2_147_483_647;

/**
 * The development mailbox (product rule §3): every message of the outbox, newest first, and
 * each one rendered. Not registered at all in production, so `/dev/mail` is a plain 404 there; outside
 * production only loopback clients are answered (it shows reset links), whatever `HOST` says.
 */
export function registerDevMailRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  if (ctx.config.nodeEnv === 'production') return;
  const t = messages.pages;
  app.use('/dev/mail', loopbackOnly());
  app.use('/dev/mail/*', loopbackOnly());
  app.get('/dev/mail', async (c) => {
    const rows = await selectOutboxList(ctx.db, 200);
    const list =
      rows.length === 0
        ? `<p>${escapeHtml(t.devMailEmpty)}</p>`
        : `<table><thead><tr><th>${t.devMailColumns.date}</th><th>${t.devMailColumns.to}</th><th>${t.devMailColumns.subject}</th></tr></thead><tbody>${rows
            .map(
              (r) =>
                `<tr><td>${r.createdAt.toISOString()}</td><td>${escapeHtml(r.to)}</td><td><a href="/dev/mail/${r.id}">${escapeHtml(r.subject)}</a></td></tr>`,
            )
            .join('')}</tbody></table>`;
    return c.html(page(t.devMailTitle, `<p>${escapeHtml(t.devMailIntro)}</p>${list}`));
  });
  app.get('/dev/mail/:id{[0-9]+}', async (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id > MAX_MAIL_ID) {
      return errorResponse(c, 400, 'REQUEST-400', {
        issues: [{ path: 'id', message: 'identificador inválido' }],
      });
    }
    const mail = await selectOutboxMessage(ctx.db, id);
    if (!mail) return c.notFound();
    const body = `<p><a href="/dev/mail">${escapeHtml(t.devMailBack)}</a></p>
<p><strong>${t.devMailColumns.to}:</strong> ${escapeHtml(mail.to)}<br><strong>De:</strong> ${escapeHtml(mail.from)}<br><strong>${t.devMailColumns.date}:</strong> ${mail.createdAt.toISOString()}</p>
<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(mail.html)}" title="${escapeHtml(mail.subject)}"></iframe>
<h2>Texto</h2><pre>${escapeHtml(mail.text)}</pre>`;
    return c.html(page(mail.subject, body));
  });
}
