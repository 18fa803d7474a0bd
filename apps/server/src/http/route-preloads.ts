import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { escapeHtml } from '../html/escape-html';

/**
 * Where the portal's build lists, per route, the chunks and styles the page does not load by itself
 * (apps/portal/build/route-preloads.ts). Build metadata beside Vite's manifest.
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

const routePreloadsFile = z.array(
  z.object({
    path: z.string().regex(/^\/[\w\-/:]*$/),
    scripts: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
    routeScripts: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)).default([]),
    styles: z.array(z.string().regex(/^\/assets\/[\w.-]+\.css$/)),
    routeStyles: z.array(z.string().regex(/^\/assets\/[\w.-]+\.css$/)).default([]),
  }),
);

interface RouteHints {
  pattern: RegExp;
  tags: string;
}

/** `/empreendimento/:enterpriseId/status` → a pattern matching `/empreendimento/7/status` (and a trailing `/`). */
function patternOf(path: string): RegExp {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment));
  return new RegExp(`^${segments.join('/')}/?$`);
}

/**
 * Shell first, then the route's own at low priority; scripts before styles in each. Every hint says
 * `crossorigin`, as the page's own tags do: Vite's loader requests a chunk's style sheet and module in
 * CORS mode, and a preload whose mode differs is not reused, so the browser downloaded each style
 * sheet twice and warned about the unused preload (decision 039).
 */
function tagsOf(route: z.infer<typeof routePreloadsFile>[number]): string {
  const script = (priority: string) => (href: string) =>
    `<link rel="modulepreload" crossorigin${priority} href="${escapeHtml(href)}">`;
  const style = (priority: string) => (href: string) =>
    `<link rel="preload" as="style" crossorigin${priority} href="${escapeHtml(href)}">`;
  const low = ' fetchpriority="low"';
  return [
    ...route.scripts.map(script('')),
    ...route.styles.map(style('')),
    ...route.routeScripts.map(script(low)),
    ...route.routeStyles.map(style(low)),
  ].join('');
}

/**
 * The preload hints of a page (decision 039): for a deep link such as `/financeiro/extrato?bill=1`,
 * `<link rel="modulepreload">` for the app's shell and the route's chunks and `<link rel="preload"
 * as="style">` for their styles, so the browser fetches them beside the boot instead of discovering
 * them one import after another. Read from the build's list, again when the build changes; no list, or
 * a list that is not what the build writes, means no hints (and one warning), never a broken page.
 */
export class RoutePreloads {
  private cached: { mtimeMs: number; routes: RouteHints[] } | undefined;

  constructor(
    private readonly root: string,
    private readonly warn: (message: string) => void = () => undefined,
  ) {}

  /** The `<link>` tags for `pathname`, or '' when the route has none (or is unknown). */
  hintsFor(pathname: string): string {
    return this.routes().find((route) => route.pattern.test(pathname))?.tags ?? '';
  }

  private routes(): RouteHints[] {
    const file = join(this.root, ROUTE_PRELOADS_FILE);
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return [];
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.routes;
    let routes: RouteHints[] = [];
    try {
      const list = routePreloadsFile.parse(JSON.parse(readFileSync(file, 'utf8')));
      routes = list.map((route) => ({
        pattern: patternOf(route.path),
        tags: tagsOf(route),
      }));
    } catch {
      this.warn(`${ROUTE_PRELOADS_FILE} is not the build's route list; pages go out without preload hints`);
    }
    this.cached = { mtimeMs, routes };
    return routes;
  }
}

/** Puts the hints at the end of the page's `<head>` (after the entry's own tags). */
export function withPreloadHints(html: string, hints: string): string {
  if (!hints || !html.includes('</head>')) return html;
  return html.replace('</head>', `${hints}</head>`);
}
