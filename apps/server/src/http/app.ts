import { Hono } from 'hono';
import { brandFaviconPath, runtimeBrand } from '../config/brand';
import type { AppContext } from '../context';
import { messages } from '../messages/pt-BR';
import { registerAccountRoutes } from '../resources/accounts/routes';
import { registerAssistanceRoutes } from '../resources/assistance/routes';
import { registerCustomerRoutes } from '../resources/customers/routes';
import { registerDocumentRoutes } from '../resources/documents/routes';
import { registerEnterpriseRoutes } from '../resources/enterprises/routes';
import { registerFileRoutes } from '../resources/files/routes';
import { registerProofRoute } from '../resources/finance/proofs/routes';
import { registerFinanceRoutes } from '../resources/finance/routes';
import { registerImportRoutes } from '../resources/imports/routes';
import { registerPrepaymentRoutes } from '../resources/prepayments/routes';
import { registerReportRoutes } from '../resources/reports/routes';
import { registerSiengeRoutes } from '../resources/sienge/routes';
import type { SiengeConnector } from '../resources/sienge/service';
import { siengeSlipSource } from '../resources/sienge/sienge-slip-source';
import { registerStaffRoutes } from '../resources/staff/routes';
import { registerTicketRoutes } from '../resources/tickets/routes';
import { createDocumentsKit } from '../storage/documents-kit';
import type { AppEnv } from './app-env';
import { registerBrandAssets } from './brand-assets';
import { answerFailure } from './call-failure';
import { registerDevMailRoutes } from './dev-mail-routes';
import { errorResponse } from './error-response';
import { registerHealthRoutes } from './health-routes';
import type { InFlightRequests } from './in-flight';
import { invalidateAfterWrites } from './invalidate-after-writes';
import { rejectMalformedPath } from './malformed-path';
import { noConnectionHeaderOnHttp2 } from './no-connection-header-on-http2';
import { registerOpenApi } from './openapi-route';
import { registerPortalStatic } from './portal-static';
import { registeredEndpoints } from './register-endpoint';
import { requestLog } from './request-log';
import { securityHeaders } from './security-headers';

/** Everything the app needs besides the context. */
export interface AppOptions {
  /** Folder of the built SPA. */
  readonly portalDir: string;
  /** True once SIGTERM arrived: `/readyz` answers 503 so the balancer stops sending traffic. */
  readonly isDraining: () => boolean;
  /** Counts the requests being handled, for the graceful stop. */
  readonly inFlight: InFlightRequests;
  /** The Sienge connector when `SIENGE_BASE_URL` is set; without it its calls answer 503. */
  readonly sienge?: SiengeConnector | undefined;
}

/**
 * Builds the Hono app: API of spec section 7, health, dev mailbox, OpenAPI and the SPA. Every
 * resource's routes are registered here, in one list (docs/decisions/022-server-one-folder-per-resource.md).
 */
export function createApp(ctx: AppContext, options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', options.inFlight.middleware);
  app.use('*', requestLog(ctx.logger));
  app.use('*', securityHeaders(ctx.config));
  app.use('*', noConnectionHeaderOnHttp2());
  app.use('*', rejectMalformedPath());
  if (!ctx.database.changesArriveBeforeWriteReturns) app.use('*', invalidateAfterWrites(ctx.caches.feed));

  registerHealthRoutes(app, ctx, options.isDraining);
  registerOpenApi(app, registeredEndpoints(app), ctx.config.publicUrl);
  // One store and link signer for every resource that writes or links to stored files.
  const kit = createDocumentsKit(ctx);
  registerAccountRoutes(app, ctx);
  registerCustomerRoutes(app, ctx);
  registerTicketRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerFileRoutes(app, ctx, kit.store, kit.signer);
  registerEnterpriseRoutes(app, ctx, kit);
  // With SIENGE_TENANT_SLIPS the slips of Sienge's installments are the tenant's registered ones.
  // Finance asks an ERP slip source; the connector provides it (docs/decisions/066-like-things-together.md).
  const erpSlips = options.sienge?.config.tenantSlips
    ? siengeSlipSource(options.sienge, ctx.logger)
    : undefined;
  registerFinanceRoutes(app, ctx, kit, erpSlips);
  registerProofRoute(app, ctx, kit);
  registerPrepaymentRoutes(app, ctx, kit, erpSlips);
  registerAssistanceRoutes(app, ctx, kit);
  registerDocumentRoutes(app, ctx, kit);
  registerImportRoutes(app, ctx);
  registerSiengeRoutes(app, ctx, options.sienge);
  registerStaffRoutes(app, ctx);
  registerDevMailRoutes(app, ctx);
  registerBrandAssets(app, ctx.brand);
  const favicon = brandFaviconPath(ctx.brand);
  registerPortalStatic(app, {
    root: options.portalDir,
    runtime: {
      brand: runtimeBrand(ctx.brand),
      ...(ctx.config.ipLookupUrl ? { ipLookupUrl: ctx.config.ipLookupUrl } : {}),
    },
    themeColor: ctx.brand.colors.primary,
    brandHead: {
      title: ctx.brand.portalName,
      description: messages.pages.portalDescription(ctx.brand.portalName, ctx.brand.companyName),
      ...(favicon && ctx.brand.favicon
        ? { favicon: { href: favicon, type: ctx.brand.favicon.contentType } }
        : {}),
      manifestHref: '/brand/manifest.webmanifest',
    },
    warn: (message) => ctx.logger.warn(message),
  });

  app.notFound((c) => errorResponse(c, 404, 'NOT-FOUND-404'));
  app.onError((error, c) => answerFailure(ctx, error, c));
  return app;
}
