import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The portal's production build: React, vanilla-extract (CSS at build time), hashed assets under /assets. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: false,
    // dist/.vite/manifest.json: which chunks and CSS each module pulls in (read by `pnpm bench:bundle`).
    manifest: true,
  },
});
