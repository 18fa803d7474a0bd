import type { ImportDocument } from '@portal/api';
import { MAX_DOCUMENT_BYTES } from '@portal/domain';
import { AppError } from '../../../app-error';
import type { AppContext } from '../../../context';
import { type OutboundPolicy, OutboundTooLargeError, safeFetch } from '../../../security/safe-fetch';
import { publishImportedDocument, removeDocument } from '../../documents/service';

/** The whole download of a document's link, redirects included. */
export const DOCUMENT_FETCH_TIMEOUT_MS = 20_000;

/** What became of an imported document. */
export type ImportDocumentOutcome = Awaited<ReturnType<typeof publishImportedDocument>>;

/** TESTS ONLY (decision 058): loopback ports the link may name; never built from configuration. */
export interface DocumentFetchTestOnly {
  readonly loopbackPorts: readonly number[];
}

/**
 * Downloads a document's PDF from the link the ERP gave, by the outbound rules of decision 058: https to
 * a host of `IMPORT_DOCUMENT_HOSTS` at a public address, at most 3 redirects, 20 s in all, cut past
 * 20 MB (413 DOCUMENT-PDF-413). Any other failure — refused, unreachable, slow, not a 200 — is 422
 * DOCUMENT-FETCH-422; the bytes are judged as a PDF afterwards like an upload's.
 */
export async function fetchDocumentBytes(
  ctx: Pick<AppContext, 'config' | 'logger'>,
  url: string,
  testOnly?: DocumentFetchTestOnly,
): Promise<Uint8Array> {
  const policy: OutboundPolicy = {
    allowedHosts: ctx.config.importDocumentHosts,
    maxBytes: MAX_DOCUMENT_BYTES,
    timeoutMs: DOCUMENT_FETCH_TIMEOUT_MS,
    ...(testOnly ? { testOnly } : {}),
  };
  try {
    const answer = await safeFetch(url, policy);
    if (answer.status !== 200) throw new Error(`status ${answer.status}`);
    return answer.bytes;
  } catch (error) {
    if (error instanceof OutboundTooLargeError) throw new AppError(413, 'DOCUMENT-PDF-413');
    // The host only: a signed link's query may carry the ERP's credentials.
    ctx.logger.warn('document import: link not fetched', {
      host: hostOf(url),
      reason: error instanceof Error ? error.message : String(error),
    });
    throw new AppError(422, 'DOCUMENT-FETCH-422');
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(inválida)';
  }
}

/** The bytes of an imported document: decoded from base64, or downloaded from its link. */
async function sourceBytes(
  ctx: AppContext,
  body: ImportDocument,
  testOnly: DocumentFetchTestOnly | undefined,
): Promise<Uint8Array> {
  if (body.content_base64 !== undefined) return new Uint8Array(Buffer.from(body.content_base64, 'base64'));
  if (body.url !== undefined) return fetchDocumentBytes(ctx, body.url, testOnly);
  throw new AppError(400, 'REQUEST-400');
}

/**
 * Publishes or replaces one document sent through the import API (product rule §9, "Documents"), keyed
 * by its `external_id`, on the contract or the enterprise the ERP names by theirs.
 */
export async function importDocument(
  ctx: AppContext,
  body: ImportDocument,
  testOnly?: DocumentFetchTestOnly,
): Promise<ImportDocumentOutcome> {
  const side = body.contract_external_id !== undefined ? 'contract' : 'enterprise';
  const ownerExternalId = (body.contract_external_id ?? body.enterprise_external_id) as string;
  const bytes = await sourceBytes(ctx, body, testOnly);
  return publishImportedDocument(ctx, {
    externalId: body.external_id,
    side,
    ownerExternalId,
    kind: body.kind,
    title: body.title,
    bytes,
  });
}

/** Removes the document the ERP sent under `externalId`; 404 DOCUMENT-404 when there is none. */
export function removeImportedDocument(ctx: AppContext, externalId: string): Promise<void> {
  return removeDocument(ctx, { externalId });
}
