import type { SiengeStatus, SiengeSync } from '@portal/api';
import type { SiengeConfig } from '../../config/sienge-env';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { describeError } from '../../logger';
import { runImport } from '../imports/batch/service';
import { claimSiengeLease, enterpriseOfContract, insertSync, latestSync, siengeLeaseHeld } from './queries';
import { createSiengeClient, type SiengeClientOptions } from './sienge-client';
import { fetchTenantSlip, type SiengeInstallmentIds, type TenantSlip } from './sienge-slip';
import {
  type ImportSink,
  type SiengeSyncReport,
  type SyncDeps,
  type SyncLookups,
  type SyncTrigger,
  syncAll,
  syncBill,
  syncCustomer,
} from './sienge-sync';
import { syncOf, syncRecordOf } from './sienge-sync-records';
import type { WebhookTargets } from './sienge-webhook';

/**
 * The Sienge connector of one server process (docs/decisions/024-sienge-connector.md): full syncs
 * (scheduled or 'Sincronizar agora') under a lease so one process syncs at a time, single-record
 * re-syncs for the webhook, and the status the admin screen reads. Everything runs in the server's
 * background tasks; `stop` cancels Sienge calls in flight so a graceful stop does not wait for a sync.
 */
export interface SiengeConnector {
  readonly config: SiengeConfig;
  /** Starts a full sync in the background; 'running' when one runs (in any process), nothing started. */
  startFullSync(trigger: SyncTrigger): Promise<{ started: true; at: Date } | { started: false }>;
  /**
   * Queues the customers and bills a notification named for a background re-sync (decision 057): an id
   * already waiting is not queued twice, and 'full' (nothing queued) when the queue would pass its
   * bound, so the webhook answers 503 and Sienge tries again later.
   */
  resync(targets: WebhookTargets): 'queued' | 'full';
  status(): Promise<SiengeStatus>;
  /**
   * The tenant's registered boleto of one installment (second copy), null when Sienge has none; a
   * SiengeError when Sienge cannot answer. A customer waits for it, so it is less patient than a sync.
   */
  tenantSlip(ids: SiengeInstallmentIds): Promise<TenantSlip | null>;
  /** Starts the timer of scheduled full syncs (server start-up). */
  startSchedule(): void;
  /** Stops the timer and cancels the syncs in flight (graceful stop, before the database closes). */
  stop(): Promise<void>;
}

/** Test seams. */
export interface SiengeConnectorOptions {
  /** Client settings besides the tenant (tests shorten the back-off). */
  readonly client?: Partial<SiengeClientOptions>;
  /** First look at the schedule after start (default 5 minutes, so a start is never slowed by a sync). */
  readonly firstCheckMs?: number;
  /** Most customers and bills waiting for a webhook re-sync (default {@link MAX_PENDING_RESYNCS}). */
  readonly maxPending?: number;
}

/** A notification's ids wait here at most this many at a time; far above a day of real notifications. */
export const MAX_PENDING_RESYNCS = 1000;

/** A lease outlives a stalled process by this much; a running sync renews it every third of it. */
const LEASE_SECONDS = 10 * 60;

export function createSiengeConnector(
  ctx: AppContext,
  config: SiengeConfig,
  options: SiengeConnectorOptions = {},
): SiengeConnector {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // Webhook work waiting, merged per record: a bill named ten times while it waits is synced once.
  const pending = { customers: new Set<string>(), bills: new Set<string>() };
  let draining = false;
  const maxPending = options.maxPending ?? MAX_PENDING_RESYNCS;

  const deps = (): SyncDeps => ({
    client: createSiengeClient({
      baseUrl: config.baseUrl,
      user: config.user,
      password: config.password,
      signal: abort.signal,
      onRetry: (info) => ctx.logger.warn('sienge call retried', info),
      ...options.client,
    }),
    sink: importSink(ctx),
    lookups: importLookups(ctx),
    now: () => ctx.clock.now(),
  });

  // Three tries within about ten seconds at worst: the customer is waiting for the slip.
  const slipClient = createSiengeClient({
    baseUrl: config.baseUrl,
    user: config.user,
    password: config.password,
    reportHosts: config.reportHosts,
    signal: abort.signal,
    timeoutMs: 8000,
    maxAttempts: 3,
    baseDelayMs: 300,
    maxDelayMs: 1000,
    maxRetryAfterMs: 2000,
    onRetry: (info) => ctx.logger.warn('sienge slip call retried', info),
    ...options.client,
  });

  const record = async (report: SiengeSyncReport) => {
    await recordSync(ctx.db, report);
    const log = report.status === 'failed' ? ctx.logger.warn : ctx.logger.info;
    log.call(ctx.logger, 'sienge sync finished', {
      scope: report.scope,
      target: report.target,
      trigger: report.trigger,
      status: report.status,
      issues: report.issueCount,
      calls: report.calls,
      ...(report.error ? { error: report.error } : {}),
    });
  };

  /** Claims the lease and runs a full sync in the background; `due` skips it when a recent one exists. */
  const fullSync = async (trigger: SyncTrigger, due?: (last: Date | null) => boolean) => {
    if (stopped) return { started: false as const };
    const lease = await claimSiengeLease(ctx.db, LEASE_SECONDS);
    if (!lease) return { started: false as const };
    if (due) {
      const last = await lastSync(ctx.db, 'full');
      if (!due(last ? new Date(last.started_at) : null)) {
        await lease.release();
        return { started: false as const };
      }
    }
    const at = ctx.clock.now();
    ctx.background.run(`sienge full sync (${trigger})`, async () => {
      const renewal = setInterval(
        () => {
          lease
            .renew()
            .catch((error: unknown) => ctx.logger.warn('sienge lease renewal failed', describeError(error)));
        },
        (LEASE_SECONDS * 1000) / 3,
      );
      renewal.unref();
      try {
        await record(await syncAll(deps(), trigger));
      } finally {
        clearInterval(renewal);
        await lease.release();
      }
    });
    return { started: true as const, at };
  };

  const scheduleNext = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      const intervalMs = config.syncMinutes * 60_000;
      // Every process checks; one claims the lease, and a full sync younger than 90 % of the interval
      // (made by any process) means this turn is already done.
      fullSync('schedule', (last) => !last || ctx.clock.now().getTime() - last.getTime() >= intervalMs * 0.9)
        .catch((error: unknown) => ctx.logger.error('sienge schedule failed', describeError(error)))
        .finally(() => scheduleNext(Math.min(intervalMs, 60 * 60_000)));
    }, ms);
    timer.unref();
  };

  return {
    config,
    startFullSync: (trigger) => fullSync(trigger),
    resync(targets) {
      if (stopped) return 'queued';
      const customers = targets.customers.filter((id) => !pending.customers.has(id));
      const bills = targets.bills.filter((id) => !pending.bills.has(id));
      const waiting = pending.customers.size + pending.bills.size;
      if (waiting + customers.length + bills.length > maxPending) return 'full';
      for (const id of customers) pending.customers.add(id);
      for (const id of bills) pending.bills.add(id);
      if (draining || pending.customers.size + pending.bills.size === 0) return 'queued';
      draining = true;
      // One after the other, in one task: Sienge counts calls. An id leaves the queue when its sync
      // starts, so a notification arriving during that sync queues it again (the change may be newer).
      ctx.background.run('sienge webhook re-sync', async () => {
        try {
          while (!stopped) {
            const [customerId] = pending.customers;
            if (customerId !== undefined) {
              pending.customers.delete(customerId);
              await record(await syncCustomer(deps(), customerId, 'webhook'));
              continue;
            }
            const [billId] = pending.bills;
            if (billId === undefined) break;
            pending.bills.delete(billId);
            await record(await syncBill(deps(), billId, 'webhook'));
          }
        } finally {
          draining = false;
        }
      });
      return 'queued';
    },
    async status() {
      const running = await siengeLeaseHeld(ctx.db);
      const last = await lastSync(ctx.db);
      const lastFull = await lastSync(ctx.db, 'full');
      return {
        configured: true,
        running,
        sync_minutes: config.syncMinutes,
        webhook_enabled: config.webhookToken !== undefined,
        last_sync: last,
        last_full_sync: lastFull,
      };
    },
    tenantSlip: (ids) => fetchTenantSlip(slipClient, ids),
    startSchedule() {
      if (!stopped && !timer) scheduleNext(options.firstCheckMs ?? 5 * 60_000);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      abort.abort(new Error('Sincronização interrompida: o servidor está parando.'));
    },
  };
}

/** How the connector's batches appear in the import runs (one row per batch, as any import). */
export const SIENGE_BATCH_ACTOR = 'sienge';

/**
 * The sync's sink on the one import service (decision 026): each batch is one `runImport` — read with the
 * domain's rules, applied in one transaction or refused with its row errors, recorded in `import_runs`
 * with source `sienge` — exactly as a batch of the import API.
 */
export function importSink(ctx: AppContext): ImportSink {
  return {
    async apply(batch) {
      const outcome = await runImport(ctx, batch, { source: 'sienge', label: SIENGE_BATCH_ACTOR });
      if (outcome.status === 'applied') return { applied: true, counts: outcome.counts };
      if (outcome.status === 'refused') return { applied: false, errors: outcome.errors };
      // The sync builds its batches from the contract's types: a malformed one is a bug here, not data.
      if (outcome.status === 'malformed') throw new Error(`lote do Sienge malformado: ${outcome.problem}`);
      throw new Error('a Sienge import is never a dry run');
    },
  };
}

/** What the single-bill sync reads back: the enterprise a bill was imported under (by a full sync). */
export function importLookups(ctx: AppContext): SyncLookups {
  return { enterpriseOfContract: (externalId) => enterpriseOfContract(ctx.db, externalId) };
}

/** Records one sync's outcome (decision 067); returns the run's id. */
export function recordSync(db: Db, report: SiengeSyncReport): Promise<number> {
  const { run, sync } = syncRecordOf(report);
  return insertSync(db, run, sync);
}

/** The latest recorded sync, of any scope or only full ones. */
export async function lastSync(db: Db, scope?: 'full'): Promise<SiengeSync | null> {
  const row = await latestSync(db, scope);
  return row ? syncOf(row.run, row.sync) : null;
}
