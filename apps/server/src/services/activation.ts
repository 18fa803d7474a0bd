import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accounts } from '../db/schema/people';
import { consumeAccountToken } from './account-tokens';

/** `GET /api/v1/user/activate`: true when the token was good and the account is now active. */
export async function activateAccount(ctx: AppContext, token: string): Promise<boolean> {
  const now = ctx.clock.now();
  const accountId = await consumeAccountToken(ctx.db, token, 'activation', now);
  if (accountId === null) return false;
  await ctx.db
    .update(accounts)
    .set({ status: 'active', activatedAt: now })
    .where(and(eq(accounts.id, accountId), eq(accounts.status, 'pending')));
  return true;
}
