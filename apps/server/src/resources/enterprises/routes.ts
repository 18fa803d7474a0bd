import {
  attachmentsEndpoint,
  defaultImageEndpoint,
  deleteAttachmentsEndpoint,
  enterprisesEndpoint,
  MAX_IMAGES_PER_UPLOAD,
  messageBody,
  timelineEndpoint,
  uploadAttachmentsEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import * as z from 'zod';
import { type CachedRead, cachedAnswer } from '../../cache/cached-answer';
import { type Dependency, scopeOfCustomer, scopeOfEnterprise } from '../../cache/change-feed';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { errorAnswer } from '../../http/error-answer';
import { registerEndpoint } from '../../http/register-endpoint';
import type { Caller } from '../../security/caller';
import type { DocumentsKit } from '../../storage/documents-kit';
import { enterpriseScope } from './enterprise-access';
import { defaultImage, deletePhotos, listEnterprises, listPhotos, timeline, uploadPhotos } from './service';

/** Largest multipart upload: 20 photos of up to 25 MB each. */
export const MAX_UPLOAD_BYTES = MAX_IMAGES_PER_UPLOAD * 25 * 1024 * 1024;

const fields = z.object({
  enterprise_id: z.coerce.number().int().min(1).max(2_147_483_647),
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});

/**
 * `POST /api/v1/enterprise/attachments` (admin, multipart), through `registerEndpoint` (decision 065)
 * with its own body limit; the handler checks the form itself: files arrive as `files` or `files[0]`,
 * `files[1]`… (the observed portal's names) and their declared types are ignored, the bytes decide.
 */
function registerPhotoUpload(app: Hono<AppEnv>, ctx: AppContext, kit: DocumentsKit): void {
  registerEndpoint(
    app,
    ctx,
    uploadAttachmentsEndpoint,
    async ({ body }) => {
      const form = body instanceof FormData ? body : new FormData();
      const parsed = fields.safeParse(
        Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
      );
      const files = [...form.entries()]
        .filter(([name, v]) => /^files(\[\d+\])?$/.test(name) && typeof v !== 'string')
        .map(([, v]) => v as File);
      if (!parsed.success || files.length === 0 || files.length > MAX_IMAGES_PER_UPLOAD) {
        const issues = parsed.success
          ? [{ path: 'files', message: `de 1 a ${MAX_IMAGES_PER_UPLOAD} arquivos` }]
          : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        return errorAnswer(400, 'REQUEST-400', { issues });
      }
      const bytes = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
      await uploadPhotos(ctx, kit.store, { ...parsed.data, files: bytes });
      return messageBody('IMG-POST-201');
    },
    { maxBodyBytes: MAX_UPLOAD_BYTES, tooLargeCode: 'IMG-POST-400', bodyCheck: 'handler' },
  );
}

/**
 * What an enterprise read depends on (docs/decisions/027-read-caches-per-customer.md): for a customer,
 * who may see what — the units of their contracts (`finance:c<id>`); then any enterprise row for the
 * list, or one enterprise's row and photos (and the stored files behind them, announced topic-wide)
 * for the card image, progress and photos. An administrator sees every enterprise: no finance scope.
 */
function enterpriseRead(caller: Caller, read: string, params: unknown, enterpriseId?: number): CachedRead {
  const dependencies: Dependency[] =
    enterpriseId === undefined
      ? ['enterprises']
      : [`enterprises:${scopeOfEnterprise(enterpriseId)}`, `photos:${scopeOfEnterprise(enterpriseId)}`];
  if (caller.type !== 'admin') dependencies.push(`finance:${scopeOfCustomer(caller.customerId)}`);
  return { read, scope: enterpriseScope(caller), params, dependencies };
}

/**
 * Enterprises, their card image and progress, and the construction photos. The four reads go through
 * the responses cache (docs/decisions/012-read-caches.md): the images are read from disk and sent as
 * base64, the costliest answers a customer asks for.
 */
export function registerEnterpriseRoutes(app: Hono<AppEnv>, ctx: AppContext, kit: DocumentsKit): void {
  registerEndpoint(app, ctx, enterprisesEndpoint, ({ caller, query }) =>
    cachedAnswer(ctx, enterpriseRead(caller, enterprisesEndpoint.id, query), () =>
      listEnterprises(ctx, caller, query),
    ),
  );
  registerEndpoint(app, ctx, defaultImageEndpoint, ({ caller, params }) =>
    cachedAnswer(ctx, enterpriseRead(caller, defaultImageEndpoint.id, params, params.enterpriseId), () =>
      defaultImage(ctx, kit.store, caller, params.enterpriseId),
    ),
  );
  // The timeline names the years that have photos, so a photo added or removed renews it too.
  registerEndpoint(app, ctx, timelineEndpoint, ({ caller, query }) =>
    cachedAnswer(ctx, enterpriseRead(caller, timelineEndpoint.id, query, query.enterprise_id), () =>
      timeline(ctx, caller, query.enterprise_id),
    ),
  );
  registerEndpoint(app, ctx, attachmentsEndpoint, ({ caller, query }) =>
    cachedAnswer(ctx, enterpriseRead(caller, attachmentsEndpoint.id, query, query.enterprise_id), () =>
      listPhotos(ctx, kit.store, caller, query),
    ),
  );
  registerPhotoUpload(app, ctx, kit);
  registerEndpoint(app, ctx, deleteAttachmentsEndpoint, async ({ body }) => {
    await deletePhotos(ctx, kit.store, body.filenames);
    return messageBody('IMG-DELETE-200');
  });
}
