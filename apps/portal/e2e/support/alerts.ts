import type { Locator, Page } from '@playwright/test';

/**
 * The alerts a user can see: an alert with text. The toast region keeps an empty `role="alert"` list
 * on the page from the start (a live region must exist before its message for screen readers to
 * announce it), which a bare `getByRole('alert')` would also match.
 */
export function shownAlert(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: /\S/ });
}
