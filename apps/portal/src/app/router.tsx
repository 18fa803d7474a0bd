import { createBrowserRouter, Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { PageLoading } from './layout/PageLoading';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';

/**
 * Every route of the portal (spec section 2 and the product contract). Each page is its own chunk,
 * loaded when first visited; route modules export `Component`. Guards (signed in, admin only) and the
 * layout live in `RootLayout`; unknown paths go to `/`.
 */
export function createPortalRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, lazy: () => import('../routes/login.route') },
            { path: paths.auth, lazy: () => import('../routes/auth.route') },
            { path: paths.signUp, lazy: () => import('../routes/sign-up.route') },
            { path: paths.passwordRecovery, lazy: () => import('../routes/password-recovery.route') },
            { path: paths.resetPassword, lazy: () => import('../routes/reset-password.route') },
            { path: paths.activateAccount, lazy: () => import('../routes/activate-account.route') },
            { path: paths.enterprises, lazy: () => import('../routes/enterprises.route') },
            { path: paths.enterpriseStatus, lazy: () => import('../routes/enterprise-status.route') },
            { path: paths.statements, lazy: () => import('../routes/statements.route') },
            { path: paths.statement, lazy: () => import('../routes/statement.route') },
            { path: paths.clients, lazy: () => import('../routes/clients.route') },
            { path: paths.support, lazy: () => import('../routes/support.route') },
            { path: paths.contacts, lazy: () => import('../routes/contacts.route') },
            { path: paths.sendEmail, lazy: () => import('../routes/contacts.route') },
            { path: paths.loginReport, lazy: () => import('../routes/login-report.route') },
            { path: paths.failedLoginReport, lazy: () => import('../routes/failed-login-report.route') },
            {
              path: paths.generatedSlipsReport,
              lazy: () => import('../routes/generated-slips-report.route'),
            },
            {
              path: paths.generatedStatementsReport,
              lazy: () => import('../routes/generated-statements-report.route'),
            },
            { path: '*', element: <Navigate to={paths.login} replace /> },
          ],
        },
      ],
    },
  ]);
}
