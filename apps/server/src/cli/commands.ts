import type { Config } from '../config/env';
import type { Logger } from '../logger';
import { messages } from '../messages/pt-BR';
import { adminCreateCommand } from './admin-create';
import { demoRemoveCommand } from './demo-remove';

/**
 * One command of `pnpm portal <command>` (with the production bundle, `node dist/main.js <command>`),
 * docs/decisions/048-portal-command-line.md.
 */
export interface CliCommand {
  /** One Portuguese line for the usage text. */
  readonly describe: string;
  /**
   * Does the work with the arguments after the command's name and the validated environment; prints
   * its result in Portuguese on stdout. Resolves to the exit status (0 when nothing is returned); a
   * throw prints one line (the error's message) and exits 1.
   */
  run(args: readonly string[], config: Config, logger: Logger): Promise<number | undefined>;
}

/**
 * The registry. Adding a command is one entry here plus one file under `src/cli/` exporting its
 * `CliCommand` (see `demo-remove.ts`): main.ts dispatches on the name, and the usage line lists it.
 */
export const COMMANDS: Readonly<Record<string, CliCommand>> = {
  'demo:remove': demoRemoveCommand,
  'admin:create': adminCreateCommand,
};

/** The usage text: one line naming the commands, then one line per command. */
export function usage(): string {
  const names = Object.keys(COMMANDS);
  return [
    messages.cli.usage(names),
    ...names.map((name) => `  ${name}: ${COMMANDS[name]?.describe ?? ''}`),
  ].join('\n');
}
