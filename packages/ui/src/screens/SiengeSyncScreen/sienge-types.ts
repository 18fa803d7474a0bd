import type { ImportCountsByEntityView, ImportRowErrorView } from '../ImportDataScreen/import-types';

/**
 * View types of the Sienge screen, mirroring `SiengeSync`/`SiengeStatus` of
 * `GET /api/v1/integrations/sienge/status` by hand (the kit may not import the api).
 */

/** What a sync covered (`SiengeSync.scope`). */
export const siengeSyncScopes = ['full', 'customer', 'bill'] as const;
/** A sync scope. */
export type SiengeSyncScope = (typeof siengeSyncScopes)[number];

/** What started a sync (`SiengeSync.trigger`). */
export const siengeSyncTriggers = ['schedule', 'manual', 'webhook'] as const;
/** A sync trigger. */
export type SiengeSyncTrigger = (typeof siengeSyncTriggers)[number];

/** How a sync ended (`SiengeSync.status`). */
export const siengeSyncStatuses = ['ok', 'partial', 'failed'] as const;
/** A sync outcome. */
export type SiengeSyncStatus = (typeof siengeSyncStatuses)[number];

/** One finished sync with Sienge. */
export interface SiengeSyncView {
  run_id: number;
  scope: SiengeSyncScope;
  /** The Sienge id of the customer or bill of a webhook sync; null for a full one. */
  target: string | null;
  trigger: SiengeSyncTrigger;
  status: SiengeSyncStatus;
  /** ISO instants with offset. */
  started_at: string;
  finished_at: string;
  counts: ImportCountsByEntityView;
  /** Rows left out, all of them (`errors` lists the first). */
  error_count: number;
  errors: ImportRowErrorView[];
  /** Why a failed sync stopped, in Portuguese. */
  error: string | null;
}

/** The connector's state. */
export interface SiengeStatusView {
  /** False while the server has no Sienge configuration: the page says what to ask for. */
  configured: boolean;
  /** A full sync is running now. */
  running: boolean;
  /** Minutes between scheduled full syncs. */
  sync_minutes: number;
  webhook_enabled: boolean;
  /** The latest sync of any scope; null before the first. */
  last_sync: SiengeSyncView | null;
  /** The latest full sync. */
  last_full_sync: SiengeSyncView | null;
}
