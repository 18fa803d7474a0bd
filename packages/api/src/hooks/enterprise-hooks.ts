import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import type { Attachment, AttachmentsQuery } from '../endpoints/enterprises/attachments';
import { attachmentsEndpoint } from '../endpoints/enterprises/attachments';
import { type Timeline, timelineEndpoint } from '../endpoints/enterprises/timeline';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

// The construction's reads (photos, progress), one hook each. A module of their own, not in
// read-hooks.ts, whose finance hooks the statement pages load: the hooks bring their endpoints' schemas
// with them (decision 078).

/** `GET /api/v1/enterprise/attachments` — the construction photos. */
export function useAttachments(
  query: AttachmentsQuery | null,
  config?: ApiQueryConfig<typeof attachmentsEndpoint>,
): SWRResponse<Attachment[], ApiError> {
  return useApiQuery(attachmentsEndpoint, query && { query }, config);
}

/** `GET /api/v1/enterprise/timeline` — construction progress. */
export function useTimeline(
  enterpriseId: number | null,
  config?: ApiQueryConfig<typeof timelineEndpoint>,
): SWRResponse<Timeline, ApiError> {
  const input = enterpriseId === null ? null : { query: { enterprise_id: enterpriseId } };
  return useApiQuery(timelineEndpoint, input, config);
}
