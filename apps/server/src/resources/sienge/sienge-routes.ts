import {
  type SiengeStatus,
  type SiengeWebhookAccepted,
  siengeStatusEndpoint,
  siengeSyncEndpoint,
  siengeWebhookEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { clientInfo } from '../../http/client-info';
import { errorResponse } from '../../http/error-response';
import { readLimitedBody } from '../../http/limited-body';
import { registerEndpoint, registeredEndpoints } from '../../http/register-endpoint';
import { messages } from '../../messages/pt-BR';
import { limitAddress } from '../../security/client-ip';
import { RATE_POLICIES, takeAttempt } from '../../security/rate-limiter';
import type { SiengeConnector } from './sienge-connector';
import { MAX_WEBHOOK_IDS, presentedToken, webhookTargets, webhookTokenMatches } from './sienge-webhook';

/** A notification names a few ids; anything bigger is not one. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

/** The status of a server without `SIENGE_BASE_URL`. */
const NOT_CONFIGURED: SiengeStatus = {
  configured: false,
  running: false,
  sync_minutes: 0,
  webhook_enabled: false,
  last_sync: null,
  last_full_sync: null,
};

/** How long Sienge is told to wait when the re-sync queue is full (it retries on its own schedule too). */
const QUEUE_FULL_RETRY_SECONDS = 600;

/**
 * The connector's calls (docs/decisions/024-sienge-connector.md). They are always registered, so the
 * OpenAPI document does not depend on the environment; without `SIENGE_BASE_URL` (no `connector`) the
 * status answers `configured: false` (a settled state the page explains, not a failed call the browser
 * logs), and the sync and the webhook answer 503 SIENGE-503, 'Integração com o Sienge não configurada.'.
 */
export function registerSiengeRoutes(
  app: Hono<AppEnv>,
  ctx: AppContext,
  connector: SiengeConnector | undefined,
): void {
  // By hand: the credential is the shared token (not a portal token), and Sienge's bodies are read
  // loosely — unknown fields ignored — rather than refused by a schema.
  registeredEndpoints(app).push(siengeWebhookEndpoint);
  app.post(siengeWebhookEndpoint.path, async (c) => {
    c.set('endpoint', siengeWebhookEndpoint);
    c.header('Cache-Control', 'no-store');
    if (!connector) return errorResponse(c, 503, 'SIENGE-503');
    const expected = connector.config.webhookToken;
    if (!expected) return errorResponse(c, 404, 'NOT-FOUND-404');
    // Counted per sending address before anything else (decision 057): token guesses and floods alike.
    const address = limitAddress(clientInfo(c, ctx).ip);
    const limit = await takeAttempt(
      ctx.database,
      `sienge-webhook:ip:${address}`,
      RATE_POLICIES.siengeWebhookIp,
      ctx.clock.now(),
    );
    if (!limit.allowed) {
      return errorResponse(c, 429, 'RATE-LIMIT-429', {
        headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      });
    }
    const token = presentedToken(
      c.req.header('authorization'),
      c.req.query('token'),
      c.req.header('x-webhook-token'),
    );
    if (!webhookTokenMatches(expected, token)) return errorResponse(c, 401, 'SIENGE-WEBHOOK-401');
    const read = await readLimitedBody(c, MAX_WEBHOOK_BYTES);
    if (!read.ok) {
      if (read.reason === 'too-large')
        return errorResponse(c, 413, 'REQUEST-413', { headers: { Connection: 'close' } });
      return errorResponse(c, 400, 'REQUEST-400', {
        issues: [{ path: 'body', message: 'Envio interrompido.' }],
      });
    }
    let body: unknown;
    try {
      const text = new TextDecoder().decode(read.bytes);
      body = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      return errorResponse(c, 400, 'REQUEST-400', { issues: [{ path: 'body', message: 'JSON inválido.' }] });
    }
    const targets = webhookTargets(body);
    if (targets.customers.length + targets.bills.length > MAX_WEBHOOK_IDS) {
      return errorResponse(c, 400, 'REQUEST-400', {
        issues: [{ path: 'body', message: messages.integrations.webhookTooManyIds(MAX_WEBHOOK_IDS) }],
      });
    }
    ctx.logger.info('sienge webhook', {
      event: c.req.header('x-sienge-event') ?? null,
      id: c.req.header('x-sienge-id') ?? null,
      customers: targets.customers,
      bills: targets.bills,
    });
    if (connector.resync(targets) === 'full') {
      return errorResponse(c, 503, 'SIENGE-WEBHOOK-503', {
        headers: { 'Retry-After': String(QUEUE_FULL_RETRY_SECONDS) },
      });
    }
    const accepted: SiengeWebhookAccepted = { customers: targets.customers, bills: targets.bills };
    return c.json(accepted, 202);
  });

  const configured = (): SiengeConnector => {
    if (!connector) throw new AppError(503, 'SIENGE-503');
    return connector;
  };
  registerEndpoint(app, ctx, siengeStatusEndpoint, async () =>
    connector ? connector.status() : NOT_CONFIGURED,
  );
  registerEndpoint(app, ctx, siengeSyncEndpoint, async () => {
    const outcome = await configured().startFullSync('manual');
    if (!outcome.started) throw new AppError(409, 'SIENGE-SYNC-409');
    return { started_at: outcome.at.toISOString() };
  });
}
