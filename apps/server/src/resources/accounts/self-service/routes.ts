import {
  ACTIVATION_PAGE_PATH,
  activateEndpoint,
  activationLinkEndpoint,
  messageBody,
  resetPasswordEndpoint,
  sendResetPasswordEmailEndpoint,
  signUpEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import type { AppContext } from '../../../context';
import { answerSent } from '../../../http/answer-sent';
import type { AppEnv } from '../../../http/app-env';
import { clientInfo } from '../../../http/client-info';
import { registerEndpoint } from '../../../http/register-endpoint';
import { activateAccount, requestPasswordReset, resetPassword, signUp } from './service';

/** Sign-up, activation and password recovery. */
export function registerSelfServiceRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
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
    await requestPasswordReset(ctx, body.email, clientInfo(c, ctx).ip, answerSent(c));
    return messageBody('PASSWORD-RECOVERY-200');
  });

  registerEndpoint(app, ctx, resetPasswordEndpoint, async ({ body, c }) => {
    await resetPassword(ctx, body.token, body.new_password, clientInfo(c, ctx).ip);
    return messageBody('RESET-PASSWORD-200');
  });
}
