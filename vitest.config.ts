import { defineConfig } from 'vitest/config';

/** One run for the whole workspace: each package declares its own project (name, environment, includes). */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/ui/vitest.unit.config.ts',
      'apps/*/vitest.config.ts',
      'tools/vitest.config.ts',
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/test/**', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
