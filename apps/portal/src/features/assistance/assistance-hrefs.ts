import { paths } from '../../config/paths';

/**
 * The links of 'Assistência técnica' that carry a request (product rule §9), built from `paths`; apart
 * from paths.ts, which the login page's first script carries (decision 038).
 */

/** `/assistencia-tecnica/{id}`: one request of the customer. */
export function assistanceRequestHref(id: number): string {
  return paths.assistanceRequest.replace(':requestId', String(id));
}

/** `/solicitacoes-assistencia/{id}`: one request opened by the staff. */
export function assistanceQueueRequestHref(id: number): string {
  return paths.assistanceQueueRequest.replace(':requestId', String(id));
}

/** The id of a request in the path: digits only, within a PostgreSQL integer; 0 for anything else. */
export function requestIdParam(raw: string | undefined): number {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 0;
}
