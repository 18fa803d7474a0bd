/**
 * The bounds of what a customer and the staff write in 'Assistência técnica' (product rule §9), in
 * characters after trimming. The contract, the server and the form all read them from here.
 */
export const ASSISTANCE_LIMITS = {
  location: { min: 2, max: 120 },
  description: { min: 10, max: 4000 },
  message: { min: 1, max: 4000 },
  reason: { min: 3, max: 1000 },
  note: { min: 0, max: 1000 },
  ratingComment: { min: 0, max: 1000 },
} as const;

/** Most photos one upload may carry: the new request, or one message. */
export const MAX_ASSISTANCE_PHOTOS_PER_UPLOAD = 10;

/** Most photos one request may gather, its own and those of every message. */
export const MAX_ASSISTANCE_PHOTOS_PER_REQUEST = 60;

/** Largest photo accepted, in bytes (phone photos; re-encoded smaller by the server). */
export const MAX_ASSISTANCE_PHOTO_BYTES = 15 * 1024 * 1024;

/** The scores of a rating: 1 (worst) to 5 (best). */
export const ASSISTANCE_RATING = { min: 1, max: 5 } as const;

/**
 * When the customer would rather have the visit: `morning`, `afternoon` or `any` time (on working days).
 */
export const PREFERRED_PERIODS = ['morning', 'afternoon', 'any'] as const;

/** One period of {@link PREFERRED_PERIODS}. */
export type PreferredPeriod = (typeof PREFERRED_PERIODS)[number];

/** The name of each period on screen and in the staff queue. */
export const PREFERRED_PERIOD_LABELS: Readonly<Record<PreferredPeriod, string>> = {
  morning: 'Manhã (8h às 12h)',
  afternoon: 'Tarde (13h às 17h)',
  any: 'Qualquer horário',
};
