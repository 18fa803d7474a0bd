/**
 * The relative-import graph of a source folder, and the loops in it. TypeScript's own pre-processor
 * reads the imports (static, `import type`, re-exports and `import()`), so comments and strings that
 * look like imports are never counted.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Source files, by absolute path, to the source files they import. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.tsx?$/;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** The file a relative specifier names, as the bundlers resolve it; undefined for non-source files. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => SOURCE.test(path) && existsSync(path) && statSync(path).isFile());
}

/** The relative imports of one file's text. */
export function relativeImports(text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map((file) => file.fileName).filter((name) => name.startsWith('.'));
}

/** Every .ts/.tsx file under `root` (declaration files aside) with the files it imports by relative path. */
export function importGraph(root: string): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const targets = relativeImports(readFileSync(file, 'utf8'))
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one file, or of a file importing itself (Tarjan). */
function loopingComponents(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) as number, index.get(target) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** The shortest loop through `start` inside its component, as a path that ends where it began. */
function shortestLoop(graph: ImportGraph, component: readonly string[], start: string): string[] {
  const inside = new Set(component);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const target of graph.get(node) ?? []) {
      if (!inside.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at))
          path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/**
 * One line per loop found under `root`: each group of files that import one another in a circle,
 * shown as its shortest loop (`a.ts → b.ts → a.ts`), paths relative to `displayFrom`.
 */
export function importLoops(root: string, displayFrom: string = root): string[] {
  const graph = importGraph(root);
  return loopingComponents(graph)
    .map((component) => {
      const start = [...component].sort()[0] as string;
      const loop = shortestLoop(graph, component, start).map((file) => relative(displayFrom, file));
      const others = component.length + 1 - loop.length;
      return `${loop.join(' → ')}${others > 0 ? ` (and ${others} more file(s) in the same loop)` : ''}`;
    })
    .sort();
}
