import { isTicketSubject } from '@portal/domain';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context';
import { ticketMail } from '../../mail/templates';
import type { Caller } from '../../security/caller';
import { takeCustomerAttempt } from '../../security/customer-limits';
import { insertTicket } from './queries';

/**
 * `POST /api/v1/user/ticket`: stores the ticket under the caller's own e-mail and name (whatever the
 * body says) and e-mails the support team. The title must be one of the domain's subjects (the route's
 * schema refuses others first, with a Portuguese issue; this guards any other caller) or nothing is
 * stored. Once stored, the ticket is the customer's message received: a failing
 * mail server only delays the notification (the mailer keeps it for a retry), so the answer is 200.
 */
export async function openTicket(
  ctx: AppContext,
  caller: Caller,
  input: { title: string; message: string },
): Promise<void> {
  // Counted per account before anything is stored or mailed (security/customer-limits.ts).
  await takeCustomerAttempt(ctx, caller, 'ticket');
  const title = input.title.trim();
  if (!isTicketSubject(title)) throw new AppError(400, 'REQUEST-400');
  const ticket = { title, message: input.message, email: caller.email, name: caller.name };
  const storedId = await insertTicket(ctx.db, {
    ...ticket,
    accountId: caller.accountId,
    createdAt: ctx.clock.now(),
  });
  try {
    await ctx.mailer.send(ticketMail(ctx.brand, ticket));
  } catch (error) {
    // Neither sent nor kept for a retry: the ticket is safe in the database; the operator must forward it.
    ctx.logger.error('ticket stored but support not notified', {
      ticket_id: storedId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
