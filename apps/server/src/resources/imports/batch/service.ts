import { IMPORT_ENTITIES, type ImportCountsByEntity, type ImportRowError } from '@portal/api';
import type { AppContext } from '../../../context';
import { apply } from '../apply/service';
import { type Known, lookUpReferences } from '../references/service';
import {
  type ImportActor,
  type RunStart,
  recordApplied,
  recordFailure,
  recordRefusal,
} from '../runs/service';
import { takeImportLock, transactionSettling } from './queries';
import { inTransaction, type Tx, type Write } from './transaction';
import { completeRows, type ReadRows, readBatchRows, sortRowErrors } from './validate-rows';

export type { ImportActor } from '../runs/service';
export type { Tx } from './transaction';

/**
 * On PGlite, a batch of more rows than this is applied in chunk transactions (decision 054): PGlite runs
 * one transaction at a time and every other query waits for it, so one transaction of 200,000 rows would
 * stall every reader for seconds.
 */
export const CHUNKED_APPLY_ROWS = 10_000;

/** PGlite: the imports of one database, one after the other (a chunked apply holds no database lock). */
const pgliteQueues = new WeakMap<object, Promise<unknown>>();

function oneAtATime<T>(key: object, work: () => Promise<T>): Promise<T> {
  const before = pgliteQueues.get(key) ?? Promise.resolve();
  const run = before.then(work, work);
  pgliteQueues.set(
    key,
    run.catch(() => undefined),
  );
  return run;
}

/**
 * Thrown by an import's `claim` to end it with nothing written and nothing recorded (the spreadsheet
 * preview it would apply is gone or already applied); `runImport` passes it on to its caller.
 */
export class ImportAborted extends Error {
  constructor(readonly reason: string) {
    super(`import aborted: ${reason}`);
  }
}

/** Options of one import. */
export interface ImportOptions {
  /** Check and count only, then roll back; no run is recorded (the spreadsheet preview). */
  readonly dryRun?: boolean;
  /** Rows above which PGlite applies in chunks (CHUNKED_APPLY_ROWS unless a test says otherwise). */
  readonly chunkedAbove?: number;
  /**
   * Runs first inside the import's transaction, under the import lock: the spreadsheet confirm marks
   * its preview applied here, so two confirms of one preview never both apply and a refused or failed
   * import leaves the preview pending. Throw `ImportAborted` to stop.
   */
  readonly claim?: (tx: Tx) => Promise<void>;
}

/** What an import did, or why it did nothing. */
export type ImportOutcome =
  | { readonly status: 'applied'; readonly runId: number; readonly counts: ImportCountsByEntity }
  /** A dry run (the spreadsheet preview): what applying would do; nothing written, no run recorded. */
  | { readonly status: 'preview'; readonly counts: ImportCountsByEntity }
  | {
      readonly status: 'refused';
      readonly runId: number | null;
      /** Sorted by entity and row; every error, the caller trims for display. */
      readonly errors: readonly ImportRowError[];
    }
  /** The body is not a batch at all (not an object, an unknown entity, too many rows). */
  | { readonly status: 'malformed'; readonly problem: string };

/** One import on its way: the rows read, their read errors, who and when, how. */
interface Importing {
  readonly read: ReadRows;
  readonly readErrors: readonly ImportRowError[];
  readonly run: RunStart;
  readonly options: ImportOptions;
}

/**
 * The one import service (decision 026): every producer (the import API, the spreadsheet import, the
 * Sienge connector) hands it a batch. Rows are read with the domain's rules; references are checked
 * against the batch and the database; any error refuses the batch whole. Otherwise it is applied in one
 * transaction (on PGlite, a large batch in chunk transactions: decision 054) with idempotent upserts
 * keyed by the ERP ids, so a re-import changes nothing. The change triggers (migrations 0002/0003)
 * announce the tables at commit, so the read caches see the import. Every import that gets past reading
 * is recorded in `import_runs` (a dry run is not). A dry run is the same import, rolled back.
 */
export async function runImport(
  ctx: AppContext,
  body: unknown,
  actor: ImportActor,
  options: ImportOptions = {},
): Promise<ImportOutcome> {
  const run: RunStart = { actor, startedAt: ctx.clock.now() };
  const reading = readBatchRows(body);
  if (!reading.ok) return { status: 'malformed', problem: reading.problem };
  const importing: Importing = { read: reading.rows, readErrors: reading.errors, run, options };
  if (ctx.database.kind !== 'pglite') return importInOneTransaction(ctx, importing);
  const size = IMPORT_ENTITIES.reduce((sum, entity) => sum + reading.rows[entity].length, 0);
  const chunked = !options.dryRun && size > (options.chunkedAbove ?? CHUNKED_APPLY_ROWS);
  return oneAtATime(ctx.db, () =>
    chunked ? importInChunks(ctx, importing) : importInOneTransaction(ctx, importing),
  );
}

/** Under the import lock, after the claim: the references, and every error of the batch. */
async function check(
  tx: Tx,
  { read, readErrors, options }: Importing,
): Promise<{ known: Known; errors: ImportRowError[] }> {
  await takeImportLock(tx);
  await options.claim?.(tx);
  const errors = [...readErrors];
  const known = await lookUpReferences(tx, read, errors);
  return { known, errors };
}

/** A refused batch: nothing written; the run recorded unless it was a dry run. */
async function refused(
  ctx: AppContext,
  { run, options }: Importing,
  found: readonly ImportRowError[],
): Promise<ImportOutcome> {
  const errors = sortRowErrors([...found]);
  const runId = options.dryRun ? null : await recordRefusal(ctx, run, errors);
  return { status: 'refused', runId, errors };
}

/** An unexpected error (the database, not the data): recorded as a failed run, then passed on. */
async function failed(ctx: AppContext, run: RunStart, error: unknown, partWritten: boolean): Promise<never> {
  if (!(error instanceof ImportAborted)) await recordFailure(ctx, run, error, partWritten).catch(() => {});
  throw error;
}

/** How the transaction of an import ended; a refusal is recorded once it is rolled back. */
type Ended =
  | Extract<ImportOutcome, { status: 'applied' | 'preview' }>
  | { readonly status: 'refused'; readonly errors: readonly ImportRowError[] };

/**
 * The whole batch in one transaction: PostgreSQL always (its readers never wait), PGlite for small
 * batches and dry runs. A refusal or a dry run rolls the transaction back (the claim too), so a preview
 * counts exactly what a confirm would write and writes nothing.
 */
async function importInOneTransaction(ctx: AppContext, importing: Importing): Promise<ImportOutcome> {
  const { read, run, options } = importing;
  try {
    const ended = await transactionSettling<Ended>(ctx.db, async (tx) => {
      const { known, errors } = await check(tx, importing);
      if (errors.length > 0) return { commit: false, result: { status: 'refused', errors } };
      const counts = await apply(inTransaction(tx), completeRows(read), known);
      if (options.dryRun) return { commit: false, result: { status: 'preview', counts } };
      const runId = await recordApplied(ctx, tx, run, counts);
      return { commit: true, result: { status: 'applied', runId, counts } };
    });
    return ended.status === 'refused' ? refused(ctx, importing, ended.errors) : ended;
  } catch (error) {
    return failed(ctx, run, error, false);
  }
}

/**
 * A large batch on PGlite (decision 054): every check first, in one transaction that writes nothing but
 * the claim; then the rows in transactions of CHUNK_ROWS, entity after entity in reference order, with a
 * turn of the event loop between them so readers run. A row is visible once its chunk commits, and
 * everything it refers to committed before it; the run is recorded when the last chunk commits. A
 * failure part-way (the database, not the data: that was checked) is recorded as a failed run that says
 * part was written and that sending the same batch again completes it (the upserts are idempotent).
 */
async function importInChunks(ctx: AppContext, importing: Importing): Promise<ImportOutcome> {
  const { read, run } = importing;
  let wrote = false;
  try {
    const checked = await transactionSettling(ctx.db, async (tx) => {
      const result = await check(tx, importing);
      return { commit: result.errors.length === 0, result };
    });
    if (checked.errors.length > 0) return refused(ctx, importing, checked.errors);
    const write: Write = async (work) => {
      const result = await ctx.db.transaction(work);
      wrote = true;
      await new Promise((resolve) => setImmediate(resolve));
      return result;
    };
    const counts = await apply(write, completeRows(read), checked.known);
    return { status: 'applied', runId: await recordApplied(ctx, ctx.db, run, counts), counts };
  } catch (error) {
    return failed(ctx, run, error, wrote);
  }
}
