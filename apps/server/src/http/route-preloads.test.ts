import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE, RoutePreloads, withPreloadHints } from './route-preloads';

function buildWith(list: unknown): string {
  const root = mkdtempSync(join(tmpdir(), 'route-preloads-'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, ROUTE_PRELOADS_FILE), JSON.stringify(list));
  return root;
}

const statement = {
  path: '/financeiro/extrato',
  scripts: ['/assets/App-1.js'],
  routeScripts: ['/assets/statement.route-1.js'],
  styles: ['/assets/App-1.css'],
  routeStyles: ['/assets/statement-1.css'],
};
// A list written before the route's own scripts were told apart: all of them in `scripts`.
const status = { path: '/empreendimento/:enterpriseId/status', scripts: ['/assets/status-1.js'], styles: [] };

describe('RoutePreloads', () => {
  it("names the shell's scripts and styles, then the route's own at low priority", () => {
    const preloads = new RoutePreloads(buildWith([statement, status]));
    expect(preloads.hintsFor('/financeiro/extrato')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/App-1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/App-1.css">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/statement.route-1.js">' +
        '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/statement-1.css">',
    );
    expect(preloads.hintsFor('/empreendimento/7/status')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/status-1.js">',
    );
  });

  it('matches parameters and a trailing slash, and nothing else', () => {
    const preloads = new RoutePreloads(buildWith([statement, status]));
    expect(preloads.hintsFor('/empreendimento/7/status')).toContain('/assets/status-1.js');
    expect(preloads.hintsFor('/financeiro/extrato/')).toContain('statement.route-1.js');
    expect(preloads.hintsFor('/empreendimento/7/8/status')).toBe('');
    expect(preloads.hintsFor('/financeiro/extrato/x')).toBe('');
    expect(preloads.hintsFor('/')).toBe('');
  });

  it('without the list (a build of its own, tests) gives no hints and says nothing', () => {
    const warnings: string[] = [];
    const preloads = new RoutePreloads(mkdtempSync(join(tmpdir(), 'no-list-')), (m) => warnings.push(m));
    expect(preloads.hintsFor('/financeiro/extrato')).toBe('');
    expect(warnings).toEqual([]);
  });

  it('refuses a list that is not the build’s (a foreign file, markup in a name): no hints, one warning', () => {
    for (const list of [
      { not: 'a list' },
      [{ ...statement, scripts: ['https://elsewhere.test/x.js'] }],
      [{ ...statement, scripts: ['/assets/x.js"><script>alert(1)</script>'] }],
      [{ ...statement, routeScripts: ['/assets/x.css'] }],
      [{ ...statement, routeStyles: ['/assets/x.js'] }],
      [{ ...statement, path: '/(.*)' }],
    ]) {
      const warnings: string[] = [];
      const preloads = new RoutePreloads(buildWith(list), (m) => warnings.push(m));
      expect(preloads.hintsFor('/financeiro/extrato')).toBe('');
      expect(preloads.hintsFor('/financeiro/extrato')).toBe('');
      expect(warnings).toHaveLength(1);
    }
  });

  it('reads the list again when a new build replaces it', () => {
    const root = buildWith([statement]);
    const preloads = new RoutePreloads(root);
    expect(preloads.hintsFor('/financeiro/extrato')).toContain('statement.route-1.js');
    writeFileSync(
      join(root, ROUTE_PRELOADS_FILE),
      JSON.stringify([{ ...statement, scripts: ['/assets/App-2.js'], routeScripts: [], routeStyles: [] }]),
    );
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(root, ROUTE_PRELOADS_FILE), later, later);
    expect(preloads.hintsFor('/financeiro/extrato')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/App-2.js"><link rel="preload" as="style" crossorigin href="/assets/App-1.css">',
    );
  });
});

describe('withPreloadHints', () => {
  it('closes the head with the hints, and leaves a page without hints or head alone', () => {
    expect(withPreloadHints('<head><title>P</title></head><body>', '<link x>')).toBe(
      '<head><title>P</title><link x></head><body>',
    );
    expect(withPreloadHints('<head></head>', '')).toBe('<head></head>');
    expect(withPreloadHints('<p>no head</p>', '<link x>')).toBe('<p>no head</p>');
  });
});
