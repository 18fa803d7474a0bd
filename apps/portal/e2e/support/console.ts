import type { Page } from '@playwright/test';

/**
 * Collects what a user would never see but a developer must: console errors (a failed resource, a
 * CSP violation, React's warnings logged as errors) and uncaught exceptions. Start it before `goto`.
 */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
