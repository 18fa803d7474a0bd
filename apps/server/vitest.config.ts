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
    // The files of a worker share one process and its loaded modules (decision 079): importing the
    // server afresh for each of ~110 files was most of the suite's CPU. Each file starts and stops its
    // own servers on its own copy of the template; nothing it leaves behind is read by the next.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
