import { messages } from '../messages/pt-BR';
import { type DemoRemoval, removeDemoData } from '../seed/remove-demo';
import { openFileStore } from '../storage/file-store';
import type { CliCommand } from './cli-command';
import { withCommandDatabase } from './command-database';

/** The Portuguese summary of a removal. */
export function removalSummary(removed: DemoRemoval): string {
  const { part } = messages.cli.demoRemove;
  const parts = [
    part(removed.accounts, 'conta', 'contas'),
    part(removed.customers, 'cliente', 'clientes'),
    part(removed.companies, 'empresa', 'empresas'),
    part(removed.enterprises, 'empreendimento', 'empreendimentos'),
    part(removed.contracts, 'contrato', 'contratos'),
    part(removed.installments, 'parcela', 'parcelas'),
    part(removed.files, 'arquivo', 'arquivos'),
  ];
  const total =
    removed.accounts +
    removed.customers +
    removed.companies +
    removed.enterprises +
    removed.contracts +
    removed.installments +
    removed.files;
  return total === 0 ? messages.cli.demoRemove.nothing : messages.cli.demoRemove.summary(parts);
}

/**
 * `demo:remove`: deletes the demo company in one transaction and leaves imported data as it is
 * (docs/decisions/047-demo-data-only-when-asked.md), then the bytes of its stored files. Run it with
 * the server stopped on PGlite (its folder admits one process); on PostgreSQL a running server sees the
 * change at once.
 */
export const demoRemoveCommand: CliCommand = {
  describe: messages.cli.demoRemove.describe,
  async run(_args, config, logger) {
    await withCommandDatabase(config, logger, async (database) => {
      const files = await openFileStore(config);
      try {
        const removed = await removeDemoData(database.db);
        // After the commit: a failed removal leaves bytes without a row, which the next start sweeps.
        for (const key of removed.fileKeys) {
          await files.remove(key).catch((error: unknown) =>
            logger.warn('stored file not removed', {
              key,
              error: error instanceof Error ? error.message : String(error),
            }),
          );
        }
        process.stdout.write(`${removalSummary(removed)}\n`);
      } finally {
        await files.close();
      }
    });
    return 0;
  },
};
