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
import type { ChangeTopic } from '../../cache/change-feed';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { registerEndpoint } from '../../http/register-endpoint';
import type { Caller } from '../../security/caller';
import type { DocumentsKit } from '../../storage/documents-kit';
import { enterpriseScope } from './enterprise-access';
import { defaultImage, listEnterprises, timeline } from './enterprise-reads';
import { registerPhotoUpload } from './photo-upload-route';
import { deletePhotos, listPhotos } from './photos';

/** Enterprise rows, and who may see them (units of the caller's contracts). */
const ENTERPRISE_TOPICS: readonly ChangeTopic[] = ['finance'];
/** ...plus the stored files of the card image and the photos (whose bytes never change under a key). */
const IMAGE_TOPICS: readonly ChangeTopic[] = ['finance', 'photos'];

function enterpriseRead(
  caller: Caller,
  read: string,
  params: unknown,
  topics: readonly ChangeTopic[],
): CachedRead {
  return { read, scope: enterpriseScope(caller), params, topics };
}

/**
 * Enterprises, their card image and progress, and the construction photos. The four reads go through
 * the responses cache (docs/decisions/012-read-caches.md): the images are read from disk and sent as
 * base64, the costliest answers a customer asks for.
 */
export function registerEnterpriseRoutes(app: Hono<AppEnv>, ctx: AppContext, kit: DocumentsKit): void {
  registerEndpoint(app, ctx, enterprisesEndpoint, ({ caller, query }) =>
    cachedAnswer(ctx, enterpriseRead(caller, enterprisesEndpoint.id, query, ENTERPRISE_TOPICS), () =>
      listEnterprises(ctx, caller, query),
    ),
  );
  registerEndpoint(app, ctx, defaultImageEndpoint, ({ caller, params }) =>
    cachedAnswer(ctx, enterpriseRead(caller, defaultImageEndpoint.id, params, IMAGE_TOPICS), () =>
      defaultImage(ctx, kit.store, caller, params.enterpriseId),
    ),
  );
  // The timeline names the years that have photos, so a photo added or removed renews it too.
  registerEndpoint(app, ctx, timelineEndpoint, ({ caller, query }) =>
    cachedAnswer(ctx, enterpriseRead(caller, timelineEndpoint.id, query, IMAGE_TOPICS), () =>
      timeline(ctx, caller, query.enterprise_id),
    ),
  );
  registerEndpoint(app, ctx, attachmentsEndpoint, ({ caller, query }) =>
    cachedAnswer(ctx, enterpriseRead(caller, attachmentsEndpoint.id, query, IMAGE_TOPICS), () =>
      listPhotos(ctx, kit.store, caller, query),
    ),
  );
  registerPhotoUpload(app, ctx, kit);
  registerEndpoint(app, ctx, deleteAttachmentsEndpoint, async ({ body }) => {
    await deletePhotos(ctx, kit.store, body.filenames);
    return messageBody('IMG-DELETE-200');
  });
}
