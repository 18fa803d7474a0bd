import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, idParam, isoDate } from '../../schemas/primitives';

/** A stage percentage as the spec sends it: a number 0–100 written as text ("45", "100"). */
const percentText = () =>
  described(
    z.string().check(z.regex(/^(100(\.0+)?|\d{1,2}(\.\d+)?)$/)),
    'Percentage 0–100 as text (spec: numbers as text, parsed to integers by the portal).',
  );

/**
 * Construction progress of an enterprise (spec section 3; `fundation`/`instalation` as spelled there),
 * with what the status screen's year filter needs: the enterprise's `creation` date (which a customer's
 * link does not carry) and the `photo_years` that have construction photos. Both are optional on the
 * wire, so the client still reads the original backend's answer (then only the current year is offered).
 */
export const TimelineSchema = z.lazy(() =>
  z.object({
    name: z.string(),
    creation: z.optional(
      described(isoDate(), 'Creation date of the enterprise: the year filter starts there.'),
    ),
    photo_years: z.optional(
      described(
        z.array(z.int().check(z.gte(1000), z.lte(9999))),
        'Years that have construction photos, oldest first: each one is offered by the year filter.',
      ),
    ),
    delivery_date: z.optional(
      z.nullable(described(isoDate(), 'Expected delivery ("Previsão de entrega"); null when unknown.')),
    ),
    fundation_percent: percentText(),
    structure_percent: percentText(),
    masonry_percent: percentText(),
    instalation_percent: percentText(),
    finish_percent: percentText(),
  }),
);

/** Construction progress. */
export type Timeline = z.output<typeof TimelineSchema>;

/** Reads the five-stage construction progress of an enterprise. */
export const timelineEndpoint = defineEndpoint({
  id: 'timeline',
  method: 'GET',
  path: '/api/v1/enterprise/timeline',
  summary: 'Read the construction progress of an enterprise.',
  tag: 'enterprises',
  auth: 'user',
  query: z.lazy(() => z.object({ enterprise_id: idParam() })),
  response: TimelineSchema,
  errors: ['NOT-FOUND-404'],
});

/** Calls `GET /api/v1/enterprise/timeline`. */
export function getTimeline(
  client: ApiClient,
  query: z.input<typeof timelineEndpoint.query>,
  options?: CallOptions,
): Promise<Timeline> {
  return client.call(timelineEndpoint, { query }, options);
}
