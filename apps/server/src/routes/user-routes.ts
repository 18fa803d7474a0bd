import {
  activateEndpoint,
  customerEndpoint,
  messageBody,
  resetPasswordEndpoint,
  sendResetPasswordEmailEndpoint,
  signUpEndpoint,
  ticketEndpoint,
  userListEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import type { AppContext } from '../context';
import type { AppEnv } from '../http/app-env';
import { clientInfo } from '../http/client-info';
import { registerEndpoint } from '../http/register-endpoint';
import { activateAccount } from '../services/activation';
import { listUsers, lookUpCustomer } from '../services/customers';
import { requestPasswordReset, resetPassword } from '../services/password-reset';
import { signUp } from '../services/sign-up';
import { openTicket } from '../services/tickets';

/** Sign-up, activation, password recovery, customer lookup, user list and tickets. */
export function registerUserRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  registerEndpoint(app, ctx, signUpEndpoint, async ({ body, c }) => {
    await signUp(ctx, body, clientInfo(c, ctx).ip);
    return messageBody('SIGN-UP-200');
  });

  registerEndpoint(app, ctx, activateEndpoint, async ({ query }) => ({
    location: (await activateAccount(ctx, query.token)) ? '/?activated=1' : '/?activated=0',
  }));

  registerEndpoint(app, ctx, sendResetPasswordEmailEndpoint, async ({ body, c }) => {
    await requestPasswordReset(ctx, body.email, clientInfo(c, ctx).ip);
    return messageBody('PASSWORD-RECOVERY-200');
  });

  registerEndpoint(app, ctx, resetPasswordEndpoint, async ({ body, c }) => {
    await resetPassword(ctx, body.token, body.new_password, clientInfo(c, ctx).ip);
    return messageBody('RESET-PASSWORD-200');
  });

  registerEndpoint(app, ctx, customerEndpoint, ({ query, caller }) =>
    lookUpCustomer(ctx, caller, query.customerId),
  );

  registerEndpoint(app, ctx, userListEndpoint, ({ query }) => listUsers(ctx, query));

  registerEndpoint(app, ctx, ticketEndpoint, async ({ body, caller }) => {
    await openTicket(ctx, caller, body);
    return messageBody('TICKET-POST-200');
  });
}
