import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, emailAddress, idParam, isoDateTime } from '../../schemas/primitives';

/** What can happen to a staff account, as the staff audit records it. */
export const STAFF_ACTIONS = ['created', 'invited', 'deactivated', 'reactivated'] as const;

/** One action of {@link STAFF_ACTIONS}. */
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** A staff (administrator) account as the 'Equipe' page lists it. */
export const StaffMemberSchema = z.lazy(() =>
  described(
    z.object({
      id: z.int(),
      name: z.string(),
      email: z.string(),
      last_login_at: described(z.nullable(isoDateTime()), 'Last successful login; null when never.'),
      active: described(z.boolean(), 'False while deactivated: login and every call refused.'),
      invitation_pending: described(z.boolean(), 'Invited, password not chosen yet.'),
      is_you: described(z.boolean(), 'The caller itself (who cannot deactivate themself).'),
    }),
    'A staff (administrator) account.',
  ),
);

/** A staff account as listed. */
export type StaffMember = z.output<typeof StaffMemberSchema>;

/** One recorded action on a staff account: who did it, to whom, when. */
export const StaffAuditEntrySchema = z.lazy(() =>
  described(
    z.object({
      id: z.int(),
      occurred_at: isoDateTime(),
      action: z.enum(STAFF_ACTIONS),
      actor_name: described(z.nullable(z.string()), 'Who did it; null for the command line.'),
      actor_email: z.nullable(z.string()),
      target_name: z.string(),
      target_email: z.string(),
    }),
    'An action on a staff account.',
  ),
);

/** One line of the staff audit. */
export type StaffAuditEntry = z.output<typeof StaffAuditEntrySchema>;

/** The 'Equipe' page's read: every staff account and the latest 100 actions, newest first. */
export type StaffOverview = { members: StaffMember[]; audit: StaffAuditEntry[] };

/** Lists the staff and the latest actions on their accounts (admin). */
export const staffEndpoint = defineEndpoint({
  id: 'staff',
  method: 'GET',
  path: '/api/v1/staff',
  summary: 'List the staff accounts and the latest 100 actions on them (admin).',
  tag: 'staff',
  auth: 'admin',
  response: z.lazy(() =>
    z.object({ members: z.array(StaffMemberSchema), audit: z.array(StaffAuditEntrySchema) }),
  ),
  errors: ['STAFF-LIST-ERROR'],
  failure: 'STAFF-LIST-ERROR',
});

/** Invites a colleague (admin): a staff account whose password the invitation link sets. */
export const inviteStaffEndpoint = defineEndpoint({
  id: 'inviteStaff',
  method: 'POST',
  path: '/api/v1/staff',
  summary: 'Invite a staff member by e-mail (admin); re-inviting a pending invitation sends a new link.',
  description:
    'Sends an e-mail with a one-time link, valid 24 hours, to `/reset-password?token=…`, where the person ' +
    'chooses the password. 409 STAFF-INVITE-409 when the e-mail already belongs to an account other than a ' +
    'pending invitation.',
  tag: 'staff',
  auth: 'admin',
  body: z.lazy(() =>
    z.object({
      email: emailAddress(),
      name: described(z.string().check(z.trim(), z.minLength(2), z.maxLength(120)), 'The colleague’s name.'),
    }),
  ),
  response: StaffMemberSchema,
  successStatus: 201,
  errors: ['STAFF-INVITE-409', 'STAFF-INVITE-503', 'STAFF-INVITE-ERROR'],
  failure: 'STAFF-INVITE-ERROR',
});

const staffIdParams = () => z.lazy(() => z.object({ id: idParam() }));

/** Deactivates a staff account (admin): its sessions end at once, its next call is refused. */
export const deactivateStaffEndpoint = defineEndpoint({
  id: 'deactivateStaff',
  method: 'POST',
  path: '/api/v1/staff/{id}/deactivate',
  summary: 'Deactivate a staff account (admin); never oneself, never the last active administrator.',
  tag: 'staff',
  auth: 'admin',
  params: staffIdParams(),
  errors: ['STAFF-404', 'STAFF-SELF-409', 'STAFF-LAST-ADMIN-409', 'STAFF-UPDATE-ERROR'],
  failure: 'STAFF-UPDATE-ERROR',
});

/** Reactivates a staff account (admin): the person logs in with their password again. */
export const reactivateStaffEndpoint = defineEndpoint({
  id: 'reactivateStaff',
  method: 'POST',
  path: '/api/v1/staff/{id}/reactivate',
  summary: 'Reactivate a deactivated staff account (admin).',
  tag: 'staff',
  auth: 'admin',
  params: staffIdParams(),
  errors: ['STAFF-404', 'STAFF-UPDATE-ERROR'],
  failure: 'STAFF-UPDATE-ERROR',
});

/** Calls `GET /api/v1/staff`. */
export function getStaff(client: ApiClient, options?: CallOptions): Promise<StaffOverview> {
  return client.call(staffEndpoint, {}, options);
}

/** Calls `POST /api/v1/staff`. */
export function postStaffInvitation(
  client: ApiClient,
  body: z.input<typeof inviteStaffEndpoint.body>,
  options?: CallOptions,
): Promise<StaffMember> {
  return client.call(inviteStaffEndpoint, { body }, options);
}

/** Calls `POST /api/v1/staff/{id}/deactivate` or `/reactivate`. */
export function postStaffActive(
  client: ApiClient,
  id: number,
  active: boolean,
  options?: CallOptions,
): Promise<undefined> {
  const endpoint = active ? reactivateStaffEndpoint : deactivateStaffEndpoint;
  return client.call(endpoint, { params: { id } }, options);
}
