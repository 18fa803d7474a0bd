import { parseArgs } from 'node:util';
import { inviteStaffEndpoint } from '@portal/api';
import * as z from 'zod/mini';
import type { AppContext } from '../context';
import { messages } from '../messages/pt-BR';
import { prepareStaffLink, type StaffLink } from '../resources/staff/service';
import { systemClock } from '../security/clock';
import { createPasswordHasher } from '../security/passwords';
import type { CliCommand } from './cli-command';
import { withCommandDatabase } from './command-database';

const t = messages.adminCreate;

/** `--email … --name "…"` (also `--email=…`), checked by the invitation's own contract. */
export function parseAdminCreateArgs(
  args: readonly string[],
): { readonly email: string; readonly name: string } | null {
  let values: { email?: string | undefined; name?: string | undefined };
  try {
    values = parseArgs({
      args: [...args],
      options: { email: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch {
    return null;
  }
  const parsed = z.safeParse(inviteStaffEndpoint.body, values);
  return parsed.success ? parsed.data : null;
}

/**
 * The work of `admin:create` on an open database: the administrator of `input` (created with no usable
 * password, or the existing one of that e-mail) and the one-time link, valid 24 hours, to the page
 * where they choose the password (docs/decisions/051-staff-accounts.md). Recorded in the staff audit
 * with the command line as the actor.
 */
export function createAdminLink(
  ctx: Pick<AppContext, 'db' | 'clock' | 'passwords' | 'config'>,
  input: { readonly email: string; readonly name: string },
): Promise<StaffLink> {
  return prepareStaffLink(ctx, input, null, 'new-link');
}

/**
 * `pnpm portal admin:create --email … --name "…"`: the company's first administrator on any database,
 * or a new password link for an existing one. Bad arguments print the usage and exit 64 (EX_USAGE).
 * On PGlite, run it with the server stopped (its folder admits one process).
 */
export const adminCreateCommand: CliCommand = {
  describe: t.describe,
  async run(args, config, logger) {
    const input = parseAdminCreateArgs(args);
    if (!input) {
      process.stderr.write(`${t.usage}\n`);
      return 64;
    }
    await withCommandDatabase(config, logger, async (database) => {
      const passwords = await createPasswordHasher(config.argon2);
      const { link } = await createAdminLink(
        { db: database.db, clock: systemClock, passwords, config },
        input,
      );
      process.stdout.write(`${t.done(input.name.trim(), input.email.trim().toLowerCase())}\n${link}\n`);
    });
    return 0;
  },
};
