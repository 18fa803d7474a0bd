import {
  ACTIVATION_PAGE_PATH,
  activateEndpoint,
  activationLinkEndpoint,
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
import { takeCustomerAttempt } from '../services/customer-limits';
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

  // An old e-mail's link: a GET never changes an account, it only opens the page that asks for the password.
  registerEndpoint(app, ctx, activationLinkEndpoint, async ({ query }) => ({
    location: `${ACTIVATION_PAGE_PATH}?token=${encodeURIComponent(query.token)}`,
  }));

  registerEndpoint(app, ctx, activateEndpoint, async ({ body, c }) => {
    await activateAccount(ctx, body, clientInfo(c, ctx).ip);
    return messageBody('ACTIVATION-200');
  });

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
    await takeCustomerAttempt(ctx, caller, 'ticket');
    await openTicket(ctx, caller, body);
    return messageBody('TICKET-POST-200');
  });
}
