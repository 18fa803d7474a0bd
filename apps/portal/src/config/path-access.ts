import { paths } from './paths';

/*
 * Which routes are public and which only an administrator may open. Apart from paths.ts, which the
 * login page's first script carries: only the signed-in app's redirects read these (decision 038).
 */

/** Routes shown without the side menu and the top bar (spec section 2, "Layout"). */
export const PUBLIC_PATHS: readonly string[] = [
  paths.login,
  paths.signUp,
  paths.passwordRecovery,
  paths.resetPassword,
  paths.auth,
  paths.activateAccount,
];

/** Routes only an administrator may open; a customer typing one lands on the enterprises. */
export const ADMIN_PATHS: readonly string[] = [
  paths.clients,
  paths.loginReport,
  paths.failedLoginReport,
  paths.generatedSlipsReport,
  paths.generatedStatementsReport,
  paths.prepaymentsReport,
  paths.prepaymentRequests,
  paths.importData,
  paths.siengeSync,
  paths.staff,
  paths.assistanceQueue,
  paths.assistanceReport,
  paths.documentDownloadsReport,
];

/**
 * Whether only an administrator may open `pathname`: the admin routes, every client page
 * (`/clients/{id}`) and every request of the assistance queue (`/solicitacoes-assistencia/{id}`).
 */
export function isAdminPath(pathname: string): boolean {
  return (
    ADMIN_PATHS.includes(pathname) ||
    pathname.startsWith(`${paths.clients}/`) ||
    pathname.startsWith(`${paths.assistanceQueue}/`)
  );
}
