import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, isoDateTime } from '../../schemas/primitives';
import { ImportCountsByEntitySchema, ImportRowErrorSchema } from '../import/import-outcome';

/**
 * The Sienge connector's calls (docs/decisions/024-sienge-connector.md): the change webhook
 * Sienge posts to, and the administrator's view of the last sync and its 'Sincronizar agora'. All three
 * answer 503 SIENGE-503 while the server has no `SIENGE_BASE_URL`.
 */

/** A Sienge id: Sienge sends some as numbers and some as text. */
const siengeId = () => z.union([z.int(), z.string()]);

/** What Sienge posts: ids only (decision 024); anything else in the body is ignored. */
export const SiengeWebhookBodySchema = z.lazy(() =>
  described(
    z.looseObject({
      customerId: z.optional(described(siengeId(), 'CUSTOMER_* events: the customer to re-sync.')),
      receivableBillId: z.optional(
        described(
          z.union([siengeId(), z.array(siengeId())]),
          'A bill, or a list of bills (UPDATE_RECEIVABLE_BILL_SITUATION).',
        ),
      ),
      billReceivableId: z.optional(described(siengeId(), 'A bill (RECEIVABLE_INSTALLMENT_* events).')),
      billId: z.optional(described(siengeId(), 'A bill (RECEIPT_PROCESSED).')),
    }),
    'A Sienge change notification; the event name travels in the `x-sienge-event` header.',
  ),
);

/** What the webhook will re-sync in the background. */
export const SiengeWebhookAcceptedSchema = z.lazy(() =>
  described(
    z.object({
      customers: described(z.array(z.string()), 'Sienge customer ids to re-sync.'),
      bills: described(
        z.array(z.string()),
        'Sienge bill ids to re-sync (with their customer and installments).',
      ),
    }),
    'Accepted: the customers and bills named are re-synced in the background.',
  ),
);

/** The answer of the webhook. */
export type SiengeWebhookAccepted = z.output<typeof SiengeWebhookAcceptedSchema>;

/** Sienge's change notifications (public; the shared token is the credential). */
export const siengeWebhookEndpoint = defineEndpoint({
  id: 'siengeWebhook',
  method: 'POST',
  path: '/api/v1/integrations/sienge/webhook',
  summary: "Sienge's change webhook: re-syncs the customer or bill named (shared token).",
  description:
    'Send the token as `Authorization: Bearer <SIENGE_WEBHOOK_TOKEN>` or `X-Webhook-Token`, or, only where ' +
    "Sienge's registration cannot carry a header, as `?token=` (decision 057); it is compared in constant " +
    'time. Answers 202 at once and re-syncs in the background the customer (`customerId`) or bills ' +
    '(`receivableBillId`, `billReceivableId`, `billId`) the body names, at most 100 per call (400 above); ' +
    'a record already waiting is not queued twice. 429 past the rate limit, 503 with `Retry-After` while ' +
    'the queue is full. ' +
    '404 while `SIENGE_WEBHOOK_TOKEN` is unset.',
  tag: 'integrations',
  auth: 'public',
  query: z.lazy(() =>
    z.object({
      token: z.optional(described(z.string(), 'The shared token, when it cannot travel as a header.')),
    }),
  ),
  body: SiengeWebhookBodySchema,
  response: SiengeWebhookAcceptedSchema,
  successStatus: 202,
  errors: [
    'REQUEST-400',
    'SIENGE-WEBHOOK-401',
    'NOT-FOUND-404',
    'REQUEST-413',
    'RATE-LIMIT-429',
    'SIENGE-503',
    'SIENGE-WEBHOOK-503',
  ],
});

/** One sync of the connector as the status shows it. */
export const SiengeSyncSchema = z.lazy(() =>
  described(
    z.object({
      run_id: described(z.int(), 'Its row in the import runs (`source` sienge).'),
      scope: described(
        z.enum(['full', 'customer', 'bill']),
        'full: the whole tenant; customer or bill: one record a webhook named.',
      ),
      target: described(z.nullable(z.string()), 'The Sienge id of the customer or bill of a webhook sync.'),
      trigger: described(
        z.enum(['schedule', 'manual', 'webhook']),
        "What started it: the timer, an administrator's 'Sincronizar agora', or a webhook.",
      ),
      status: described(
        z.enum(['ok', 'partial', 'failed']),
        'ok: everything landed; partial: some rows were left out (see errors); failed: it stopped (see error).',
      ),
      started_at: isoDateTime(),
      finished_at: isoDateTime(),
      counts: ImportCountsByEntitySchema,
      error_count: described(z.int().check(z.gte(0)), 'Rows left out, all of them (errors lists the first).'),
      errors: described(
        z.array(ImportRowErrorSchema),
        "Rows left out: `row` is the position in this list, the message names the row's Sienge id.",
      ),
      error: described(z.nullable(z.string()), 'Why a failed sync stopped, in Portuguese.'),
    }),
    'One sync with Sienge.',
  ),
);

/** One sync of the connector. */
export type SiengeSync = z.output<typeof SiengeSyncSchema>;

/** The connector's state (admin). */
export const SiengeStatusSchema = z.lazy(() =>
  described(
    z.object({
      configured: described(
        z.boolean(),
        'False while the server has no `SIENGE_BASE_URL`: nothing runs, the other fields are empty.',
      ),
      running: described(z.boolean(), 'A full sync is running now (in any server process).'),
      sync_minutes: described(z.int(), 'Minutes between scheduled full syncs (`SIENGE_SYNC_MINUTES`).'),
      webhook_enabled: described(z.boolean(), 'True when `SIENGE_WEBHOOK_TOKEN` is set.'),
      last_sync: described(z.nullable(SiengeSyncSchema), 'The latest sync of any scope.'),
      last_full_sync: described(z.nullable(SiengeSyncSchema), 'The latest full sync.'),
    }),
    'The Sienge connector: what runs and what the last syncs did.',
  ),
);

/** The connector's state. */
export type SiengeStatus = z.output<typeof SiengeStatusSchema>;

/** The last syncs with Sienge (admin). */
export const siengeStatusEndpoint = defineEndpoint({
  id: 'siengeStatus',
  method: 'GET',
  path: '/api/v1/integrations/sienge/status',
  summary: 'The Sienge connector: the last sync, what it changed and its errors (admin).',
  description:
    'Answers 200 also while the connector is not configured (`configured: false`): a settled state the ' +
    'page explains, not a failed call.',
  tag: 'integrations',
  auth: 'admin',
  response: SiengeStatusSchema,
  errors: [],
});

/** The answer of 'Sincronizar agora'. */
export const SiengeSyncStartedSchema = z.lazy(() =>
  described(
    z.object({ started_at: isoDateTime() }),
    'The full sync started in the background; follow it with the status call.',
  ),
);

/** 'Sincronizar agora': a full sync in the background (admin). */
export const siengeSyncEndpoint = defineEndpoint({
  id: 'siengeSync',
  method: 'POST',
  path: '/api/v1/integrations/sienge/sync',
  summary: "Start a full sync with Sienge now, in the background ('Sincronizar agora', admin).",
  description: 'Answers 202 at once; 409 SIENGE-SYNC-409 while a full sync runs in any server process.',
  tag: 'integrations',
  auth: 'admin',
  response: SiengeSyncStartedSchema,
  successStatus: 202,
  errors: ['SIENGE-SYNC-409', 'SIENGE-503'],
});

/** Calls `GET /api/v1/integrations/sienge/status`. */
export function getSiengeStatus(client: ApiClient, options?: CallOptions): Promise<SiengeStatus> {
  return client.call(siengeStatusEndpoint, {}, options);
}

/** Calls `POST /api/v1/integrations/sienge/sync`. */
export function postSiengeSync(
  client: ApiClient,
  options?: CallOptions,
): Promise<z.output<typeof SiengeSyncStartedSchema>> {
  return client.call(siengeSyncEndpoint, {}, options);
}
