// Run by `pnpm start` before the server: builds the portal (apps/portal/dist) with Vite only when the
// build is missing or older than its sources, so a second start takes seconds. Freshness is a
// fingerprint (path, mtime and size of every input) kept in dist/.build-stamp.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const portal = join(root, 'apps/portal');
const dist = join(portal, 'dist');
const stampFile = join(dist, '.build-stamp');

/** Everything that goes into the bundle. Stories and tests never do, so editing them costs no rebuild. */
const INPUTS = [
  'apps/portal/src',
  'apps/portal/public',
  'apps/portal/index.html',
  'apps/portal/vite.config.ts',
  'apps/portal/package.json',
  ...['ui', 'api', 'domain'].flatMap((name) => [`packages/${name}/src`, `packages/${name}/package.json`]),
  'pnpm-lock.yaml',
];
const NOT_BUNDLED = /\.(stories|test|spec)\.[cm]?[jt]sx?$/;

function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    yield* files(join(path, entry.name));
  }
}

/** sha256 of "path mtime size" of every input file, sorted: cheap (stat only) and changes with any edit. */
function fingerprint() {
  const lines = [];
  for (const input of INPUTS) {
    for (const file of files(join(root, input))) {
      if (NOT_BUNDLED.test(file)) continue;
      const { mtimeMs, size } = statSync(file);
      lines.push(`${relative(root, file)}\t${mtimeMs}\t${size}`);
    }
  }
  // The build mode is part of the stamp: a build made before the mode was pinned is rebuilt.
  return createHash('sha256')
    .update(`mode\tproduction\n${lines.sort().join('\n')}`)
    .digest('hex');
}

const readStamp = () => (existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '');

if (process.env.STATIC_DIR) {
  // The operator serves a build of their own; building ours would be wasted time.
  console.log(`portal: STATIC_DIR definido (${process.env.STATIC_DIR}), sem compilar apps/portal`);
  process.exit(0);
}

const stamp = fingerprint();
if (existsSync(join(dist, 'index.html')) && readStamp() === stamp) {
  console.log('portal: compilação em dia (apps/portal/dist)');
  process.exit(0);
}

// Build into a sibling folder (same depth, so source maps stay right) and swap it in whole: a server
// already serving dist, or a second `pnpm start` building at the same time, never sees half a build.
const started = Date.now();
console.log('portal: compilando com Vite…');
const staging = join(portal, `.dist-${process.pid}`);
const vite = join(portal, 'node_modules/.bin/vite');
// Always a production build: the server runs with NODE_ENV=development on a laptop (and in the e2e
// suite), and Vite would otherwise take that from the environment and ship React's development build.
const result = spawnSync(
  vite,
  ['build', '--mode', 'production', '--outDir', staging, '--emptyOutDir', '--logLevel', 'warn'],
  {
    cwd: portal,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  },
);
if (result.status !== 0) {
  rmSync(staging, { recursive: true, force: true });
  console.error('portal: a compilação falhou (veja acima)');
  process.exit(result.status ?? 1);
}
writeFileSync(join(staging, '.build-stamp'), `${stamp}\n`);
const replaced = [];
for (let attempt = 0; ; attempt++) {
  try {
    if (existsSync(dist)) {
      replaced.push(join(portal, `.dist-old-${process.pid}-${attempt}`));
      renameSync(dist, replaced.at(-1));
    }
    renameSync(staging, dist);
    break;
  } catch (error) {
    // Another start swapped its build in between our two renames: try again (a few times at most).
    if (attempt >= 3) throw error;
  }
}
for (const folder of replaced) rmSync(folder, { recursive: true, force: true });
console.log(`portal: compilado em apps/portal/dist (${((Date.now() - started) / 1000).toFixed(1)} s)`);
