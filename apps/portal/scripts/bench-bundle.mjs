// Bundle budget of the portal (architecture.md, performance budgets): builds the portal with Vite into
// a temporary folder (apps/portal/dist, which a running server may be serving, is left alone) and
// prints, per route, what a first visit downloads before the route can draw, gzip level 9:
//
//   login (the entry)  entry chunk + its static imports, transitively (manifest `imports`), and their CSS
//   any lazy route     that + every chunk on the shortest dynamic-import chain from the entry to the
//                      route's chunk (e.g. the router the entry loads lazily), each with its static
//                      imports, and their CSS
//
// A route is every dynamic-import target whose source is a `src/routes/*.route.tsx` file (decision 065;
// file name up to the first dot = route name); other dynamic imports (xlsx, PDF…, also a route's own
// lazy modules in src/routes/<name>/, decision 069) load on click and are listed without a budget.
// Budgets: login (the entry) ≤ 90 KiB JS and ≤ 10 KiB CSS, any other route ≤ 140 KiB JS.
// Exits 1 over budget. The markdown table is the one recorded in docs/benchmarks.md.
//
//   pnpm bench:bundle                                  # from the repository root
//   node apps/portal/scripts/bench-bundle.mjs --dist apps/portal/dist   # measure an existing build
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const KIB = 1024;
const BUDGET = { loginJs: 90 * KIB, loginCss: 10 * KIB, routeJs: 140 * KIB };
/** Routes known to be over the route budget, each held at its own ceiling (KiB) until it meets it. */
const CEILINGS = JSON.parse(readFileSync(new URL('./bundle-ceilings.json', import.meta.url), 'utf8'));
const ROUTES_DIR = 'src/routes/';
const portal = fileURLToPath(new URL('..', import.meta.url));

const { values: options } = parseArgs({ options: { dist: { type: 'string' } } });

/** Builds into a fresh temporary folder with a manifest, whatever vite.config.ts says about it. */
function build() {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-bundle-'));
  const vite = join(portal, 'node_modules/.bin/vite');
  const args = [
    'build',
    '--mode',
    'production',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--manifest',
    '--logLevel',
    'warn',
  ];
  // The build `pnpm start` serves is a production one whatever NODE_ENV says; measure that one.
  const result = spawnSync(vite, args, {
    cwd: portal,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
  return outDir;
}

const dist = options.dist ? resolve(process.env.INIT_CWD ?? process.cwd(), options.dist) : build();
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`no manifest at ${manifestFile}: build with --manifest (or build.manifest: true)`);
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const gzipSizes = new Map();
/** gzip level 9 size of one output file (cached: the entry is counted on every row). */
function gzipped(file) {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** Manifest keys of `keys` and everything they import statically, transitively. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

/** JS and CSS (gzip-9 bytes, chunk count) downloaded for a set of manifest keys. */
function weigh(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const sheet of manifest[key].css ?? []) css.add(sheet);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipped(file), 0);
  return { js: sum(js), css: sum(css), chunks: js.size };
}

/**
 * Chunks that import each other statically. An ES module cycle between chunks runs one of them before
 * the other has defined its exports: the page throws at load ("n is not a function") and draws nothing.
 * It happened once when a module the boot chunk needs landed in a chunk of its own (decision 017), so
 * the build is refused whatever the sizes. Imports of the entry itself are left out: the bundler hoists
 * a few of the entry's functions into it that the boot chunk calls later, never while it loads, and
 * the entry is the last module of the page to run (the e2e tests load the page on every run).
 */
function chunkCycle() {
  const state = new Map();
  const visit = (key, path) => {
    if (state.get(key) === 'done') return null;
    if (state.get(key) === 'open') return [...path.slice(path.indexOf(key)), key];
    state.set(key, 'open');
    for (const next of manifest[key]?.imports ?? []) {
      if (manifest[next]?.isEntry) continue;
      const cycle = visit(next, [...path, key]);
      if (cycle) return cycle;
    }
    state.set(key, 'done');
    return null;
  };
  for (const key of Object.keys(manifest)) {
    const cycle = visit(key, []);
    if (cycle) return cycle.map((k) => manifest[k]?.file ?? k);
  }
  return null;
}

const cycle = chunkCycle();
if (cycle) {
  console.error(`chunks import each other (the page would fail to start): ${cycle.join(' -> ')}`);
  console.error('put the modules concerned in the same chunk (vite.config.ts, BOOT_MODULES)');
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('the manifest has no entry chunk');
  process.exit(1);
}
const entry = closure([entryKey]);

/**
 * For every chunk loaded by dynamic import, the chunks that must have loaded for it to run: breadth
 * first from the entry, a dynamic import made anywhere in a chunk's static closure leads one step on.
 */
const loadedWith = new Map([[entryKey, entry]]);
for (const queue = [entryKey]; queue.length > 0; ) {
  const from = queue.shift();
  for (const key of loadedWith.get(from)) {
    for (const target of manifest[key].dynamicImports ?? []) {
      if (loadedWith.has(target)) continue;
      loadedWith.set(target, closure([target], new Set(loadedWith.get(from))));
      queue.push(target);
    }
  }
}
const routeName = (key) => basename(key).split('.')[0];

const rows = [{ route: 'login (entry)', ...weigh(entry), login: true }];
const onDemand = [];
for (const key of [...loadedWith.keys()].filter((k) => k !== entryKey).sort()) {
  const source = manifest[key].src ?? key;
  if (source.startsWith(ROUTES_DIR) && source.endsWith('.route.tsx')) {
    rows.push({ route: routeName(source), ...weigh(loadedWith.get(key)), login: false });
  } else {
    // Loaded on click: its own weight beyond what the entry already brought.
    const own = [...closure([key])].filter((k) => !entry.has(k));
    onDemand.push({ module: source, ...weigh(own) });
  }
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
let over = 0;
let heldAtCeiling = 0;
const lines = [
  '| route | chunks | JS gzip | CSS gzip | budget | verdict |',
  '|---|---|---|---|---|---|',
  ...rows.map((row) => {
    const jsBudget = row.login ? BUDGET.loginJs : BUDGET.routeJs;
    const ok = row.js <= jsBudget && (!row.login || row.css <= BUDGET.loginCss);
    const ceiling = row.login ? undefined : CEILINGS[row.route];
    const held = !ok && ceiling !== undefined && row.js <= ceiling * KIB;
    if (held) heldAtCeiling++;
    else if (!ok) over++;
    const budget = row.login
      ? `≤ ${jsBudget / KIB} KiB JS, ≤ ${BUDGET.loginCss / KIB} KiB CSS`
      : `≤ ${jsBudget / KIB} KiB JS`;
    const verdict = ok ? 'met' : held ? `over, held ≤ ${ceiling} KiB` : '**over**';
    return `| ${row.route} | ${row.chunks} | ${kib(row.js)} | ${kib(row.css)} | ${budget} | ${verdict} |`;
  }),
];
console.log(
  `\nPortal bundle, gzip level 9, entry ${manifest[entryKey].file}, ${rows.length - 1} lazy route(s)\n`,
);
console.log(lines.join('\n'));
if (rows.length === 1) console.log(`\n(no dynamic import under ${ROUTES_DIR}: only the entry is measured)`);
if (onDemand.length > 0) {
  console.log('\nLoaded on demand (no budget; weight beyond the entry):\n');
  console.log('| module | chunks | JS gzip | CSS gzip |\n|---|---|---|---|');
  for (const row of onDemand)
    console.log(`| ${row.module} | ${row.chunks} | ${kib(row.js)} | ${kib(row.css)} |`);
}
if (!options.dist) rmSync(dist, { recursive: true, force: true });
if (heldAtCeiling > 0)
  console.log(
    `\n${heldAtCeiling} route(s) over the 140 KiB target, each held at its ceiling (bundle-ceilings.json).`,
  );
console.log(over === 0 ? '\nNo route over its budget or ceiling.' : `\n${over} route(s) over budget.`);
process.exit(over === 0 ? 0 : 1);
