import { createBackgroundTasks } from './background';
import { createChangeFeed } from './cache/change-feed';
import { createReadCaches } from './cache/read-caches';
import { type Brand, withPublicUrl } from './config/brand';
import type { Config } from './config/env';
import { resolveJwtSecret } from './config/jwt-secret';
import { defaultPortalDist } from './config/paths';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { createApp } from './http/app';
import { watchCertificate } from './http/certificate-watch';
import { trackInFlightRequests } from './http/in-flight';
import { listen } from './http/listen';
import { createLogger, type Logger } from './logger';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { withCompanyInSubjects } from './mail/subject-with-company';
import { type Housekeeping, startHousekeeping } from './maintenance/housekeeping';
import { createSiengeConnector } from './resources/sienge/service';
import { createAccessTokens } from './security/access-token';
import { type Clock, createCalendar, systemClock } from './security/clock';
import { createRefreshTokenCodec } from './security/opaque-tokens';
import { createPasswordHasher } from './security/passwords';
import { refuseDemoAdministrator } from './seed/demo-admin-check';
import { seedDatabase } from './seed/seed';
import type { SeedStep } from './seed/seed-step';
import { createBase64Cache } from './storage/base64-cache';
import { openFileStore } from './storage/file-store';
import { acquireWorkerPool } from './workers/worker-pool';

/** Replaceable parts, for tests (a movable clock, a quiet logger, a fixture SPA folder). */
export interface StartOptions {
  readonly clock?: Clock;
  readonly logger?: Logger;
  readonly brand?: Brand;
  readonly portalDir?: string;
  /** Seed steps to apply on start when `config.demoData` (default: all demo data). */
  readonly seedSteps?: readonly SeedStep[];
}

/** A running server. */
export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly ctx: AppContext;
  /**
   * Graceful stop: `/readyz` turns 503, the listener stops accepting, in-flight requests finish (up to
   * `graceMs`, then remaining connections are cut) — also those whose client hung up, still querying —
   * and the database is closed last.
   */
  close(graceMs?: number): Promise<void>;
  /** The housekeeping of this process (tests wait for its pass at start before looking at its rows). */
  readonly housekeeping: Pick<Housekeeping, 'settled'>;
}

/**
 * The start-up, in order: open the database and migrate, build the context, with `DEMO_DATA=1` seed the
 * demo data (the run-once steps it lacks, then the every-start ones such as moving the demo dates to
 * today) — without it, in production, refuse a database where the demo administrator still opens — sweep
 * the temporary files, listen on `config.port`, then start the housekeeping timer.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  // BRAND_FILE, checked by loadConfig (decision 049); a test may dress the server otherwise.
  const brand = withPublicUrl(options.brand ?? config.brand, config.publicUrl);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onProblem: (message, error) =>
      logger.warn(message, { error: error instanceof Error ? error.message : String(error) }),
  });
  let files: AppContext['files'] | undefined;
  try {
    files = await openFileStore(config);
    await database.migrate();
    const feed = createChangeFeed();
    await database.watchChanges(feed, (message, error) =>
      logger.warn(message, { error: error instanceof Error ? error.message : String(error) }),
    );
    const secret = resolveJwtSecret(config);
    const from = config.mailFrom ?? `${brand.senderName} <${brand.noReplyEmail}>`;
    const ctx: AppContext = {
      config,
      brand,
      database,
      db: database.db,
      clock,
      calendar: createCalendar(clock),
      logger,
      mailer: withCompanyInSubjects(
        config.smtpUrl
          ? createSmtpMailer(config.smtpUrl, from, { db: database.db, clock, logger })
          : createOutboxMailer(database.db, from, clock),
        brand.companyName,
      ),
      passwords: await createPasswordHasher(config.argon2),
      accessTokens: createAccessTokens(secret),
      refreshTokens: createRefreshTokenCodec(secret),
      caches: createReadCaches(feed, config.readCacheMb),
      background: createBackgroundTasks(logger),
      files,
      fileBase64: createBase64Cache(),
    };
    // Demo data only when asked (docs/decisions/047-demo-data-only-when-asked.md).
    if (config.demoData) {
      if (config.nodeEnv === 'production')
        logger.warn('DEMO_DATA=1 in production: the demo company and its published passwords are on');
      const applied = await seedDatabase(ctx, options.seedSteps);
      if (applied.length > 0) logger.info('demo data seeded', { steps: applied });
    } else if (config.nodeEnv === 'production') {
      await refuseDemoAdministrator(ctx);
    }
    // Temporary files a crash left behind (an upload cut mid-way) belong to no request now.
    await ctx.files.sweepTemp();
    // And a file renamed into place whose row a crash kept from being written belongs to nothing.
    const orphans = await ctx.files.sweepOrphans(ctx.db);
    if (orphans > 0) logger.warn('stored files without a row removed', { count: orphans });

    let draining = false;
    const inFlight = trackInFlightRequests();
    const sienge = config.sienge ? createSiengeConnector(ctx, config.sienge) : undefined;
    const app = createApp(ctx, {
      sienge,
      portalDir: options.portalDir ?? config.staticDir ?? defaultPortalDist(),
      isDraining: () => draining,
      inFlight,
    });
    const listener = await listen(app.fetch, { port: config.port, host: config.host, tls: config.tls });
    const { url, port } = listener;
    // A renewed certificate is served without a restart (decision 044).
    const stopWatchingCertificate = config.tls
      ? watchCertificate(config.tls, (pair) => listener.setCertificate(pair), logger)
      : () => undefined;
    logger.info('server listening', {
      url,
      database: database.kind,
      mail: ctx.mailer.transport,
      files: `${ctx.files.blobs.kind} ${ctx.files.blobs.location}`,
      sienge: config.sienge ? `${config.sienge.baseUrl} every ${config.sienge.syncMinutes} min` : 'off',
    });
    // Started once the listener is up, so a failed start never leaves it running.
    const housekeeping = startHousekeeping(ctx);
    // PDFs and spreadsheets are worked off the main thread; the pool ends with the last server (decision 054).
    const releaseWorkers = acquireWorkerPool();
    // Only with SIENGE_BASE_URL; the first look at the schedule comes minutes after the start.
    sienge?.startSchedule();

    let closing: Promise<void> | undefined;
    const close = (graceMs = 10_000) => {
      closing ??= (async () => {
        draining = true;
        stopWatchingCertificate();
        const stopped = listener.stopAccepting();
        listener.closeIdle();
        let timer: NodeJS.Timeout | undefined;
        const grace = new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            listener.closeAll();
            resolve();
          }, graceMs);
        });
        // Every handler finishes, also one whose client hung up (its connection is gone, it still queries);
        // then the keep-alive connections its answers left idle are closed at once, not at their timeout.
        await Promise.race([inFlight.idle(), grace]);
        listener.closeIdle();
        await Promise.race([stopped, grace]);
        clearTimeout(timer);
        if (inFlight.count > 0)
          logger.warn('stopping with requests still running', { count: inFlight.count });
        // A sync in the background stops at its next Sienge call instead of running to its end.
        await sienge?.stop();
        await ctx.background.idle();
        await housekeeping.stop();
        ctx.mailer.close();
        await ctx.files.close();
        await releaseWorkers();
        await database.close();
        logger.info('server stopped');
      })();
      return closing;
    };
    return { url, port, ctx, close, housekeeping };
  } catch (error) {
    await files?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
