import { describe, expect, it } from 'vitest';
import { type Manifest, routePreloads } from './route-preloads';

/** A build's manifest in small: the page's entry and boot, the shell, two routes sharing a chunk. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_boot-1.js'],
    css: ['assets/index-1.css'],
  },
  '_boot-1.js': { file: 'assets/boot-1.js', css: ['assets/boot-1.css'] },
  'src/app/App.tsx': {
    file: 'assets/App-1.js',
    imports: ['_boot-1.js', '_services-1.js'],
    css: ['assets/App-1.css'],
  },
  '_services-1.js': { file: 'assets/services-1.js', imports: ['_boot-1.js'] },
  'src/routes/a.route.tsx': {
    file: 'assets/a-1.js',
    imports: ['_boot-1.js', 'src/app/App.tsx', '_table-1.js', 'index.html'],
    css: ['assets/a-1.css'],
  },
  '_table-1.js': {
    file: 'assets/table-1.js',
    imports: ['_services-1.js'],
    css: ['assets/table-1.css', 'assets/boot-1.css'],
  },
  'src/routes/b.route.tsx': { file: 'assets/b-1.js', imports: ['_table-1.js'] },
};

describe('routePreloads', () => {
  const [a, b] = routePreloads(
    manifest,
    [
      { path: '/a', file: 'src/routes/a.route.tsx' },
      { path: '/b/:id', file: 'src/routes/b.route.tsx' },
    ],
    'src/app/App.tsx',
  );

  it("lists the shell's chunks, then the route's own, each once, less what the page loads", () => {
    expect(a).toEqual({
      path: '/a',
      scripts: ['/assets/App-1.js', '/assets/services-1.js'],
      routeScripts: ['/assets/a-1.js', '/assets/table-1.js'],
      styles: ['/assets/App-1.css'],
      routeStyles: ['/assets/a-1.css', '/assets/table-1.css'],
    });
  });

  it('follows static imports through shared chunks', () => {
    expect(b?.scripts).toEqual(['/assets/App-1.js', '/assets/services-1.js']);
    expect(b?.routeScripts).toEqual(['/assets/b-1.js', '/assets/table-1.js']);
    expect(b?.styles).toEqual(['/assets/App-1.css']);
    expect(b?.routeStyles).toEqual(['/assets/table-1.css']);
  });

  it('refuses a route the build does not have, and a manifest without the entry or the shell', () => {
    expect(() =>
      routePreloads(manifest, [{ path: '/c', file: 'src/routes/c.route.tsx' }], 'src/app/App.tsx'),
    ).toThrow(/no src\/routes\/c\.route\.tsx/);
    expect(() => routePreloads(manifest, [], 'src/app/Missing.tsx')).toThrow(/no src\/app\/Missing\.tsx/);
    expect(() =>
      routePreloads({ 'src/app/App.tsx': { file: 'assets/App-1.js' } }, [], 'src/app/App.tsx'),
    ).toThrow(/no entry/);
  });
});
