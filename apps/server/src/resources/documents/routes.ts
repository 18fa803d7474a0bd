import {
  documentDownloadReportEndpoint,
  documentLinkEndpoint,
  documentsVisitEndpoint,
  myDocumentsEndpoint,
  removeDocumentEndpoint,
  replaceDocumentEndpoint,
  staffDocumentsEndpoint,
  uploadDocumentEndpoint,
} from '@portal/api';
import { MAX_DOCUMENT_BYTES } from '@portal/domain';
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { registerEndpoint } from '../../http/register-endpoint';
import type { DocumentsKit } from '../../storage/documents-kit';
import {
  documentDownloadReport,
  listMyDocuments,
  listOwnerDocuments,
  markDocumentsVisited,
  openMyDocument,
  ownerOf,
  removeDocument,
  replaceDocument,
  uploadDocument,
} from './service';

/** An upload: the PDF and a few short fields, counted while it streams (decision 065). */
const UPLOAD = { maxBodyBytes: MAX_DOCUMENT_BYTES + 64 * 1024, tooLargeCode: 'DOCUMENT-PDF-413' } as const;

/**
 * 'Documentos' (product rule §9, "Documents"): the customer's page, visit mark and signed links, the
 * staff's list, upload, replacement and removal, and the download audit, all through `registerEndpoint`
 * (decision 065: the descriptor's auth refuses a customer on the staff calls with 403).
 */
export function registerDocumentRoutes(app: Hono<AppEnv>, ctx: AppContext, kit: DocumentsKit): void {
  registerEndpoint(app, ctx, myDocumentsEndpoint, ({ caller }) => listMyDocuments(ctx, caller));
  registerEndpoint(app, ctx, documentsVisitEndpoint, async ({ caller }) => {
    await markDocumentsVisited(ctx, caller);
    return undefined;
  });
  registerEndpoint(app, ctx, documentLinkEndpoint, ({ caller, params }) =>
    openMyDocument(ctx, kit, caller, params.id),
  );
  registerEndpoint(app, ctx, staffDocumentsEndpoint, ({ query }) =>
    listOwnerDocuments(ctx, kit, ownerOf(query)),
  );
  registerEndpoint(
    app,
    ctx,
    uploadDocumentEndpoint,
    ({ caller, body }) =>
      uploadDocument(ctx, kit, caller, {
        owner: ownerOf(body),
        kind: body.kind,
        title: body.title,
        file: body.file,
      }),
    UPLOAD,
  );
  registerEndpoint(
    app,
    ctx,
    replaceDocumentEndpoint,
    ({ caller, params, body }) =>
      replaceDocument(ctx, kit, caller, params.id, { file: body.file, title: body.title }),
    UPLOAD,
  );
  registerEndpoint(app, ctx, removeDocumentEndpoint, async ({ params }) => {
    await removeDocument(ctx, { id: params.id });
    return undefined;
  });
  registerEndpoint(app, ctx, documentDownloadReportEndpoint, ({ query }) =>
    documentDownloadReport(ctx, query),
  );
}
