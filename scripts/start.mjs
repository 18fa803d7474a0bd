// The last step of the root `pnpm start`: bundles the server and runs it in this same process, with the
// demo company switched on outside production. The README's first command opens a populated demo, while
// production never gets demo data it did not ask for (docs/decisions/047-demo-data-only-when-asked.md).
// A Node script rather than `DEMO_DATA=1 …` in package.json, which Windows shells do not understand; and
// in-process rather than a child, so the server itself receives SIGTERM/SIGINT and stops gracefully.
// An explicit DEMO_DATA (also 0) wins; production gets none unless the operator sets it.
if (!process.env.DEMO_DATA && process.env.NODE_ENV !== 'production') process.env.DEMO_DATA = '1';
// What `node --enable-source-maps` gives the server's own start script: stack traces name the sources.
process.setSourceMapsEnabled(true);

await import(new URL('../apps/server/scripts/build.mjs', import.meta.url).href);
await import(new URL('../apps/server/dist/main.js', import.meta.url).href);
