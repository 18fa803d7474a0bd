// Measures what parts of @portal/api cost in a browser bundle: esbuild, minified, ESM, tree-shaken,
// then gzip -9. Run: pnpm --filter @portal/api measure   (add --json for machine-readable output).
// The figures go in packages/api/README.md and the decision record on zod/mini.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Each case is the source of an entry module, bundled as the browser would get it. */
const CASES = {
  'login call (createApiClient + postToken)': `
    import { createApiClient, postToken } from '@portal/api';
    export const login = (body) => postToken(createApiClient({ baseUrl: '' }), body);`,
  'one read endpoint (getCurrentDebitBalance)': `
    import { createApiClient, getCurrentDebitBalance } from '@portal/api';
    export const read = (q) => getCurrentDebitBalance(createApiClient(), q);`,
  'login call + one read hook (useCustomer, without react)': `
    import { createApiClient, postToken } from '@portal/api';
    import { ApiProvider, useCustomer } from '@portal/api/react';
    export { ApiProvider, useCustomer, createApiClient, postToken };`,
  'whole client (every endpoint, no OpenAPI builder)': `
    import * as api from '@portal/api';
    const { buildOpenApiDocument: _drop, ...rest } = api;
    export default rest;`,
  'zod/mini: login-sized schemas alone': `
    import * as z from 'zod/mini';
    const body = z.object({ email: z.email(), password: z.string().check(z.minLength(1)) });
    const answer = z.object({ access_token: z.string(), refresh_token: z.string(), expires_in: z.int() });
    export const check = (b, a) => [z.parse(body, b), z.safeParse(answer, a)];`,
  'classic zod: the same schemas': `
    import * as z from 'zod';
    const body = z.object({ email: z.email(), password: z.string().min(1) });
    const answer = z.object({ access_token: z.string(), refresh_token: z.string(), expires_in: z.int() });
    export const check = (b, a) => [body.parse(b), answer.safeParse(a)];`,
};

async function measure(contents) {
  const result = await build({
    stdin: { contents, resolveDir: packageDir, loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    // React and SWR are the portal's own dependencies: they are counted in its route budget, not here.
    external: ['react', 'react/*', 'swr'],
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

const rows = [];
for (const [name, contents] of Object.entries(CASES)) rows.push({ name, ...(await measure(contents)) });

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log('esbuild --bundle --minify (ESM, browser), gzip -9; react and swr external\n');
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(58)} ${String(row.gzip).padStart(7)} B gz (${kib(row.gzip)})  ${kib(row.minified)} min`,
    );
  }
}
