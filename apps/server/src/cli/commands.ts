import { messages } from '../messages/pt-BR';
import { adminCreateCommand } from './admin-create';
import type { CliCommand } from './cli-command';
import { demoRemoveCommand } from './demo-remove';

/**
 * The registry. Adding a command is one entry here plus one file under `src/cli/` exporting its
 * `CliCommand` of cli-command.ts (see `demo-remove.ts`): main.ts dispatches on the name, and the usage line lists it.
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
