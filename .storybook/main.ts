import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

// Storybook must never phone home (no network beyond the registry here); set before it reads env.
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

/** Storybook for the whole UI kit: every component and screen story of packages/ui. */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    // vanilla-extract compiles *.css.ts at build time; plugin-react gives JSX + fast refresh.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), react(), vanillaExtractPlugin()];
    return viteConfig;
  },
};

export default config;
