/**
 * View types of the 'Equipe' page, mirroring `StaffMember`/`StaffAuditEntry` of `GET /api/v1/staff` by
 * hand (the kit may not import the api).
 */

/** A staff (administrator) account. */
export interface StaffMemberView {
  id: number;
  name: string;
  email: string;
  /** ISO instant of the last successful login; null when never. */
  last_login_at: string | null;
  /** False while deactivated. */
  active: boolean;
  /** Invited, password not chosen yet. */
  invitation_pending: boolean;
  /** The administrator looking at the page (who cannot deactivate themself). */
  is_you: boolean;
}

/** What can happen to a staff account. */
export const staffActions = ['created', 'invited', 'deactivated', 'reactivated'] as const;
/** One action of {@link staffActions}. */
export type StaffActionView = (typeof staffActions)[number];

/** One recorded action: who did it (null: the command line), to whom, when. */
export interface StaffAuditEntryView {
  id: number;
  occurred_at: string;
  action: StaffActionView;
  actor_name: string | null;
  actor_email: string | null;
  target_name: string;
  target_email: string;
}

/** What the invitation form sends. */
export interface StaffInviteInput {
  email: string;
  name: string;
}
