import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, idParam } from '../../schemas/primitives';

/** A stage percentage as the spec sends it: a number 0–100 written as text ("45", "100"). */
const percentText = () =>
  described(
    z.string().check(z.regex(/^(100(\.0+)?|\d{1,2}(\.\d+)?)$/)),
    'Percentage 0–100 as text (spec: numbers as text, parsed to integers by the portal).',
  );

/** Construction progress of an enterprise (spec section 3; `fundation`/`instalation` as spelled there). */
export const TimelineSchema = z.object({
  name: z.string(),
  fundation_percent: percentText(),
  structure_percent: percentText(),
  masonry_percent: percentText(),
  instalation_percent: percentText(),
  finish_percent: percentText(),
});

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
  query: z.object({ enterprise_id: idParam() }),
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
