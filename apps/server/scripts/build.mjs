// Bundles the server (and the TypeScript sources of @portal/api and @portal/domain it imports) into
// dist/main.js for plain `node`. Registry dependencies stay external: they are installed, some carry
// native or WASM files (argon2, PGlite) that must not be inlined.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@portal/'));

const started = Date.now();
await build({
  // The worker pool's entry (decision 054) sits next to main.js, where the pool looks for it.
  entryPoints: {
    main: new URL('../src/main.ts', import.meta.url).pathname,
    worker: new URL('../src/workers/worker-entry.ts', import.meta.url).pathname,
  },
  outdir: new URL('../dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.log(`servidor compilado em dist/main.js e dist/worker.js (${Date.now() - started} ms)`);
