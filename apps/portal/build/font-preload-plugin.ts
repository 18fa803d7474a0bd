import type { Plugin } from 'vite';

/**
 * Names the page's text font in `index.html` as `<link rel="preload" as="font">`, so the browser
 * fetches it beside the boot script instead of discovering it only once the first text is laid out
 * (the kit's `@fontsource-variable/inter`, self-hosted, `font-display: swap`). Only the subset that
 * Portuguese text uses (`latin`: basic Latin and Latin-1, so 'ç', 'ã', 'é') is preloaded; the other
 * subsets load on demand as before. Lighthouse mobile on the login: first paint 2.0 → 1.7 s
 * (docs/benchmarks.md, 2026-11-25). A build without a matching font file fails: the pattern and the
 * kit's font disagree.
 */
export function fontPreloadPlugin(sourceName: RegExp): Plugin {
  return {
    name: 'portal-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.values(context.bundle ?? {}).filter(
          (output) =>
            output.type === 'asset' &&
            output.fileName.endsWith('.woff2') &&
            output.originalFileNames.some((name) => sourceName.test(name)),
        );
        if (fonts.length !== 1)
          throw new Error(`font preload: ${fonts.length} font files match ${sourceName}, expected 1`);
        return fonts.map((font) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
            href: `/${font.fileName}`,
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
