import { COMMANDS, usage } from './cli/commands';
import { ConfigError, loadConfig } from './config/env';
import { createLogger, describeError } from './logger';
import { messages } from './messages/pt-BR';
import { startServer } from './server';

/** The environment, or exit 78 (EX_CONFIG) with one line per bad variable. */
function configOrExit(): ReturnType<typeof loadConfig> {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${messages.config.startFailed}.\n${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}

/**
 * Process entry. Without an argument (`pnpm start`, `node dist/main.js`): parse the environment, start,
 * and stop gracefully on SIGTERM/SIGINT. With one (`pnpm portal <comando>`): run that command of the
 * registry (cli/commands.ts, docs/decisions/048-portal-command-line.md) with the same environment; an
 * unknown name prints the usage and exits 64 (EX_USAGE). A bad environment prints one line per variable
 * and exits with status 78 (EX_CONFIG).
 */
async function main(): Promise<void> {
  const [name, ...args] = process.argv.slice(2);
  if (name !== undefined) {
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!command) {
      process.stderr.write(`${messages.cli.unknown(name)} ${usage()}\n`);
      process.exit(64);
    }
    const config = configOrExit();
    const logger = createLogger(config.logLevel);
    try {
      process.exit((await command.run(args, config, logger)) ?? 0);
    } catch (error) {
      process.stderr.write(
        `${messages.cli.failed(name)}: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exit(1);
    }
  }
  const config = configOrExit();
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
