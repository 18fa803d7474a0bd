import type { StaffAuditEntryView, StaffMemberView } from './staff-types';

/** The administrator looking at the page, a colleague, a pending invitation and a deactivated one. */
export const staffMembers: StaffMemberView[] = [
  {
    id: 1,
    name: 'Marina Albuquerque',
    email: 'marina@empresa.com.br',
    last_login_at: '2026-11-26T13:05:00.000Z',
    active: true,
    invitation_pending: false,
    is_you: true,
  },
  {
    id: 2,
    name: 'Carlos Eduardo Pereira',
    email: 'carlos.pereira@empresa.com.br',
    last_login_at: '2026-11-20T18:42:00.000Z',
    active: true,
    invitation_pending: false,
    is_you: false,
  },
  {
    id: 3,
    name: 'Juliana Rocha',
    email: 'juliana@empresa.com.br',
    last_login_at: null,
    active: true,
    invitation_pending: true,
    is_you: false,
  },
  {
    id: 4,
    name: 'Roberto Lima',
    email: 'roberto@empresa.com.br',
    last_login_at: '2026-10-02T11:15:00.000Z',
    active: false,
    invitation_pending: false,
    is_you: false,
  },
];

/** The latest actions, newest first; the first administrator came from the command line. */
export const staffAudit: StaffAuditEntryView[] = [
  {
    id: 4,
    occurred_at: '2026-11-25T17:30:00.000Z',
    action: 'deactivated',
    actor_name: 'Marina Albuquerque',
    actor_email: 'marina@empresa.com.br',
    target_name: 'Roberto Lima',
    target_email: 'roberto@empresa.com.br',
  },
  {
    id: 3,
    occurred_at: '2026-11-24T12:00:00.000Z',
    action: 'invited',
    actor_name: 'Marina Albuquerque',
    actor_email: 'marina@empresa.com.br',
    target_name: 'Juliana Rocha',
    target_email: 'juliana@empresa.com.br',
  },
  {
    id: 2,
    occurred_at: '2026-09-01T09:10:00.000Z',
    action: 'invited',
    actor_name: 'Marina Albuquerque',
    actor_email: 'marina@empresa.com.br',
    target_name: 'Carlos Eduardo Pereira',
    target_email: 'carlos.pereira@empresa.com.br',
  },
  {
    id: 1,
    occurred_at: '2026-09-01T08:00:00.000Z',
    action: 'created',
    actor_name: null,
    actor_email: null,
    target_name: 'Marina Albuquerque',
    target_email: 'marina@empresa.com.br',
  },
];
