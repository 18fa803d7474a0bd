import type { AppContext } from '../context';
import { tickets } from '../db/schema/operations';
import { ticketMail } from '../mail/templates';
import { AppError } from './app-error';
import type { Caller } from './caller';

/**
 * `POST /api/v1/user/ticket`: stores the ticket under the caller's own e-mail and name (whatever the
 * body says) and e-mails the support team. The ticket is kept even if the e-mail fails; the caller
 * then hears TICKET-POST-500 and the failure is logged for the operator.
 */
export async function openTicket(
  ctx: AppContext,
  caller: Caller,
  input: { title: string; message: string },
): Promise<void> {
  const ticket = {
    title: input.title.trim(),
    message: input.message,
    email: caller.email,
    name: caller.name,
  };
  await ctx.db.insert(tickets).values({ ...ticket, accountId: caller.accountId, createdAt: ctx.clock.now() });
  try {
    await ctx.mailer.send(ticketMail(ctx.brand, ticket));
  } catch (error) {
    ctx.logger.error('ticket e-mail failed', {
      error: error instanceof Error ? error.message : String(error),
    });
    throw new AppError(500, 'TICKET-POST-500');
  }
}
