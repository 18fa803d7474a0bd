import type {
  AssistanceDetail,
  AssistanceEvent,
  AssistanceMessage,
  AssistancePhoto,
  AssistanceQueueItem,
  AssistanceSummary,
  StaffAssistanceDetail,
} from '@portal/api';
import type { AssistanceStatus } from '@portal/domain';

/**
 * The answers of 'Assistência técnica' (product rule §9) from plain rows: no database, no HTTP. The
 * photos arrive with their signed links already made.
 */

/** What people read and quote: `AT-` and the id padded to six digits. */
export function assistanceNumber(id: number): string {
  return `AT-${String(id).padStart(6, '0')}`;
}

/** A request's row as the model reads it. */
export interface RequestFacts {
  readonly id: number;
  readonly customerId: number;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly unitId: number;
  readonly unitName: string;
  readonly enterpriseId: number;
  readonly enterpriseName: string;
  readonly system: string;
  readonly systemLabel: string;
  readonly location: string;
  readonly description: string;
  readonly preferredPeriod: AssistanceDetail['preferred_period'];
  readonly status: AssistanceStatus;
  readonly withinWarranty: boolean;
  readonly warrantyUntil: string;
  readonly visitDate: string | null;
  readonly visitStart: string | null;
  readonly visitEnd: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly ratingScore: number | null;
  readonly ratingComment: string | null;
  readonly ratedAt: Date | null;
  /** Whole São Paulo days from the day it was made to `today`. */
  readonly ageDays: number;
}

/** A history entry's row. */
export interface EventFacts {
  readonly id: number;
  readonly kind: AssistanceEvent['kind'];
  readonly status: AssistanceStatus;
  readonly reason: string | null;
  readonly visitDate: string | null;
  readonly visitStart: string | null;
  readonly visitEnd: string | null;
  readonly note: string | null;
  readonly actorRole: 'customer' | 'staff';
  readonly actorName: string;
  readonly createdAt: Date;
}

/** A message's row. */
export interface MessageFacts {
  readonly id: number;
  readonly authorRole: 'customer' | 'staff';
  readonly authorName: string;
  readonly text: string;
  readonly createdAt: Date;
}

/** A photo with its link, and the message it belongs to (null: the request's own). */
export interface LinkedPhoto extends AssistancePhoto {
  readonly messageId: number | null;
}

function visitOf(date: string | null, start: string | null, end: string | null) {
  return date && start && end ? { date, start, end } : null;
}

/** The list's view of a request. */
export function summaryOf(row: RequestFacts): AssistanceSummary {
  return {
    id: row.id,
    number: assistanceNumber(row.id),
    unit_id: row.unitId,
    unit_name: row.unitName,
    enterprise_id: row.enterpriseId,
    enterprise_name: row.enterpriseName,
    system: row.system,
    system_label: row.systemLabel,
    location: row.location,
    status: row.status,
    within_warranty: row.withinWarranty,
    warranty_until: row.warrantyUntil,
    visit: visitOf(row.visitDate, row.visitStart, row.visitEnd),
    rating:
      row.ratingScore !== null && row.ratedAt
        ? { score: row.ratingScore, comment: row.ratingComment ?? '', created_at: row.ratedAt.toISOString() }
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const photo = ({ id, url, content_type }: LinkedPhoto): AssistancePhoto => ({ id, url, content_type });

/** One request opened by its customer: photos, history and messages, oldest first. */
export function detailOf(
  row: RequestFacts,
  events: readonly EventFacts[],
  messages: readonly MessageFacts[],
  photos: readonly LinkedPhoto[],
): AssistanceDetail {
  const history: AssistanceEvent[] = events.map((event) => ({
    id: event.id,
    kind: event.kind,
    status: event.status,
    reason: event.reason,
    visit: visitOf(event.visitDate, event.visitStart, event.visitEnd),
    note: event.note,
    actor: { role: event.actorRole, name: event.actorName },
    created_at: event.createdAt.toISOString(),
  }));
  const conversation: AssistanceMessage[] = messages.map((message) => ({
    id: message.id,
    author: { role: message.authorRole, name: message.authorName },
    text: message.text,
    photos: photos.filter((p) => p.messageId === message.id).map(photo),
    created_at: message.createdAt.toISOString(),
  }));
  return {
    ...summaryOf(row),
    description: row.description,
    preferred_period: row.preferredPeriod,
    photos: photos.filter((p) => p.messageId === null).map(photo),
    history,
    messages: conversation,
    can_rate: row.status === 'done' && row.ratingScore === null,
  };
}

/** One request opened by the staff: the customer's view and who the customer is. */
export function staffDetailOf(
  row: RequestFacts,
  events: readonly EventFacts[],
  messages: readonly MessageFacts[],
  photos: readonly LinkedPhoto[],
): StaffAssistanceDetail {
  return {
    ...detailOf(row, events, messages, photos),
    customer_id: row.customerId,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
  };
}

/** One line of the staff's queue. */
export function queueItemOf(row: RequestFacts): AssistanceQueueItem {
  return {
    ...summaryOf(row),
    customer_id: row.customerId,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    preferred_period: row.preferredPeriod,
    age_days: Math.max(0, row.ageDays),
  };
}

/** Every status counted, 0 included. */
export function statusCountsOf(
  rows: readonly { status: AssistanceStatus; n: number }[],
): Record<AssistanceStatus, number> {
  const counts: Record<AssistanceStatus, number> = {
    open: 0,
    analysis: 0,
    visit_scheduled: 0,
    in_progress: 0,
    done: 0,
    rejected: 0,
  };
  for (const row of rows) counts[row.status] += row.n;
  return counts;
}

/** Days with one decimal (a report's median, a mean rating), or null. */
export function oneDecimal(value: number | null): number | null {
  return value === null || !Number.isFinite(value) ? null : Math.round(value * 10) / 10;
}
