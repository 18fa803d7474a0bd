import {
  attachmentsEndpoint,
  defaultImageEndpoint,
  deleteAttachmentsEndpoint,
  enterprisesEndpoint,
  messageBody,
  timelineEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import type { AppContext } from '../context';
import type { AppEnv } from '../http/app-env';
import { registerEndpoint } from '../http/register-endpoint';
import type { DocumentsKit } from '../storage/documents-kit';
import { defaultImage, listEnterprises, timeline } from './enterprise-reads';
import { registerPhotoUpload } from './photo-upload-route';
import { deletePhotos, listPhotos } from './photos';

/** Enterprises, their card image and progress, and the construction photos. */
export function registerEnterpriseRoutes(app: Hono<AppEnv>, ctx: AppContext, kit: DocumentsKit): void {
  registerEndpoint(app, ctx, enterprisesEndpoint, ({ caller, query }) => listEnterprises(ctx, caller, query));
  registerEndpoint(app, ctx, defaultImageEndpoint, ({ caller, params }) =>
    defaultImage(ctx, kit.store, caller, params.enterpriseId),
  );
  registerEndpoint(app, ctx, timelineEndpoint, ({ caller, query }) =>
    timeline(ctx, caller, query.enterprise_id),
  );
  registerEndpoint(app, ctx, attachmentsEndpoint, ({ caller, query }) =>
    listPhotos(ctx, kit.store, caller, query),
  );
  registerPhotoUpload(app, ctx, kit);
  registerEndpoint(app, ctx, deleteAttachmentsEndpoint, async ({ body }) => {
    await deletePhotos(ctx, kit.store, body.filenames);
    return messageBody('IMG-DELETE-200');
  });
}
