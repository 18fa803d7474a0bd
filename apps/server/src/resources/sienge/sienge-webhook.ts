import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Reading Sienge's change notifications (decision 024): the event comes in the `x-sienge-event` header
 * and the body names ids only. The route (sienge-routes.ts) answers at once and re-syncs what
 * `webhookTargets` returns in the background.
 */

/** What a notification asks to re-sync. */
export interface WebhookTargets {
  readonly customers: string[];
  readonly bills: string[];
}

const ids = (value: unknown): string[] => {
  const list = Array.isArray(value) ? value : [value];
  return list
    .filter(
      (v): v is number | string =>
        (typeof v === 'number' && Number.isInteger(v) && v > 0) ||
        (typeof v === 'string' && /^\d{1,12}$/.test(v)),
    )
    .map(String);
};

/**
 * The customers and bills a notification names: `customerId` (CUSTOMER_*), `receivableBillId` (a number,
 * or a list in UPDATE_RECEIVABLE_BILL_SITUATION), `billReceivableId` or `billId` (RECEIPT_PROCESSED,
 * RECEIVABLE_INSTALLMENT_*). Customer events with a bill id, or anything else, are read by field only.
 */
export function webhookTargets(body: unknown): WebhookTargets {
  if (typeof body !== 'object' || body === null) return { customers: [], bills: [] };
  const b = body as Record<string, unknown>;
  const customers = ids(b.customerId);
  const bills = [...ids(b.receivableBillId), ...ids(b.billReceivableId), ...ids(b.billId)];
  return { customers: [...new Set(customers)], bills: [...new Set(bills)] };
}

/** Most customers and bills one notification may name (decision 057): Sienge's events name one or a few. */
export const MAX_WEBHOOK_IDS = 100;

/**
 * Compares the presented token with the configured one in constant time (both hashed first, so their
 * lengths leak nothing either). Accepts `Authorization: Bearer <token>`, `X-Webhook-Token` or the URL's `?token=`.
 */
export function webhookTokenMatches(expected: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(presented).digest();
  return timingSafeEqual(a, b);
}

/**
 * The token of a request: the bearer credential, else the `X-Webhook-Token` header, else the `token`
 * query parameter, kept only because Sienge's hook registration may carry no header (decision 057).
 */
export function presentedToken(
  authorization: string | undefined,
  queryToken: string | undefined,
  headerToken?: string | undefined,
): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return bearer ?? (headerToken?.trim() || undefined) ?? queryToken ?? undefined;
}
