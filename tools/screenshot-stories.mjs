#!/usr/bin/env node
/**
 * Screenshots stories of the static Storybook at phone and desktop widths, for a design review.
 *
 *   pnpm build-storybook
 *   node tools/screenshot-stories.mjs primitives-button--primary primitives-textfield--with-error
 *   node tools/screenshot-stories.mjs --all --brand=second --widths=375,1440 --out=/tmp/shots
 *
 * Story ids are the URL ids (`title` kebab-cased + `--` + story name). `--all` takes every story
 * of storybook-static/index.json; `--filter=screens-` keeps ids containing that text.
 * Uses Debian's Chromium ($CHROMIUM_PATH or /usr/bin/chromium) through playwright-core.
 */
import { createReadStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const staticDir = join(root, 'storybook-static');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const options = { widths: [375, 1440], out: '/tmp/shots', brand: 'demo', all: false, filter: '' };
const ids = [];
for (const arg of process.argv.slice(2)) {
  const [key, value = ''] = arg.replace(/^--/, '').split('=');
  if (arg === '--all') options.all = true;
  else if (key === 'widths') options.widths = value.split(',').map(Number);
  else if (key === 'out') options.out = value;
  else if (key === 'brand') options.brand = value;
  else if (key === 'filter') options.filter = value;
  else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
  else ids.push(arg);
}

if (!existsSync(join(staticDir, 'iframe.html'))) {
  console.error('storybook-static/ is missing: run `pnpm build-storybook` first.');
  process.exit(1);
}
if (options.all) {
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
  for (const entry of Object.values(index.entries)) if (entry.type === 'story') ids.push(entry.id);
}
const selected = ids.filter((id) => id.includes(options.filter));
if (selected.length === 0) {
  console.error('No story ids given (pass ids, or --all).');
  process.exit(1);
}

// A tiny static server: iframe.html loads its modules over HTTP, not from file://.
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const file = join(staticDir, path === '/' ? 'index.html' : path);
  if (!file.startsWith(staticDir) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

mkdirSync(options.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
let failures = 0;
try {
  for (const width of options.widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    page.on('pageerror', (error) => {
      failures += 1;
      console.error(`  page error: ${error.message}`);
    });
    for (const id of selected) {
      const url = `http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=story&globals=brand:${options.brand}`;
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForSelector('#storybook-root > *', { state: 'attached', timeout: 10_000 }).catch(() => {
        failures += 1;
        console.error(`  ${id}: nothing rendered`);
      });
      await page.evaluate(() => document.fonts.ready);
      const suffix = options.brand === 'demo' ? '' : `--${options.brand}`;
      const file = join(options.out, `${id}--${width}${suffix}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(failures > 0 ? 1 : 0);
