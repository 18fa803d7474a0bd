import {
  importDocumentEndpoint,
  MAX_DOCUMENT_IMPORT_BYTES,
  removeImportedDocumentEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import { rateLimited } from '../../../app-error';
import type { AppContext } from '../../../context';
import type { AppEnv } from '../../../http/app-env';
import { registerEndpoint } from '../../../http/register-endpoint';
import { type RatePolicy, takeAttempt } from '../../../security/rate-limiter';
import type { KeyCaller } from '../keys/service';
import { importDocument, removeImportedDocument } from './service';

/**
 * Documents one key may send or remove: 600 in 10 minutes, then growing delays — an ERP publishing a
 * whole enterprise's deeds stays below; a runaway loop is slowed before it fills the store.
 */
const DOCUMENT_IMPORT_POLICY: RatePolicy = {
  free: 600,
  windowSeconds: 10 * 60,
  baseDelaySeconds: 5,
  maxDelaySeconds: 10 * 60,
};

/**
 * The documents of the import API (product rule §9, "Documents"): `PUT /api/v1/import/documents` (the
 * PDF inline in base64 or by link, up to 20 MB) and its removal, for integration keys (decision 026).
 */
export function registerDocumentImportRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const guard = async (_c: unknown, key: KeyCaller) => {
    const decision = await takeAttempt(
      ctx.database,
      `import:documents:key:${key.id}`,
      DOCUMENT_IMPORT_POLICY,
      ctx.clock.now(),
    );
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
  };
  registerEndpoint(app, ctx, importDocumentEndpoint, ({ body }) => importDocument(ctx, body), {
    maxBodyBytes: MAX_DOCUMENT_IMPORT_BYTES,
    tooLargeCode: 'DOCUMENT-PDF-413',
    guard,
  });
  registerEndpoint(
    app,
    ctx,
    removeImportedDocumentEndpoint,
    async ({ params }) => {
      await removeImportedDocument(ctx, params.external_id);
      return undefined;
    },
    { guard },
  );
}
