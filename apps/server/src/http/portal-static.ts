import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@portal/api';
import type { Hono } from 'hono';
import { escapeHtml } from '../html/escape-html';
import { messages } from '../messages/pt-BR';
import type { AppEnv } from './app-env';
import { pickEncoding } from './content-encoding';
import { RoutePreloads, withPreloadHints } from './route-preloads';
import { CompressedStaticFiles, isCompressible } from './static-compression';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Paths the SPA fallback must never swallow: they belong to the server. */
const SERVER_PREFIXES = ['/api/', '/files/', '/dev/', '/brand/'];

function missingPortalPage(): string {
  const t = messages.pages;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.portalMissingTitle)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1f2933">
<h1>${escapeHtml(t.portalMissingTitle)}</h1><p>${escapeHtml(t.portalMissingBody)}</p>
<ul><li><a href="/api/openapi.json">${escapeHtml(t.apiDocs)}</a></li><li><a href="/livez">${escapeHtml(t.health)}</a></li></ul></body></html>`;
}

/**
 * Writes the run-time configuration (brand, optional public-IP look-up) into the page as a JSON data
 * block, so one build of the SPA serves every company and deployment. A `type="application/json"`
 * script is never executed, so the strict Content-Security-Policy needs no hash for it; `<` is escaped
 * so no value can close the element.
 */
export function withRuntimeConfig(html: string, runtime: RuntimeConfig, styleNonce?: string): string {
  const json = JSON.stringify(runtime).replace(/</g, '\\u003c');
  // The SPA reads the nonce of <meta property="csp-nonce"> and hands it to radix (style-nonce.ts).
  const nonceMeta = styleNonce ? `<meta property="csp-nonce" nonce="${styleNonce}">` : '';
  const block = `${nonceMeta}<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
  // A function, not a string: a `$&` or `$'` in a brand's name must stay text (decision 049).
  return html.includes('</head>') ? html.replace('</head>', () => `${block}</head>`) : block + html;
}

/**
 * Sets the page's `<meta name="theme-color">` (the phone browser's bar) to the brand's colour, so a
 * build made with the demo brand's colour shows each company's own. Only a hex colour is written.
 */
export function withThemeColor(html: string, color: string): string {
  if (!/^#[0-9a-f]{3,8}$/i.test(color)) return html;
  return html.replace(
    /<meta name="theme-color" content="[^"]*"\s*\/?>/,
    `<meta name="theme-color" content="${color}" />`,
  );
}

/** What the page's head takes from the brand: the tab's title and icon, and the web manifest. */
export interface BrandHead {
  /** The portal's name, the page's `<title>` until the SPA sets its own. */
  readonly title: string;
  /** The page's `<meta name="description">`. */
  readonly description: string;
  /** The brand's favicon URL and type; absent to keep the build's own icon. */
  readonly favicon?: { readonly href: string; readonly type: string };
  readonly manifestHref: string;
}

/**
 * Dresses the build's `<head>` in the brand (decision 049): `<title>`, description, the favicon link and
 * the web manifest link, so one build serves any company with no rebuild. Values are escaped, and
 * written by functions so that a `$` in a name is never read as a replacement pattern.
 */
export function withBrandHead(html: string, head: BrandHead): string {
  let page = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    );
  const favicon = head.favicon;
  if (favicon) {
    page = page.replace(
      /<link rel="icon"[^>]*>/,
      () => `<link rel="icon" type="${escapeHtml(favicon.type)}" href="${escapeHtml(favicon.href)}" />`,
    );
  }
  const manifest = `<link rel="manifest" href="${escapeHtml(head.manifestHref)}" />`;
  return page.includes('</head>') ? page.replace('</head>', () => `${manifest}</head>`) : page;
}

/** What the portal's pages are served with. */
export interface PortalStaticOptions {
  /** The portal's build (`STATIC_DIR`). */
  root: string;
  /** Written into every page (brand, optional public-IP look-up). */
  runtime: RuntimeConfig;
  /** The brand's colour for `<meta name="theme-color">`. */
  themeColor: string;
  /** The brand's title, icon and manifest for the page's head. */
  brandHead?: BrandHead;
  /** Told once when the build's route list cannot be read. */
  warn?: (message: string) => void;
}

/**
 * Serves the built SPA from `root` with history fallback (any other GET path answers `index.html`, so
 * `/financeiro/extrato?bill=1` survives a reload), with the preload hints of the page's route
 * (route-preloads.ts). Hashed files under `assets/` are cached for a year; `index.html` never is. Text
 * files go out as brotli or gzip when the browser takes them. Without a build, `/` says so honestly
 * instead of pretending.
 */
export function registerPortalStatic(
  app: Hono<AppEnv>,
  { root, runtime, themeColor, brandHead, warn }: PortalStaticOptions,
): void {
  const hasBuild = () => existsSync(join(root, 'index.html'));
  const compressed = new CompressedStaticFiles();
  const preloads = new RoutePreloads(root, warn);
  app.get('*', async (c, next) => {
    const path = decodeURIComponent(c.req.path);
    if (SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) return next();
    if (!hasBuild()) {
      if (path === '/' || path === '/index.html') return c.html(missingPortalPage());
      return next();
    }
    const candidate = normalize(join(root, path));
    const file = candidate.startsWith(root + sep)
      ? statSync(candidate, { throwIfNoEntry: false })
      : undefined;
    if (file?.isFile()) {
      const immutable = path.startsWith('/assets/');
      c.header('Content-Type', TYPES[extname(candidate).toLowerCase()] ?? 'application/octet-stream');
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      c.header('X-Content-Type-Options', 'nosniff');
      const body = await readFile(candidate);
      const extension = extname(candidate);
      if (!isCompressible(extension, body.byteLength)) return c.body(body);
      c.header('Vary', 'Accept-Encoding');
      const encoding = pickEncoding(c.req.header('accept-encoding'));
      if (!encoding) return c.body(body);
      const key = immutable ? path : `${path}@${file.mtimeMs}`;
      c.header('Content-Encoding', encoding);
      return c.body(await compressed.get(key, body, encoding));
    }
    // A missing file with an extension is a real 404 (a broken asset link), not a route of the SPA.
    if (extname(path)) return next();
    c.header('Cache-Control', 'no-cache');
    // A fresh nonce per page: the Content-Security-Policy (security-headers.ts) allows style elements
    // carrying it, and only this answer knows it.
    const styleNonce = randomBytes(16).toString('base64');
    c.set('styleNonce', styleNonce);
    const built = withThemeColor(await readFile(join(root, 'index.html'), 'utf8'), themeColor);
    const page = brandHead ? withBrandHead(built, brandHead) : built;
    return c.html(withPreloadHints(withRuntimeConfig(page, runtime, styleNonce), preloads.hintsFor(path)));
  });
}
