import {
  deactivateStaffEndpoint,
  inviteStaffEndpoint,
  reactivateStaffEndpoint,
  staffEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { registerEndpoint } from '../../http/register-endpoint';
import { deactivateStaff, inviteStaff, listStaff, reactivateStaff } from './service';

/** The 'Equipe' page's calls, administrators only (docs/decisions/051-staff-accounts.md). */
export function registerStaffRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  registerEndpoint(app, ctx, staffEndpoint, ({ caller }) => listStaff(ctx, caller.accountId));
  registerEndpoint(app, ctx, inviteStaffEndpoint, ({ caller, body }) =>
    inviteStaff(ctx, caller.accountId, body),
  );
  registerEndpoint(app, ctx, deactivateStaffEndpoint, async ({ caller, params }) => {
    await deactivateStaff(ctx, caller.accountId, params.id);
    return undefined;
  });
  registerEndpoint(app, ctx, reactivateStaffEndpoint, async ({ caller, params }) => {
    await reactivateStaff(ctx, caller.accountId, params.id);
    return undefined;
  });
}
