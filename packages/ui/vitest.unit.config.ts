import { defineProject } from 'vitest/config';

/** The `ui` project: plain unit tests of the kit (pure functions such as the contrast check), in Node. */
export default defineProject({
  test: { name: 'ui', environment: 'node', include: ['src/**/*.test.ts'] },
});
