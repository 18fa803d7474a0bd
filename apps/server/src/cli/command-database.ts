import type { Config } from '../config/env';
import { type Database, openDatabase } from '../db/database';
import type { Logger } from '../logger';

/**
 * Runs a command's work on the configured database, migrated first (an operator may run a command
 * before the first start), and closes it however the work ends (decision 048). On PGlite the server
 * must be stopped: its folder admits one process.
 */
export async function withCommandDatabase<T>(
  config: Config,
  logger: Logger,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onProblem: (message, error) =>
      logger.warn(message, { error: error instanceof Error ? error.message : String(error) }),
  });
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}
