import { ConfigError, loadConfig } from './config/env';
import { createLogger, describeError } from './logger';
import { messages } from './messages/pt-BR';
import { startServer } from './server';

/**
 * Process entry (`pnpm start`): parse the environment, start, and stop gracefully on SIGTERM/SIGINT.
 * A bad environment prints one line per variable and exits with status 78 (EX_CONFIG).
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${messages.config.startFailed}.\n${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const server = await startServer(config, { logger });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info('shutting down', { signal });
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('shutdown failed', describeError(error));
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${messages.config.startFailed}: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
