import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import routeModules from '../src/config/route-modules.json' with { type: 'json' };
import { type Manifest, routePreloads } from './route-preloads.ts';

/** Where the build writes the preload list, beside Vite's manifest; the server reads it there. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
const MANIFEST_FILE = '.vite/manifest.json';
const SHELL = 'src/app/App.tsx';
/** The login's path (`paths.login`); the route table's JSON is read here without the app's modules. */
const LOGIN_PATH = '/';

/**
 * Writes `.vite/route-preloads.json`: for each path of the route table, the app shell's and the
 * route's chunks and styles that the page does not already load (route-preloads.ts). The login `/` is
 * left out: signed out, the boot draws it without the app (decision 017), and hints would only take
 * bandwidth from the boot.
 */
export function routePreloadsPlugin(): Plugin {
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    writeBundle(options, bundle) {
      const manifestAsset = bundle[MANIFEST_FILE];
      if (manifestAsset?.type !== 'asset')
        throw new Error(`${MANIFEST_FILE} missing: build.manifest must be on`);
      const manifest = JSON.parse(String(manifestAsset.source)) as Manifest;
      const routes = routeModules
        .filter((route) => route.path !== LOGIN_PATH)
        .map((route) => ({ path: route.path, file: `src/routes/${route.module}.route.tsx` }));
      const preloads = routePreloads(manifest, routes, SHELL);
      writeFileSync(
        join(options.dir ?? 'dist', ROUTE_PRELOADS_FILE),
        `${JSON.stringify(preloads, null, 1)}\n`,
      );
    },
  };
}
