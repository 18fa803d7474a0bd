import { messageBody, ticketEndpoint } from '@portal/api';
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { registerEndpoint } from '../../http/register-endpoint';
import { openTicket } from './service';

/** `POST /api/v1/user/ticket`: a customer's message to the support team. */
export function registerTicketRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  registerEndpoint(app, ctx, ticketEndpoint, async ({ body, caller }) => {
    await openTicket(ctx, caller, body);
    return messageBody('TICKET-POST-200');
  });
}
