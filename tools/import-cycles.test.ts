/**
 * No import loops inside a package (decision 022): a module that reaches itself through its own imports
 * has no place to start reading, and its load order decides what is still `undefined`. Every .ts/.tsx
 * file under each root below, tests and stories included, is read for relative imports (also
 * `import type`, re-exports and `import()`); the test fails listing each loop it finds.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importLoops } from './import-graph';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The source folders checked for loops; a package joins the check by being listed here. */
const CHECKED_SOURCE_ROOTS = [
  'apps/server/src',
  'packages/api/src',
  'packages/domain/src',
  'packages/ui/src',
  'apps/portal/src',
];

describe('import loops', () => {
  it.each(CHECKED_SOURCE_ROOTS)('%s has none', (sourceRoot) => {
    expect(importLoops(join(root, sourceRoot), root)).toEqual([]);
  });
});

describe('the loop finder', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'import-loops-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** Writes `files` (path → source) under a fresh folder and returns what the finder reports there. */
  function loopsIn(name: string, files: Record<string, string>): string[] {
    const folder = join(scratch, name);
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), source);
    }
    return importLoops(folder);
  }

  it('reports a loop closed by a type-only import, shortest path first', () => {
    expect(
      loopsIn('type-loop', {
        'mail/mailer.ts': "import { keep } from './queue';\nexport interface Message { to: string }\n",
        'mail/queue.ts': "import type { Message } from './mailer';\nexport const keep = (m: Message) => m;\n",
      }),
    ).toEqual(['mail/mailer.ts → mail/queue.ts → mail/mailer.ts']);
  });

  it('follows re-exports, index files, .tsx and dynamic imports across folders', () => {
    const [loop] = loopsIn('long-loop', {
      'a.ts': "export { b } from './b';\n",
      'b.ts': "export const b = () => import('./c');\n",
      'c/index.tsx': "import { a } from '../d';\nexport const c = a;\n",
      'd.ts': "import '../long-loop/a';\nexport const a = 1;\n",
    });
    expect(loop).toBe('a.ts → b.ts → c/index.tsx → d.ts → a.ts');
  });

  it('ignores imports written in comments and strings, and imports of other packages', () => {
    expect(
      loopsIn('no-loop', {
        'a.ts': "// import { b } from './b';\nimport { z } from 'zod';\nexport const a = z;\n",
        'b.ts': "import { a } from './a';\nexport const text = \"import './b'\";\nexport const b = a;\n",
      }),
    ).toEqual([]);
  });
});
