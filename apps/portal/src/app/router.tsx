import { routeModules } from '../config/route-modules';
import { lazyRoute, type RouteModule, type RoutePage } from './navigation/lazy-route';
import type { PortalRoute } from './navigation/RouteSwitch';

/** Every route module, each its own chunk, loaded when first visited. */
const loaders = import.meta.glob<RouteModule>('../routes/*.route.tsx');

const pages = new Map<string, RoutePage>();

/** The lazy page of a route module: one per module, so two paths of one page share it. */
function pageOf(module: string): RoutePage {
  let page = pages.get(module);
  if (!page) {
    const load = loaders[`../routes/${module}.route.tsx`];
    if (!load) throw new Error(`src/routes/${module}.route.tsx does not exist`);
    page = lazyRoute(load);
    pages.set(module, page);
  }
  return page;
}

/**
 * Every route of the portal (spec section 2 and the product contract), from the table in
 * `config/route-modules.ts`. Route modules export `Component`. Guards (signed in, admin only) and the
 * frame live in `RootLayout`; unknown paths go to `/`.
 */
export const portalRoutes: readonly PortalRoute[] = routeModules.map(({ path, module }) => ({
  path,
  Page: pageOf(module),
}));
