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
  prepaymentsReport: '/antecipacoes',
  prepaymentRequests: '/antecipacoes-solicitadas',
  importData: '/importar-dados',
  siengeSync: '/integracao-sienge',
  staff: '/equipe',
  assistance: '/assistencia-tecnica',
  assistanceNew: '/assistencia-tecnica/nova',
  assistanceRequest: '/assistencia-tecnica/:requestId',
  assistanceQueue: '/solicitacoes-assistencia',
  assistanceQueueRequest: '/solicitacoes-assistencia/:requestId',
  assistanceReport: '/relatorio-assistencia',
  documents: '/documentos',
  documentDownloadsReport: '/relatorio-documentos',
} as const;

/** A route path of the portal. */
export type PortalPath = (typeof paths)[keyof typeof paths];

/** `/financeiro/extrato?bill={bill_id}`: the statement of one contract, kept across a reload. */
export function statementHref(billId: number): string {
  return `${paths.statement}?bill=${billId}`;
}
