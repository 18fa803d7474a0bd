import table from './route-modules.json';

/** A page of the portal: its path pattern and the module under `src/routes/` that draws it. */
export interface RouteModuleEntry {
  /** The path pattern (`:name` for a parameter), one of `paths` (config/paths.ts). */
  path: string;
  /** The file `src/routes/<module>.route.tsx`, which exports the page as `Component`. */
  module: string;
}

/**
 * Which route module draws each path (spec section 2 and the product contract), from
 * `route-modules.json`. One table for two readers: the router loads each module as its own chunk, and
 * the build lists every route's chunks for the server, which names them in the page as preload hints so
 * a deep link fetches its route beside the boot instead of after it (decision 039). JSON because the
 * build's config reads it too, outside the app's module graph; route-modules.test.ts checks it against
 * `paths` and the files under `src/routes/`.
 */
export const routeModules: readonly RouteModuleEntry[] = table;
