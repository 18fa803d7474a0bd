/**
 * Every route of the portal (spec section 2 and the product contract) and typed builders for the
 * links that carry parameters. Routes, menus and redirects all use these, never a literal path.
 */
export const paths = {
  login: '/',
  auth: '/auth',
  signUp: '/sign-up',
  passwordRecovery: '/password-recovery',
  resetPassword: '/reset-password',
  activateAccount: '/ativar-conta',
  enterprises: '/empreendimentos',
  enterpriseStatus: '/empreendimento/:enterpriseId/status',
  statements: '/financeiro',
  statement: '/financeiro/extrato',
  clients: '/clients',
  client: '/clients/:clientId',
  support: '/suporte',
  contacts: '/contatos',
  sendEmail: '/send-email',
  loginReport: '/login-client',
  failedLoginReport: '/fail-login',
  generatedSlipsReport: '/generated-tickets',
  generatedStatementsReport: '/generated-extracts',
  importData: '/importar-dados',
  siengeSync: '/integracao-sienge',
  staff: '/equipe',
} as const;

/** A route path of the portal. */
export type PortalPath = (typeof paths)[keyof typeof paths];

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
  paths.importData,
  paths.siengeSync,
  paths.staff,
];

/**
 * Whether only an administrator may open `pathname`: the admin routes and every client page
 * (`/clients/{id}`).
 */
export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATHS.includes(pathname) || pathname.startsWith(`${paths.clients}/`);
}

/** `/empreendimento/{id}/status?name=…` (and `&creation=` for the admin, spec section 2). */
export function enterpriseStatusHref(enterprise: {
  id: number;
  name: string;
  creation?: string | null;
}): string {
  const query = new URLSearchParams({ name: enterprise.name });
  if (enterprise.creation) query.set('creation', enterprise.creation);
  return `/empreendimento/${enterprise.id}/status?${query.toString()}`;
}

/** `/financeiro/extrato?bill={bill_id}`: the statement of one contract, kept across a reload. */
export function statementHref(billId: number): string {
  return `${paths.statement}?bill=${billId}`;
}

/** `/?activated=1|0`: the login page telling the outcome of an account activation. */
export function loginHref(activated?: boolean): string {
  return activated === undefined ? paths.login : `${paths.login}?activated=${activated ? 1 : 0}`;
}
