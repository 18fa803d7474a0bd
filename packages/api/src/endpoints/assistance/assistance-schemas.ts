import {
  ASSISTANCE_LIMITS,
  ASSISTANCE_MESSAGES,
  ASSISTANCE_RATING,
  ASSISTANCE_STATUSES,
  MAX_ASSISTANCE_PHOTOS_PER_UPLOAD,
  PREFERRED_PERIODS,
  WARRANTY_SYSTEM_KEY,
  WARRANTY_UNITS,
} from '@portal/domain';
import * as z from 'zod/mini';
import { described, idParam, isoDate, isoDateTime } from '../../schemas/primitives';

/** Text a person writes, trimmed, `min` to `max` characters, refused with a Portuguese `message`. */
export const writtenText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(min, { error: message }), z.maxLength(max, { error: message }));

/** A key of the warranty table (the company's table decides which exist; the server checks). */
export const systemKey = () =>
  described(
    z
      .string({ error: ASSISTANCE_MESSAGES.systemUnknown })
      .check(z.regex(WARRANTY_SYSTEM_KEY, { error: ASSISTANCE_MESSAGES.systemUnknown })),
    'A key of the warranty table (`GET /api/v1/assistance/warranty`), e.g. `waterproofing`.',
  );

/** The status of a request (product rule §9). */
export const assistanceStatus = () =>
  described(
    z.enum(ASSISTANCE_STATUSES, { error: ASSISTANCE_MESSAGES.statusUnknown }),
    "`open` 'Aberta', `analysis` 'Em análise', `visit_scheduled` 'Visita agendada', `in_progress` " +
      "'Em execução', `done` 'Concluída', `rejected` 'Improcedente'.",
  );

/** A time of day `HH:MM` (24 hours). */
export const timeOfDay = () =>
  described(
    z
      .string({ error: ASSISTANCE_MESSAGES.visitWindow })
      .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: ASSISTANCE_MESSAGES.visitWindow })),
    'Time of day `HH:MM`, 24 hours (São Paulo).',
  );

/**
 * The photo parts of an upload: 0 to 10 files. The server judges them by their bytes (png, jpeg or webp;
 * at most 15 MB each), not by their declared type, which phones do not always send right.
 */
export const photoParts = () =>
  z.optional(
    described(
      z
        .array(z.file({ error: ASSISTANCE_MESSAGES.photoPart }))
        .check(z.maxLength(MAX_ASSISTANCE_PHOTOS_PER_UPLOAD, { error: ASSISTANCE_MESSAGES.tooManyPhotos })),
      'One `files` part per photo (png, jpeg or webp), at most 10. Re-encoded, metadata (EXIF location) removed.',
    ),
  );

/** One row of the warranty table. */
export const WarrantySystemSchema = z.lazy(() =>
  z.object({
    key: z.string(),
    label: described(z.string(), "What the customer reads, e.g. 'Impermeabilização'."),
    unit: z.enum(WARRANTY_UNITS),
    count: described(z.int(), 'The period: `count` days, months or years after the handover of the keys.'),
  }),
);

/** One row of the warranty table. */
export type WarrantySystemRow = z.output<typeof WarrantySystemSchema>;

/** The company's warranty table (product rule §9). */
export const WarrantyTableSchema = z.lazy(() =>
  described(
    z.object({
      systems: z.array(WarrantySystemSchema),
      source: described(
        z.enum(['default', 'company']),
        "`default`: the product's table (NBR 17170 practice); `company`: the company's own, from its configuration.",
      ),
    }),
    'The warranty table: each system and its period from the handover of the keys.',
  ),
);

/** The warranty table. */
export type WarrantyTable = z.output<typeof WarrantyTableSchema>;

/** Whether one system of a unit is within its warranty today. */
export const SystemWarrantySchema = z.lazy(() =>
  z.object({
    system: z.string(),
    within: described(z.boolean(), 'Today (São Paulo) is on or before `until`.'),
    until: described(isoDate(), 'The last day of the warranty, inclusive.'),
  }),
);

/** A unit of the caller whose keys were handed over, with its warranty today, system by system. */
export const DeliveredUnitSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    enterprise_id: z.int(),
    enterprise_name: z.string(),
    contract_document: z.string(),
    handover_date: isoDate(),
    warranty: z.array(SystemWarrantySchema),
  }),
);

/** A delivered unit. */
export type DeliveredUnit = z.output<typeof DeliveredUnitSchema>;

/** A photo of a request or of a message: a short-lived signed link to the re-encoded image. */
export const AssistancePhotoSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    url: described(z.string().check(z.minLength(1)), 'Short-lived signed link to the image (GET /files/…).'),
    content_type: z.string(),
  }),
);

/** A photo. */
export type AssistancePhoto = z.output<typeof AssistancePhotoSchema>;

/** A scheduled visit: its day and window. */
export const AssistanceVisitSchema = z.lazy(() =>
  z.object({ date: isoDate(), start: timeOfDay(), end: timeOfDay() }),
);

/** A scheduled visit. */
export type AssistanceVisit = z.output<typeof AssistanceVisitSchema>;

/** The customer's rating of a concluded request. */
export const AssistanceRatingSchema = z.lazy(() =>
  z.object({
    score: z.int().check(z.gte(ASSISTANCE_RATING.min), z.lte(ASSISTANCE_RATING.max)),
    comment: z.string(),
    created_at: isoDateTime(),
  }),
);

/** A rating. */
export type AssistanceRating = z.output<typeof AssistanceRatingSchema>;

/** The fields of a request every list shows. */
const summaryFields = () => ({
  id: z.int(),
  number: described(z.string(), 'What people read and quote: `AT-` and the id padded to six digits.'),
  unit_id: z.int(),
  unit_name: z.string(),
  enterprise_id: z.int(),
  enterprise_name: z.string(),
  system: z.string(),
  system_label: described(z.string(), 'The system as the table named it when the request was made.'),
  location: z.string(),
  status: assistanceStatus(),
  within_warranty: described(
    z.boolean(),
    'Whether the system was within its warranty the day the request was made (fixed then).',
  ),
  warranty_until: isoDate(),
  visit: described(
    z.nullable(AssistanceVisitSchema),
    "The visit, while 'Visita agendada' or after; else null.",
  ),
  rating: z.nullable(AssistanceRatingSchema),
  created_at: isoDateTime(),
  updated_at: described(isoDateTime(), 'The last status change or message.'),
});

/** A request as the customer's list shows it. */
export const AssistanceSummarySchema = z.lazy(() => z.object(summaryFields()));

/** A request in a list. */
export type AssistanceSummary = z.output<typeof AssistanceSummarySchema>;

/** Who wrote or acted: the customer or someone of the staff (named). */
export const AssistanceActorSchema = z.lazy(() =>
  z.object({
    role: z.enum(['customer', 'staff']),
    name: described(z.string(), "The customer's name, or the staff member's."),
  }),
);

/** Who wrote or acted. */
export type AssistanceActor = z.output<typeof AssistanceActorSchema>;

/** One entry of a request's history: its opening, each status change, its rating. */
export const AssistanceEventSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    kind: z.enum(['created', 'status', 'rated']),
    status: described(assistanceStatus(), 'The status from this entry on.'),
    reason: described(z.nullable(z.string()), "Why 'Improcedente'; null otherwise."),
    visit: z.nullable(AssistanceVisitSchema),
    note: described(z.nullable(z.string()), 'What the staff added for the customer; null when nothing.'),
    actor: AssistanceActorSchema,
    created_at: isoDateTime(),
  }),
);

/** One history entry. */
export type AssistanceEvent = z.output<typeof AssistanceEventSchema>;

/** One message of the conversation, with its photos. */
export const AssistanceMessageSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    author: AssistanceActorSchema,
    text: z.string(),
    photos: z.array(AssistancePhotoSchema),
    created_at: isoDateTime(),
  }),
);

/** One message. */
export type AssistanceMessage = z.output<typeof AssistanceMessageSchema>;

/** The fields of one request opened: the list's, the description, its photos, history and messages. */
const detailFields = () => ({
  ...summaryFields(),
  description: z.string(),
  preferred_period: z.enum(PREFERRED_PERIODS),
  photos: described(z.array(AssistancePhotoSchema), 'The photos sent with the request.'),
  history: described(z.array(AssistanceEventSchema), 'Oldest first.'),
  messages: described(z.array(AssistanceMessageSchema), 'Oldest first.'),
  can_rate: described(z.boolean(), "'Concluída' and not rated yet: the customer is asked to rate."),
});

/** One request as its customer opens it. */
export const AssistanceDetailSchema = z.lazy(() =>
  described(z.object(detailFields()), 'A request of technical assistance.'),
);

/** One request opened. */
export type AssistanceDetail = z.output<typeof AssistanceDetailSchema>;

/** The customer of a request as the staff see it. */
const customerFields = () => ({
  customer_id: z.int(),
  customer_name: z.string(),
  customer_email: z.string(),
});

/** One request as the staff open it: the customer's view plus who the customer is. */
export const StaffAssistanceDetailSchema = z.lazy(() =>
  described(
    z.object({ ...detailFields(), ...customerFields() }),
    'A request of technical assistance, for the staff.',
  ),
);

/** One request opened by the staff. */
export type StaffAssistanceDetail = z.output<typeof StaffAssistanceDetailSchema>;

/** One request of the staff's queue. */
export const AssistanceQueueItemSchema = z.lazy(() =>
  z.object({
    ...summaryFields(),
    ...customerFields(),
    preferred_period: z.enum(PREFERRED_PERIODS),
    age_days: described(z.int(), 'Whole days since the request was made (São Paulo days).'),
  }),
);

/** One request of the queue. */
export type AssistanceQueueItem = z.output<typeof AssistanceQueueItemSchema>;

/** How many requests have each status (every status present, 0 included). */
export const statusCounts = () => {
  const count = () => z.int().check(z.gte(0));
  return z.object({
    open: count(),
    analysis: count(),
    visit_scheduled: count(),
    in_progress: count(),
    done: count(),
    rejected: count(),
  });
};

/** What a customer sends to open a request (multipart; `files` are the photos). */
export const CreateAssistanceBodySchema = z.lazy(() =>
  z.object({
    unit_id: idParam(),
    system: systemKey(),
    location: described(
      writtenText(
        ASSISTANCE_LIMITS.location.min,
        ASSISTANCE_LIMITS.location.max,
        ASSISTANCE_MESSAGES.locationLength,
      ),
      "Where in the unit, e.g. 'Banheiro da suíte'.",
    ),
    description: writtenText(
      ASSISTANCE_LIMITS.description.min,
      ASSISTANCE_LIMITS.description.max,
      ASSISTANCE_MESSAGES.descriptionLength,
    ),
    preferred_period: z.enum(PREFERRED_PERIODS, { error: ASSISTANCE_MESSAGES.preferredPeriod }),
    files: photoParts(),
  }),
);

/** The fields of a new request. */
export type CreateAssistanceBody = z.input<typeof CreateAssistanceBodySchema>;

/** A message (multipart; `files` are its photos). */
export const AssistanceMessageBodySchema = z.lazy(() =>
  z.object({
    text: writtenText(
      ASSISTANCE_LIMITS.message.min,
      ASSISTANCE_LIMITS.message.max,
      ASSISTANCE_MESSAGES.messageLength,
    ),
    files: photoParts(),
  }),
);

/** The fields of a message. */
export type AssistanceMessageBody = z.input<typeof AssistanceMessageBodySchema>;

/** The customer's rating: a score of 1 to 5 and an optional comment. */
export const AssistanceRatingBodySchema = z.lazy(() =>
  z.object({
    score: z
      .int({ error: ASSISTANCE_MESSAGES.ratingScore })
      .check(
        z.gte(ASSISTANCE_RATING.min, { error: ASSISTANCE_MESSAGES.ratingScore }),
        z.lte(ASSISTANCE_RATING.max, { error: ASSISTANCE_MESSAGES.ratingScore }),
      ),
    comment: z.optional(
      writtenText(0, ASSISTANCE_LIMITS.ratingComment.max, ASSISTANCE_MESSAGES.ratingComment),
    ),
  }),
);

/** The fields of a rating. */
export type AssistanceRatingBody = z.input<typeof AssistanceRatingBodySchema>;

/**
 * What the staff send to change a request's status. 'Improcedente' needs `reason`; 'Visita agendada'
 * `visit_date` (today to a year ahead) and `visit_start` before `visit_end` (06:00–22:00); the server
 * also checks the status may follow the current one (product rule §9).
 */
export const AssistanceStatusBodySchema = z.lazy(() =>
  z.object({
    status: assistanceStatus(),
    reason: z.optional(writtenText(0, ASSISTANCE_LIMITS.reason.max, ASSISTANCE_MESSAGES.reasonRequired)),
    visit_date: z.optional(
      z
        .string({ error: ASSISTANCE_MESSAGES.visitDate })
        .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: ASSISTANCE_MESSAGES.visitDate })),
    ),
    visit_start: z.optional(timeOfDay()),
    visit_end: z.optional(timeOfDay()),
    note: z.optional(
      described(
        writtenText(0, ASSISTANCE_LIMITS.note.max, ASSISTANCE_MESSAGES.noteLength),
        'A word for the customer, kept in the history and sent in the e-mail.',
      ),
    ),
  }),
);

/** The fields of a status change. */
export type AssistanceStatusBody = z.input<typeof AssistanceStatusBodySchema>;
