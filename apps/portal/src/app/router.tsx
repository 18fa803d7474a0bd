import { paths } from '../config/paths';
import { lazyRoute } from './navigation/lazy-route';
import type { PortalRoute } from './navigation/RouteSwitch';

const contacts = lazyRoute(() => import('../routes/contacts.route'));

/**
 * Every route of the portal (spec section 2 and the product contract). Each page is its own chunk,
 * loaded when first visited; route modules export `Component`. Guards (signed in, admin only) and the
 * frame live in `RootLayout`; unknown paths go to `/`.
 */
export const portalRoutes: readonly PortalRoute[] = [
  { path: paths.login, Page: lazyRoute(() => import('../routes/login.route')) },
  { path: paths.auth, Page: lazyRoute(() => import('../routes/auth.route')) },
  { path: paths.signUp, Page: lazyRoute(() => import('../routes/sign-up.route')) },
  { path: paths.passwordRecovery, Page: lazyRoute(() => import('../routes/password-recovery.route')) },
  { path: paths.resetPassword, Page: lazyRoute(() => import('../routes/reset-password.route')) },
  { path: paths.activateAccount, Page: lazyRoute(() => import('../routes/activate-account.route')) },
  { path: paths.enterprises, Page: lazyRoute(() => import('../routes/enterprises.route')) },
  { path: paths.enterpriseStatus, Page: lazyRoute(() => import('../routes/enterprise-status.route')) },
  { path: paths.statements, Page: lazyRoute(() => import('../routes/statements.route')) },
  { path: paths.statement, Page: lazyRoute(() => import('../routes/statement.route')) },
  { path: paths.clients, Page: lazyRoute(() => import('../routes/clients.route')) },
  { path: paths.support, Page: lazyRoute(() => import('../routes/support.route')) },
  { path: paths.contacts, Page: contacts },
  { path: paths.sendEmail, Page: contacts },
  { path: paths.loginReport, Page: lazyRoute(() => import('../routes/login-report.route')) },
  { path: paths.failedLoginReport, Page: lazyRoute(() => import('../routes/failed-login-report.route')) },
  {
    path: paths.generatedSlipsReport,
    Page: lazyRoute(() => import('../routes/generated-slips-report.route')),
  },
  {
    path: paths.generatedStatementsReport,
    Page: lazyRoute(() => import('../routes/generated-statements-report.route')),
  },
  { path: paths.importData, Page: lazyRoute(() => import('../routes/import-data.route')) },
  { path: paths.siengeSync, Page: lazyRoute(() => import('../routes/sienge-sync.route')) },
];
