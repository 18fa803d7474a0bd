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
  /\/packages\/domain\/src\/(errors|messages|session|forms\/email)\b/,
];

/** The portal's production build: React, vanilla-extract (CSS at build time), hashed assets under /assets. */
export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    routePreloadsPlugin(),
    // Inter's Latin subset (the one Portuguese text uses), preloaded by the page.
    fontPreloadPlugin(/inter-latin-wght-normal\.woff2$/),
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
          ],
        },
      },
    },
  },
});
