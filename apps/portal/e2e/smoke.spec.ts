import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts';
import { watchConsoleErrors } from './support/console';
import { latestLinkTo, latestMailId } from './support/mailbox';

test('the portal page loads in Portuguese, without console errors', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  // The SPA drew something (the server's "portal not built" page has no #root).
  await expect(page.locator('#root')).not.toBeEmpty();

  const csp = response?.headers()['content-security-policy'];
  if (csp) {
    // A policy must not forbid the portal's own scripts: a violation would show as a console error.
    expect(csp).toMatch(/script-src|default-src/);
  } else {
    test.info().annotations.push({ type: 'note', description: 'no Content-Security-Policy header yet' });
  }

  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the development mailbox holds the links the server e-mails', async ({ request }) => {
  const before = await latestMailId(request);
  const sent = await request.post('/api/v1/user/send-reset-password-email', {
    data: { email: accounts.ana.email },
  });
  expect(sent.status()).toBe(200);
  const link = await latestLinkTo(request, accounts.ana.email, /reset-password\?token=/, { after: before });
  expect(link).toMatch(/^\/reset-password\?token=[^&\s]+$/);
});
