import type { AssistanceStatus, PreferredPeriod } from '@portal/domain';

/**
 * What the screens of 'Assistência técnica' (product rule §9) draw, field for field as the API sends
 * it, so the portal hands its answers over unchanged.
 */

/** A scheduled visit: the day (ISO) and its window `HH:MM`–`HH:MM`. */
export interface AssistanceVisitView {
  readonly date: string;
  readonly start: string;
  readonly end: string;
}

/** A photo of a request or of a message: a short-lived link to the image. */
export interface AssistancePhotoView {
  readonly id: number;
  readonly url: string;
}

/** The customer's rating of a concluded request. */
export interface AssistanceRatingView {
  readonly score: number;
  readonly comment: string;
  readonly created_at: string;
}

/** A request as a list shows it. */
export interface AssistanceSummaryView {
  readonly id: number;
  /** 'AT-000123'. */
  readonly number: string;
  readonly unit_name: string;
  readonly enterprise_name: string;
  readonly system_label: string;
  readonly location: string;
  readonly status: AssistanceStatus;
  /** Whether the system was within its warranty the day the request was made. */
  readonly within_warranty: boolean;
  readonly warranty_until: string;
  readonly visit: AssistanceVisitView | null;
  readonly rating: AssistanceRatingView | null;
  readonly created_at: string;
  readonly updated_at: string;
}

/** Who wrote or acted. */
export interface AssistanceActorView {
  readonly role: 'customer' | 'staff';
  readonly name: string;
}

/** One entry of the history: the opening, a status change, the rating. */
export interface AssistanceEventView {
  readonly id: number;
  readonly kind: 'created' | 'status' | 'rated';
  readonly status: AssistanceStatus;
  readonly reason: string | null;
  readonly visit: AssistanceVisitView | null;
  readonly note: string | null;
  readonly actor: AssistanceActorView;
  readonly created_at: string;
}

/** One message of the conversation, with its photos. */
export interface AssistanceMessageView {
  readonly id: number;
  readonly author: AssistanceActorView;
  readonly text: string;
  readonly photos: readonly AssistancePhotoView[];
  readonly created_at: string;
}

/** One request opened: the list's fields, the description, photos, history and conversation. */
export interface AssistanceDetailView extends AssistanceSummaryView {
  readonly description: string;
  readonly preferred_period: PreferredPeriod;
  readonly photos: readonly AssistancePhotoView[];
  readonly history: readonly AssistanceEventView[];
  readonly messages: readonly AssistanceMessageView[];
  /** 'Concluída' and not rated yet. */
  readonly can_rate: boolean;
}

/** One request as the staff open it: who the customer is, too. */
export interface StaffAssistanceDetailView extends AssistanceDetailView {
  readonly customer_name: string;
  readonly customer_email: string;
}

/** One request of the staff's queue. */
export interface AssistanceQueueRow extends AssistanceSummaryView {
  readonly customer_name: string;
  readonly customer_email: string;
  readonly preferred_period: PreferredPeriod;
  /** Whole days since the request was made. */
  readonly age_days: number;
}

/** Whether one system of a unit is within its warranty today, and until when. */
export interface SystemWarrantyView {
  readonly system: string;
  readonly within: boolean;
  readonly until: string;
}

/** A delivered unit of the customer, with its warranty system by system. */
export interface DeliveredUnitView {
  readonly id: number;
  readonly name: string;
  readonly enterprise_name: string;
  readonly handover_date: string;
  readonly warranty: readonly SystemWarrantyView[];
}

/** A system of the warranty table: its key and its name. */
export interface WarrantySystemOption {
  readonly key: string;
  readonly label: string;
}

/** Requests by status, every status present. */
export type AssistanceStatusCounts = Readonly<Record<AssistanceStatus, number>>;

/** Bytes of an upload sent so far; `total` is unknown for some bodies. */
export interface UploadProgressView {
  readonly loaded: number;
  readonly total: number | undefined;
}

/** A message the customer or the staff send, with its photos. */
export interface AssistanceMessageInput {
  readonly text: string;
  readonly photos: readonly File[];
}

/** The outcome of the last action on a page: done, or the server's refusal. */
export interface AssistanceNotice {
  readonly tone: 'success' | 'danger';
  readonly text: string;
}
