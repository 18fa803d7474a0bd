import { addYears } from '../dates/calendar';
import { parseIsoDate } from '../dates/iso-date';
import { ASSISTANCE_LIMITS } from './assistance-limits';
import { ASSISTANCE_MESSAGES } from './assistance-messages';

/**
 * Where a request of 'Assistência técnica' stands (product rule §9): `open` 'Aberta', `analysis`
 * 'Em análise', `visit_scheduled` 'Visita agendada', `in_progress` 'Em execução', `done` 'Concluída',
 * `rejected` 'Improcedente'. The last two close the request.
 */
export const ASSISTANCE_STATUSES = [
  'open',
  'analysis',
  'visit_scheduled',
  'in_progress',
  'done',
  'rejected',
] as const;

/** One status of {@link ASSISTANCE_STATUSES}. */
export type AssistanceStatus = (typeof ASSISTANCE_STATUSES)[number];

/** The name of each status on screen and in the e-mails. */
export const ASSISTANCE_STATUS_LABELS: Readonly<Record<AssistanceStatus, string>> = {
  open: 'Aberta',
  analysis: 'Em análise',
  visit_scheduled: 'Visita agendada',
  in_progress: 'Em execução',
  done: 'Concluída',
  rejected: 'Improcedente',
};

/**
 * Which status may follow which (product rule §9). 'Visita agendada' may follow itself (the visit is
 * moved) and may come back after 'Em execução' (another visit); 'Concluída' and 'Improcedente' are final.
 */
export const ASSISTANCE_TRANSITIONS: Readonly<Record<AssistanceStatus, readonly AssistanceStatus[]>> = {
  open: ['analysis', 'visit_scheduled', 'rejected'],
  analysis: ['visit_scheduled', 'in_progress', 'rejected'],
  visit_scheduled: ['visit_scheduled', 'in_progress', 'done', 'rejected'],
  in_progress: ['visit_scheduled', 'done'],
  done: [],
  rejected: [],
};

/** True once the request is 'Concluída' or 'Improcedente'. */
export function isAssistanceClosed(status: AssistanceStatus): boolean {
  return status === 'done' || status === 'rejected';
}

/** True when `to` may follow `from`. */
export function canChangeAssistanceStatus(from: AssistanceStatus, to: AssistanceStatus): boolean {
  return ASSISTANCE_TRANSITIONS[from].includes(to);
}

/**
 * A time of day `HH:MM`, 24 hours: the rule of {@link minutesOfTime} and of the API's visit window (its
 * source is the `pattern` of the OpenAPI document).
 */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of a `HH:MM` time, or null. */
export function minutesOfTime(value: string): number | null {
  return TIME_OF_DAY.test(value) ? Number(value.slice(0, 2)) * 60 + Number(value.slice(3)) : null;
}

/** What staff send to change a request's status. */
export interface AssistanceStatusChange {
  readonly status: AssistanceStatus;
  /** Required for 'Improcedente': why the request is not covered. */
  readonly reason?: string | null;
  /** Required for 'Visita agendada': the day (ISO) and the window `HH:MM`–`HH:MM`. */
  readonly visitDate?: string | null;
  readonly visitStart?: string | null;
  readonly visitEnd?: string | null;
}

/** Why a change is refused: the field it concerns (null for the change itself) and the Portuguese text. */
export interface AssistanceChangeProblem {
  readonly field: 'status' | 'reason' | 'visit_date' | 'visit_start' | 'visit_end';
  readonly message: string;
}

/**
 * The problems of the fields of a change (product rule §9): 'Improcedente' needs a reason of 3 to 1000
 * characters; 'Visita agendada' a date from `today` (São Paulo, ISO) up to a year ahead and a window
 * between 06:00 and 22:00 whose start comes before its end. Does not look at the current status
 * (see {@link canChangeAssistanceStatus}). Empty when the change can be made.
 */
export function assistanceChangeProblems(
  change: AssistanceStatusChange,
  today: string,
): AssistanceChangeProblem[] {
  const problems: AssistanceChangeProblem[] = [];
  if (change.status === 'rejected') {
    const reason = change.reason?.trim() ?? '';
    if (reason.length < ASSISTANCE_LIMITS.reason.min || reason.length > ASSISTANCE_LIMITS.reason.max) {
      problems.push({ field: 'reason', message: ASSISTANCE_MESSAGES.reasonRequired });
    }
  }
  if (change.status === 'visit_scheduled') {
    const date = change.visitDate ?? '';
    if (!parseIsoDate(date) || date.length !== 10 || date < today || date > addYears(today, 1)) {
      problems.push({ field: 'visit_date', message: ASSISTANCE_MESSAGES.visitDate });
    }
    const start = minutesOfTime(change.visitStart ?? '');
    const end = minutesOfTime(change.visitEnd ?? '');
    if (start === null || start < VISIT_DAY.first || start >= VISIT_DAY.last) {
      problems.push({ field: 'visit_start', message: ASSISTANCE_MESSAGES.visitWindow });
    } else if (end === null || end <= start || end > VISIT_DAY.last) {
      problems.push({ field: 'visit_end', message: ASSISTANCE_MESSAGES.visitWindow });
    }
  }
  return problems;
}

/** The hours a visit may take place: 06:00 to 22:00, in minutes since midnight. */
export const VISIT_DAY = { first: 6 * 60, last: 22 * 60 } as const;
