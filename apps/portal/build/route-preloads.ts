/**
 * The files each route of the portal needs beyond what the page's own tags load, read from Vite's
 * build manifest (`.vite/manifest.json`). The server writes them into the page as preload hints, so a
 * deep link (`/financeiro/extrato?bill=1`) fetches the app's shell and its route's chunks beside the
 * boot instead of one after the other (decision 039).
 */

/** One entry of Vite's manifest (only the fields read here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * What the server reads, per path pattern: the shell's scripts and styles (the frame's first paint
 * needs them) and the route's own (fetched at low priority, after the shell's).
 */
export interface RoutePreload {
  path: string;
  scripts: string[];
  routeScripts: string[];
  styles: string[];
  routeStyles: string[];
}

/** The chunk `key` and every chunk it imports statically, each once, the importer first. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((child) => staticClosure(manifest, child, seen))];
}

const url = (file: string) => `/${file}`;

/** The style sheets of `keys`' chunks, each once, less those in `loaded`. */
function stylesOf(manifest: Manifest, keys: string[], loaded: ReadonlySet<string>): string[] {
  return [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))].filter((style) => !loaded.has(style));
}

/**
 * Per route: the scripts and styles of `shellKey` (the app's shell) and of the route's module, less
 * what the entry page already loads. A route whose module is missing from the manifest is an error:
 * the table and the build disagree.
 */
export function routePreloads(
  manifest: Manifest,
  routes: readonly { path: string; file: string }[],
  shellKey: string,
): RoutePreload[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  if (!manifest[shellKey]) throw new Error(`the manifest has no ${shellKey}`);
  const loadedByPage = new Set(staticClosure(manifest, entryKey));
  const pageStyles = new Set([...loadedByPage].flatMap((key) => manifest[key]?.css ?? []));
  return routes.map(({ path, file }) => {
    if (!manifest[file]) throw new Error(`the manifest has no ${file} (route ${path})`);
    const seen = new Set(loadedByPage);
    const shellKeys = staticClosure(manifest, shellKey, seen);
    const routeKeys = staticClosure(manifest, file, seen);
    const files = (keys: string[]) => keys.map((key) => url(manifest[key]?.file ?? key));
    const shellStyles = stylesOf(manifest, shellKeys, pageStyles);
    const routeStyles = stylesOf(manifest, routeKeys, new Set([...pageStyles, ...shellStyles]));
    return {
      path,
      scripts: files(shellKeys),
      routeScripts: files(routeKeys),
      styles: shellStyles.map(url),
      routeStyles: routeStyles.map(url),
    };
  });
}
