import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accounts } from '../db/schema/people';
import { messages } from '../messages/pt-BR';
import { DEMO_ADMIN } from './demo-people';

/** Thrown when production would start over the demo administrator; `message` is the operator's one line. */
export class DemoAdminError extends Error {
  override name = 'DemoAdminError';
}

/**
 * Production refuses a database where `admin@demo.com.br` still opens with the password the README
 * publishes (docs/decisions/047-demo-data-only-when-asked.md): a deployment made while every start
 * seeded the demo is caught here instead of staying open to anyone who read the README. One hash
 * verification, once per start.
 */
export async function refuseDemoAdministrator(ctx: AppContext): Promise<void> {
  const [admin] = await ctx.db
    .select({ hash: accounts.passwordHash })
    .from(accounts)
    .where(and(eq(accounts.email, DEMO_ADMIN.email), eq(accounts.type, 'admin')));
  if (admin && (await ctx.passwords.verify(admin.hash, DEMO_ADMIN.password))) {
    throw new DemoAdminError(messages.config.demoAdminInProduction);
  }
}
