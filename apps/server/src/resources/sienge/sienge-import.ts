import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { enterprises } from '../../db/schema/enterprises';
import { contracts } from '../../db/schema/finance';
import { runImport } from '../imports/import-service';
import type { ImportSink, SyncLookups } from './sienge-sync';

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
  return {
    async enterpriseOfContract(externalId) {
      const [row] = await ctx.db
        .select({ enterprise: enterprises.externalId })
        .from(contracts)
        .innerJoin(enterprises, eq(enterprises.id, contracts.enterpriseId))
        .where(eq(contracts.externalId, externalId));
      return row?.enterprise ?? undefined;
    },
  };
}
