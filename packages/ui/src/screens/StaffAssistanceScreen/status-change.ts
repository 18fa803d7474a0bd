import {
  type AssistanceChangeProblem,
  type AssistanceStatus,
  assistanceChangeProblems,
  canChangeAssistanceStatus,
} from '@portal/domain';

/** What the staff fill to change a request's status. */
export interface StatusChangeDraft {
  readonly status: AssistanceStatus | '';
  readonly visitDate: string;
  readonly visitStart: string;
  readonly visitEnd: string;
  readonly reason: string;
  readonly note: string;
}

/** A change ready to send (product rule §9): the fields that status needs, and the note. */
export interface AssistanceStatusInput {
  readonly status: AssistanceStatus;
  readonly visitDate?: string;
  readonly visitStart?: string;
  readonly visitEnd?: string;
  readonly reason?: string;
  readonly note?: string;
}

/** The field a problem belongs to. */
export type StatusChangeField = 'status' | 'visitDate' | 'visitStart' | 'visitEnd' | 'reason';

const fields: Readonly<Record<AssistanceChangeProblem['field'], StatusChangeField>> = {
  status: 'status',
  reason: 'reason',
  visit_date: 'visitDate',
  visit_start: 'visitStart',
  visit_end: 'visitEnd',
};

/**
 * The problems of a draft, by field, in the texts of the rule (`assistanceChangeProblems`), plus a
 * status that is not chosen or may not follow `current`; empty when it can be sent.
 */
export function statusChangeProblems(
  draft: StatusChangeDraft,
  current: AssistanceStatus,
  today: string,
  chooseStatus: string,
): Partial<Record<StatusChangeField, string>> {
  if (draft.status === '' || !canChangeAssistanceStatus(current, draft.status))
    return { status: chooseStatus };
  const problems: Partial<Record<StatusChangeField, string>> = {};
  for (const problem of assistanceChangeProblems(
    {
      status: draft.status,
      reason: draft.reason,
      visitDate: draft.visitDate,
      visitStart: draft.visitStart,
      visitEnd: draft.visitEnd,
    },
    today,
  )) {
    problems[fields[problem.field]] ??= problem.message;
  }
  return problems;
}

/** The change to send: only the fields its status takes, trimmed. */
export function statusChangeInput(
  draft: StatusChangeDraft & { status: AssistanceStatus },
): AssistanceStatusInput {
  const note = draft.note.trim();
  return {
    status: draft.status,
    ...(draft.status === 'visit_scheduled'
      ? { visitDate: draft.visitDate, visitStart: draft.visitStart, visitEnd: draft.visitEnd }
      : {}),
    ...(draft.status === 'rejected' ? { reason: draft.reason.trim() } : {}),
    ...(note ? { note } : {}),
  };
}
