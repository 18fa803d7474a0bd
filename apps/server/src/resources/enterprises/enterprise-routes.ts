import {
  attachmentsEndpoint,
  defaultImageEndpoint,
  deleteAttachmentsEndpoint,
  enterprisesEndpoint,
  messageBody,
  timelineEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import { type CachedRead, cachedAnswer } from '../../cache/cached-answer';
import { type Dependency, scopeOfCustomer, scopeOfEnterprise } from '../../cache/change-feed';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { registerEndpoint } from '../../http/register-endpoint';
import type { Caller } from '../../security/caller';
import type { DocumentsKit } from '../../storage/documents-kit';
import { enterpriseScope } from './enterprise-access';
import { defaultImage, listEnterprises, timeline } from './enterprise-reads';
import { registerPhotoUpload } from './photo-upload-route';
import { deletePhotos, listPhotos } from './photos';

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
