import type { Config } from '../config/env';
import type { Logger } from '../logger';

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
