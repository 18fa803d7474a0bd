import { defineProject } from 'vitest/config';

/**
 * Server suite: real servers on real databases. The global setup migrates and seeds one template
 * (a PGlite folder, and a PostgreSQL template database when DATABASE_URL is set) that every test
 * file copies, so PGlite's slow first initialisation is paid once per run.
 */
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
