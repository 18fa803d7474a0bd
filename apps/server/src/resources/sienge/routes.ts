import {
  type SiengeStatus,
  siengeStatusEndpoint,
  siengeSyncEndpoint,
  siengeWebhookEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import { AppError, rateLimited } from '../../app-error';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { clientInfo } from '../../http/client-info';
import { errorAnswer } from '../../http/error-answer';
import { registerEndpoint } from '../../http/register-endpoint';
import { messages } from '../../messages/pt-BR';
import { limitAddress } from '../../security/client-ip';
import { RATE_POLICIES, takeAttempt } from '../../security/rate-limiter';
import type { SiengeConnector } from './service';
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
  const configured = (): SiengeConnector => {
    if (!connector) throw new AppError(503, 'SIENGE-503');
    return connector;
  };
  // Sienge's bodies are read loosely — unknown fields ignored — rather than refused by a schema; the
  // credential is the shared token, checked by the guard before the body is read (decision 065).
  registerEndpoint(
    app,
    ctx,
    siengeWebhookEndpoint,
    async ({ body, c }) => {
      const running = configured();
      const targets = webhookTargets(body ?? {});
      if (targets.customers.length + targets.bills.length > MAX_WEBHOOK_IDS) {
        return errorAnswer(400, 'REQUEST-400', {
          issues: [{ path: 'body', message: messages.integrations.webhookTooManyIds(MAX_WEBHOOK_IDS) }],
        });
      }
      ctx.logger.info('sienge webhook', {
        event: c.req.header('x-sienge-event') ?? null,
        id: c.req.header('x-sienge-id') ?? null,
        customers: targets.customers,
        bills: targets.bills,
      });
      if (running.resync(targets) === 'full') {
        throw new AppError(503, 'SIENGE-WEBHOOK-503', { 'Retry-After': String(QUEUE_FULL_RETRY_SECONDS) });
      }
      return { customers: targets.customers, bills: targets.bills };
    },
    {
      maxBodyBytes: MAX_WEBHOOK_BYTES,
      bodyCheck: 'handler',
      guard: async (c) => {
        const expected = configured().config.webhookToken;
        if (!expected) throw new AppError(404, 'NOT-FOUND-404');
        // Counted per sending address before anything else (decision 057): token guesses and floods alike.
        const address = limitAddress(clientInfo(c, ctx).ip);
        const limit = await takeAttempt(
          ctx.database,
          `sienge-webhook:ip:${address}`,
          RATE_POLICIES.siengeWebhookIp,
          ctx.clock.now(),
        );
        if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds);
        const token = presentedToken(
          c.req.header('authorization'),
          c.req.query('token'),
          c.req.header('x-webhook-token'),
        );
        if (!webhookTokenMatches(expected, token)) throw new AppError(401, 'SIENGE-WEBHOOK-401');
      },
    },
  );

  registerEndpoint(app, ctx, siengeStatusEndpoint, async () =>
    connector ? connector.status() : NOT_CONFIGURED,
  );
  registerEndpoint(app, ctx, siengeSyncEndpoint, async () => {
    const outcome = await configured().startFullSync('manual');
    if (!outcome.started) throw new AppError(409, 'SIENGE-SYNC-409');
    return { started_at: outcome.at.toISOString() };
  });
}
