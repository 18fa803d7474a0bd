import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontPreloadPlugin } from './build/font-preload-plugin.ts';
import { routePreloadsPlugin } from './build/route-preloads-plugin.ts';

/**
 * What the login page (the entry) runs: React, the kit's brand, copy and the few components of the
 * public frame and the login form, the domain's session and error texts. Kept in one `boot` chunk:
 * left to itself the bundler cuts the modules the entry shares with lazy routes into many small chunks
 * (rolldown does not merge a module the entry already loaded into it), and the cuts cost the login
 * about 2 KiB of gzip (decision 017). Everything else is split by route as usual.
 */
const BOOT_MODULES = [
  /\/node_modules\/\.pnpm\/(react|react-dom|scheduler)@[^/]+\/node_modules\/(react|react-dom|scheduler)\//,
  /\/node_modules\/\.pnpm\/lucide-react@/,
  /\/node_modules\/\.pnpm\/@vanilla-extract\+(recipes|dynamic|private)@/,
  /\/packages\/ui\/src\/(brand|navigation|theme)\//,
  // The kit's copy, but not the admin integration screens' (messages/pt-BR-integrations.ts, decision 038).
  /\/packages\/ui\/src\/messages\/pt-BR\.ts$/,
  /\/packages\/ui\/src\/components\/(Alert|AppShell\/PublicShell|AuthLayout|Button|Field|Icon|IconButton|PasswordField|SiteFooter|SiteHeader|Spinner|TextField|TextLink|VisuallyHidden)\b/,
  /\/packages\/ui\/src\/screens\/LoginScreen\//,
  // The domain's session and the texts the login draws, not the whole error catalogue nor every text
  // of the domain: each feature added its codes and texts, and the login carried them (decision 078).
  /\/packages\/domain\/src\/(session\/|(errors\/access-catalogue|messages\/pt-BR-access|forms\/email)\b)/,
  // The app's paths and copy: the login uses both, and left to the entry each became a chunk of its
  // own, one more request and about 0.3 KiB of gzip on the login (decision 070).
  /\/apps\/portal\/src\/(config\/paths|messages\/pt-BR)\.ts$/,
  // Vite's helper behind every dynamic import: the entry uses it, and once eight lazy parts used it too
  // it went to the shared chunk below, which the login then loaded whole (+30 KiB).
  /^\0?vite\/preload-helper/,
];

/**
 * The entry's own modules (main.tsx and what it imports outside the boot chunk): they stay in the entry
 * chunk, never in the shared chunk below, or the login would load the whole shared chunk.
 */
const ENTRY_MODULES = [
  /\/apps\/portal\/src\/(main\.tsx|routes\/login-page\.tsx)$/,
  /\/apps\/portal\/src\/app\/(runtime-config|style-nonce|use-document-title|session\/session-storage)\.ts$/,
  /\/packages\/api\/src\/schemas\/runtime-config\.ts$/,
];

/**
 * Modules used by many of the app's lazily loaded parts (routes, the proof dialog, the QR code…) go into
 * one `shared` chunk that the app shell loads, instead of one small chunk per distinct set of users:
 * a deep link to the statement fetched 30 chunks over HTTP/1.1's six connections per host, now 17, and
 * the signed-in pages' largest paint comes 0.2–0.5 s sooner on Lighthouse's slow 4G (decision 043).
 * A module used by fewer than eight parts stays with them, so no route pays for much it does not use
 * (every route is within its budget, `pnpm bench:bundle`). Route modules and `App.tsx` are entries of
 * their own and stay out.
 */
const SHARED_MIN_USERS = 8;
/**
 * The admin reports' frame (filters, table, pages) is used by eight admin routes but by no customer
 * page: in the shared chunk it cost every page about 1 KiB of gzip (decisions 038 and 077). It stays
 * a chunk of the reports' own.
 */
const ADMIN_ONLY_MODULES = [/\/packages\/ui\/src\/screens\/ReportScreen\//];
const isSharedCandidate = (id: string) =>
  !/\/apps\/portal\/src\/(routes\/|app\/App\.tsx$)/.test(id) &&
  ![...BOOT_MODULES, ...ENTRY_MODULES, ...ADMIN_ONLY_MODULES].some((pattern) => pattern.test(id));

/**
 * The staff's report kit — the report screen and its filters, the filter bar, the date-range field,
 * their copy — and the report endpoints: only staff pages use them, but more than eight of them do, so
 * the rule below put them in the shared chunk that every customer page loads (+2 KiB on the
 * statement). They form a `staff` chunk of their own that the report pages load; the reports' table
 * cells and query schema, which the import, Sienge and staff list pages use too, a `report-parts`
 * chunk (decision 078).
 */
const STAFF_MODULES = [
  /\/packages\/ui\/src\/screens\/ReportScreen\/(ReportScreen|ReportFilters|report-layout|generation-filters)\.tsx?$/,
  /\/packages\/ui\/src\/components\/(FilterBar|DateRangeField)\//,
  /\/packages\/ui\/src\/messages\/pt-BR-reports\.ts$/,
  /\/packages\/api\/src\/endpoints\/reports\/(?!report-query\.ts$)/,
];
const REPORT_PARTS_MODULES = [
  /\/packages\/ui\/src\/screens\/ReportScreen\/(report-cells|email-parts|ReportScreen\.css)\b/,
  /\/packages\/api\/src\/endpoints\/reports\/report-query\.ts$/,
];

/** The portal's production build: React, vanilla-extract (CSS at build time), hashed assets under /assets. */
export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    routePreloadsPlugin(),
    // Inter's Latin subset (the one Portuguese text uses), preloaded by the page.
    fontPreloadPlugin(/inter-latin-wght-400-700\.woff2$/),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('src/app/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: false,
    // dist/.vite/manifest.json: which chunks and CSS each module pulls in (read by `pnpm bench:bundle`).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'boot',
              test: (id: string) => BOOT_MODULES.some((pattern) => pattern.test(id)),
              includeDependenciesRecursively: false,
            },
            // Only the modules named, not what they import: the kit's fields and the schemas' helpers
            // stay where the rules below put them (a copy here would pull them off the shared chunk).
            {
              name: 'staff',
              test: (id: string) => STAFF_MODULES.some((pattern) => pattern.test(id)),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'report-parts',
              test: (id: string) => REPORT_PARTS_MODULES.some((pattern) => pattern.test(id)),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            { name: 'shared', test: isSharedCandidate, minShareCount: SHARED_MIN_USERS },
          ],
        },
      },
    },
  },
});
