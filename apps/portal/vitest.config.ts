import { defineProject } from 'vitest/config';

/** Unit tests of the SPA's framework-free parts (session, runtime config); journeys are in e2e/. */
export default defineProject({
  test: {
    name: 'portal',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
  },
});
