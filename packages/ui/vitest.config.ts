import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

const storybookConfigDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

/** Flags that let Debian's Chromium run headless in containers and CI (see README). */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * The `storybook` project: renders every story in headless Chromium, runs its play function and
 * axe (a violation fails the test). Plain unit tests of the kit live in `vitest.unit.config.ts`
 * (Vitest 4.1 does not nest projects inside a project config).
 */
export default defineProject({
  plugins: [storybookTest({ configDir: storybookConfigDir })],
  // Pre-bundle what stories import lazily, so Vite never reloads the page in the middle of a run.
  // Vite's root is the workspace (where .storybook lives), so the kit's own deps are named through it.
  optimizeDeps: {
    include: [
      '@portal/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@portal/ui > @vanilla-extract/dynamic',
      '@portal/ui > lucide-react',
      '@portal/ui > radix-ui',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
